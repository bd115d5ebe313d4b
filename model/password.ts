/** Password policy shared by sign-up, admin user creation, change and reset. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** What is wrong with a password: a code the screens translate (`comedor.password_rule.<code>`) and the server words in Spanish. */
export type PasswordRule = 'too_short' | 'too_long' | 'letters_and_digits';

/** The limits the rule texts mention (`%{min}`, `%{max}`). */
export const PASSWORD_LIMITS = { min: PASSWORD_MIN, max: PASSWORD_MAX };

/** The rule a password breaks, or null when it is acceptable. */
export function passwordProblem(password: string): PasswordRule | null {
  if (password.length < PASSWORD_MIN) return 'too_short';
  if (password.length > PASSWORD_MAX) return 'too_long';
  if (!/[A-Za-zÁÉÍÓÚÜÑáéíóúüñ]/.test(password) || !/\d/.test(password)) return 'letters_and_digits';
  return null;
}
