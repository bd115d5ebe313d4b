/**
 * Who a sign-up creates (SPEC §7: `POST login/signup` with `{username, email, password}`). The e-mail is the
 * account's login identity; `username` is any handle, or the e-mail itself when `email` is left out (the
 * first version of the app sent only `username`). A missing name defaults to the username, editable later.
 */

import { isEmailAddress } from './email';

const NAME_MAX = 80;

export interface SignupFields {
  username: string;
  email?: string;
  name?: string;
  surname?: string;
}

export interface SignupIdentity {
  email: string;
  /** the body field the e-mail came from, named in a "taken" answer */
  emailField: 'email' | 'username';
  name: string;
  surname: string;
}

/** Why a sign-up body names no account: a code the screens translate (`comedor.errors.<code>`) and the API words in Spanish. */
export interface SignupProblem {
  problem: 'signup_username_empty' | 'signup_email_missing';
  field: 'username' | 'email';
}

export function signupIdentity(body: SignupFields): SignupIdentity | SignupProblem {
  const username = body.username.trim();
  if (!username) return { problem: 'signup_username_empty', field: 'username' };
  const email = body.email?.trim() || (isEmailAddress(username) ? username : null);
  if (!email) {
    return { problem: 'signup_email_missing', field: 'email' };
  }
  return {
    email,
    emailField: body.email?.trim() ? 'email' : 'username',
    name: body.name?.trim() || username.slice(0, NAME_MAX),
    surname: body.surname?.trim() ?? '',
  };
}
