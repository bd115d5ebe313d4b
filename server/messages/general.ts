/** Codes any route may answer: permissions, missing records, malformed requests. */
export const GENERAL_MESSAGES = {
  not_found: 'No encontrado.',
  forbidden: 'No tienes permiso para hacer esto.',
  unauthorized: 'Inicia sesión para continuar.',
} as const;
