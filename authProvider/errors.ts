/** Why a login failed; the login page shows a different Spanish flag for each (spec section 4). */
export class UnknownEmailError extends Error {
  constructor() {
    super('comedor.login.unknown_email');
  }
}

export class WrongPasswordError extends Error {
  constructor(message = 'comedor.login.wrong_password') {
    super(message);
  }
}

/** The password was right but the account is deactivated: whom to ask (null: the canteen staff, in the UI's language). */
export class AccountDeactivatedError extends Error {
  constructor(readonly contact: string | null) {
    super('comedor.login.deactivated');
  }
}
