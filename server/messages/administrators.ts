/** The API's answer when a change would leave the restaurant with no active administrator. */
import { ApiError } from '../errors';

export function lastAdministratorError(field?: string): ApiError {
  return new ApiError(
    409,
    'Debe quedar al menos un administrador activo: nombra o activa otro administrador antes de hacer este cambio.',
    field,
    { code: 'last_administrator' },
  );
}
