/** The Spanish message carried by an API error (HttpError from dataProvider/httpClient), or a generic one. */
export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  return 'Error desconocido';
}
