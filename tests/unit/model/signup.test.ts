// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signupIdentity } from '../../../model/signup';

describe('signupIdentity', () => {
  it('takes the spec body: a handle as username, the e-mail as login, the handle as default name', () => {
    expect(signupIdentity({ username: 'ines_b', email: 'ines@correo.es' })).toEqual({
      email: 'ines@correo.es',
      emailField: 'email',
      name: 'ines_b',
      surname: '',
    });
  });

  it('uses the username as e-mail when it is one and no email is given', () => {
    expect(signupIdentity({ username: ' Ines@Correo.es ', name: 'Inés', surname: 'Bravo' })).toEqual({
      email: 'Ines@Correo.es',
      emailField: 'username',
      name: 'Inés',
      surname: 'Bravo',
    });
  });

  it('prefers the email field over an e-mail-looking username, and a given name over the handle', () => {
    expect(signupIdentity({ username: 'a@correo.es', email: 'b@correo.es', name: '  Ana ' })).toMatchObject({
      email: 'b@correo.es',
      name: 'Ana',
    });
  });

  it('names the missing e-mail, or an empty username', () => {
    expect(signupIdentity({ username: 'ines_b' })).toEqual({ problem: 'signup_email_missing', field: 'email' });
    expect(signupIdentity({ username: 'sin@dominio' })).toMatchObject({ field: 'email' });
    expect(signupIdentity({ username: '   ', email: 'x@correo.es' })).toEqual({
      problem: 'signup_username_empty',
      field: 'username',
    });
  });

  it('keeps a long handle within the name limit', () => {
    const id = signupIdentity({ username: 'h'.repeat(200), email: 'h@correo.es' });
    expect('name' in id && id.name.length).toBe(80);
  });
});
