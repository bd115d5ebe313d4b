/**
 * The one e-mail rule of every entry point: the JSON schemas' `email` format (server/validation.ts), sign-up
 * (model/signup.ts), user create/update and the CSV import (model/user-import.ts). Plain ASCII addresses only
 * (the `full` format of ajv-formats): a Cyrillic look-alike (`аdmin@…`), a zero-width space or any control
 * character is refused, so no account exists that the admin screen cannot edit.
 */
const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

export const EMAIL_MAX = 254;

export function isEmailAddress(text: string): boolean {
  return text.length <= EMAIL_MAX && EMAIL_PATTERN.test(text);
}
