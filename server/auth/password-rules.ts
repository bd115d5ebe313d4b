/** The API's Spanish wording of the shared password rules (model/password.ts returns codes). */
import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem as passwordRule, type PasswordRule } from '../../model/password';

const SPANISH: Record<PasswordRule, string> = {
  too_short: `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres.`,
  too_long: `La contraseña no puede superar los ${PASSWORD_MAX} caracteres.`,
  letters_and_digits: 'La contraseña debe contener letras y números.',
};

/** The Spanish message for a 400 when the password breaks a rule, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  const rule = passwordRule(password);
  return rule ? SPANISH[rule] : null;
}
