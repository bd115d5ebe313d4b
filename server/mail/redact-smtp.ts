/** The SMTP password never reaches a log: the address is printed with it masked, and any error text too. */

/** smtp://user:secret@host:587 → smtp://user:***@host:587 */
export function redactSmtpUrl(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'smtp://***';
  }
}

/** The password as written in the URL and decoded, for masking it in error messages. */
function secrets(smtpUrl: string): string[] {
  try {
    const { password } = new URL(smtpUrl);
    if (!password) return [];
    return [...new Set([password, decodeURIComponent(password)])].filter(Boolean);
  } catch {
    return [];
  }
}

/** A text (an error message from the SMTP client) with the SMTP password masked wherever it appears. */
export function redactSecret(text: string, smtpUrl: string): string {
  return secrets(smtpUrl).reduce((out, secret) => out.split(secret).join('***'), text);
}
