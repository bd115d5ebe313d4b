/** The API's Spanish wording of the sign-up problems (model/signup.ts returns codes). */
import type { SignupProblem } from '../../model/signup';
import { ApiError } from '../errors';

const SPANISH: Record<SignupProblem['problem'], string> = {
  signup_username_empty: 'El campo «username» no puede estar vacío.',
  signup_email_missing: 'Falta el correo electrónico: escríbelo en «email» (o usa un correo como «username»).',
};

/** The 400 for a sign-up body that names no account: the Spanish message and the code for the screens. */
export function signupError(problem: SignupProblem): ApiError {
  return new ApiError(400, SPANISH[problem.problem], problem.field, { code: problem.problem });
}
