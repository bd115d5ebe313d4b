/** Web Push's settings from the environment (read by ../config.ts): the VAPID keys and subject. */

/** The address inside MAIL_FROM ("Comedor <no-reply@example.com>" → "no-reply@example.com"). */
function mailAddress(from: string): string {
  const inBrackets = /<([^>]+)>/.exec(from);
  return (inBrackets ? inBrackets[1] : from).trim();
}

const isLocalHost = (host: string) =>
  /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|::1)$/i.test(host) || host.toLowerCase().endsWith('.localhost');

/**
 * The VAPID subject push services may write to: VAPID_SUBJECT (a `mailto:` or `https:` address), else a
 * `mailto:` of MAIL_FROM's address. An explicit subject at localhost stops the start (Apple refuses it,
 * web-push-libs/web-push#947); MAIL_FROM's default at localhost just leaves Web Push off (null), the server
 * says so at start.
 */
export function vapidSubject(env: NodeJS.ProcessEnv, mailFrom: string): string | null {
  const explicit = env.VAPID_SUBJECT?.trim();
  const subject = explicit || `mailto:${mailAddress(mailFrom)}`;
  let url: URL;
  try {
    url = new URL(subject);
  } catch {
    url = new URL('invalid:');
  }
  const host = url.protocol === 'mailto:' ? (url.pathname.split('@')[1] ?? '') : url.hostname;
  const valid = (url.protocol === 'mailto:' && /^[^@\s]+@[^@\s]+$/.test(url.pathname)) || url.protocol === 'https:';
  if (explicit) {
    if (!valid) throw new Error(`VAPID_SUBJECT debe ser mailto:correo@dominio o una dirección https:// (valor: "${explicit}")`);
    if (isLocalHost(host))
      throw new Error(
        `VAPID_SUBJECT no puede apuntar a localhost (valor: "${explicit}"): Apple rechaza las notificaciones; usa un correo real, p. ej. mailto:cocina@mirestaurante.es`,
      );
    return subject;
  }
  return valid && !isLocalHost(host) ? subject : null;
}

export function vapidKeys(env: NodeJS.ProcessEnv): { vapidPublicKey: string | null; vapidPrivateKey: string | null } {
  const vapidPublicKey = env.VAPID_PUBLIC_KEY?.trim() || null;
  const vapidPrivateKey = env.VAPID_PRIVATE_KEY?.trim() || null;
  if ((vapidPublicKey === null) !== (vapidPrivateKey === null))
    throw new Error('VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY van juntas: pon las dos o ninguna');
  return { vapidPublicKey, vapidPrivateKey };
}
