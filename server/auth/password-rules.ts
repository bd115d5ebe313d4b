/** The API's refusal of a password that breaks a shared rule (model/password.ts returns the rule). */
import { PASSWORD_LIMITS, passwordProblem, type PasswordRule } from '../../model/password';
import { apiError, type ApiError } from '../errors';
import type { MessageCode } from '../messages/catalog';

const CODES: Record<PasswordRule, MessageCode> = {
  too_short: 'password_too_short',
  too_long: 'password_too_long',
  letters_and_digits: 'password_letters_and_digits',
};

/** The 400 when the password in `field` breaks a rule, or null when it is acceptable. */
export function passwordError(password: string, field: string): ApiError | null {
  const rule = passwordProblem(password);
  return rule ? apiError(400, CODES[rule], { ...PASSWORD_LIMITS }, field) : null;
}
