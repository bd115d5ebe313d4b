/** Codes of logging in, signing up, the password rules, recovery and the event stream's tickets. */
export const AUTH_MESSAGES = {
  wrong_credentials: 'Correo o contraseña incorrectos.',
  account_deactivated: 'Tu cuenta está desactivada. Para volver a usarla, habla con %{contact}.',
  password_too_short: 'La contraseña debe tener al menos %{min} caracteres.',
  password_too_long: 'La contraseña no puede superar los %{max} caracteres.',
  password_letters_and_digits: 'La contraseña debe contener letras y números.',
  signup_username_empty: 'El campo «username» no puede estar vacío.',
  signup_email_missing: 'Falta el correo electrónico.',
  email_taken: 'Ya existe una cuenta con ese correo.',
  reset_link_invalid: 'El enlace no es válido, ha caducado o ya se ha usado. Pide uno nuevo.',
  own_password_only: 'Solo puedes cambiar tu propia contraseña.',
  old_password_wrong: 'La contraseña actual no es correcta.',
  device_not_remembered: 'Este dispositivo ya no mantiene la sesión iniciada. Inicia sesión de nuevo.',
  device_not_found: 'Ese dispositivo ya no mantiene la sesión iniciada.',
  stream_ticket_invalid: 'El ticket no es válido, ya se usó o ha caducado. Pide otro.',
  stream_last_event_invalid: 'El identificador del último evento no es válido.',
  stream_replay_limit: 'Esta cuenta ya está recuperando eventos en %{max} conexiones. Vuelve a conectar en unos segundos.',
} as const;
