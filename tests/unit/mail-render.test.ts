/** The mail's text and HTML built from an outbox row, and the SMTP password masked in anything logged. */
import { describe, expect, it } from 'vitest';
import { renderMail } from '../../server/mail/render-mail';
import { redactSecret, redactSmtpUrl } from '../../server/mail/redact-smtp';
import { retryDelayMs } from '../../server/mail/mail-worker';

describe('renderMail', () => {
  const mail = {
    subject: 'Restablece tu contraseña',
    body: 'Hola, <Ana> & co:\n\nAbre este enlace:\n/reset-password?token=abc\n\nGracias.',
  };

  it('makes app paths absolute, signs with the restaurant and escapes the HTML', () => {
    const out = renderMail(mail, 'Cantina "Sol"', 'https://comedor.example');
    expect(out.subject).toBe('Cantina "Sol": Restablece tu contraseña');
    expect(out.text).toContain('\nhttps://comedor.example/reset-password?token=abc\n');
    expect(out.text.trimEnd().endsWith('— Cantina "Sol"')).toBe(true);
    expect(out.html).toContain('<p>Hola, &lt;Ana&gt; &amp; co:</p>');
    expect(out.html).toContain(
      '<a href="https://comedor.example/reset-password?token=abc">https://comedor.example/reset-password?token=abc</a>',
    );
    expect(out.html).toContain('<h1 style="font-size: 1.25em">Cantina &quot;Sol&quot;</h1>');
    expect(out.html).toContain('<html lang="es">');
  });
});

describe('SMTP password redaction', () => {
  it('masks the password in the address and in error texts, encoded or not', () => {
    const url = 'smtp://user:p%40ss-w0rd@smtp.example.com:587';
    expect(redactSmtpUrl(url)).toBe('smtp://user:***@smtp.example.com:587');
    expect(redactSecret('Invalid login for p@ss-w0rd and p%40ss-w0rd', url)).toBe('Invalid login for *** and ***');
    expect(redactSmtpUrl('smtp://smtp.example.com:25')).toBe('smtp://smtp.example.com:25');
  });
});

describe('retry delay', () => {
  it('doubles from the base and stops growing at six hours', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(30, 30_000)).toBe(6 * 3600 * 1000);
  });
});
