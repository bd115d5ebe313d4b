/** Password policy shared by sign-up, admin user creation, change and reset. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Returns a Spanish message describing what is wrong, or null when the password is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres.`;
  if (password.length > PASSWORD_MAX) return `La contraseña no puede superar los ${PASSWORD_MAX} caracteres.`;
  if (!/[A-Za-zÁÉÍÓÚÜÑáéíóúüñ]/.test(password) || !/\d/.test(password)) {
    return 'La contraseña debe contener letras y números.';
  }
  return null;
}
