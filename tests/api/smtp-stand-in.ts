/**
 * A local SMTP server for the mail tests (`smtp-server`): keeps every message it accepts, decoded enough to
 * read its headers, its plain-text and HTML parts and their links. It can refuse the first N sends with a
 * 451 (a busy server) and require a user and password (plain auth over the unencrypted local connection).
 */
import { SMTPServer } from 'smtp-server';
import { freePort } from './server-process';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** the raw message with quoted-printable and encoded words undone */
  decoded: string;
}

export interface SmtpStandIn {
  url: string;
  received: ReceivedMail[];
  /** MAIL FROM commands refused so far */
  refused: number;
  close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => `%${hex}`);
  // Bytes as %XX, the rest as is: decode the escapes as UTF-8 where they form valid sequences.
  return bytes.replace(/(%[0-9A-F]{2})+/g, (seq) => {
    try {
      return decodeURIComponent(seq);
    } catch {
      return seq;
    }
  });
}

function decodeWords(text: string): string {
  return text.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, data: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

/** Headers unfolded with their encoded words decoded, then the body with quoted-printable undone. */
function decodeMessage(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?');
  return `${decodeWords(head)}\r\n\r\n${decodeQuotedPrintable(raw.slice(split + 4))}`;
}

export async function startSmtpStandIn(
  opts: { refuseFirst?: number; refuseAlways?: boolean; user?: string; pass?: string } = {},
): Promise<SmtpStandIn> {
  const port = await freePort();
  const standIn: SmtpStandIn = { url: '', received: [], refused: 0, close: async () => {} };
  const server = new SMTPServer({
    disabledCommands: opts.user ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !opts.user,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, done) {
      if (auth.username === opts.user && auth.password === opts.pass) done(null, { user: auth.username });
      else done(Object.assign(new Error('Credenciales no válidas'), { responseCode: 535 }));
    },
    onMailFrom(_address, _session, done) {
      if (opts.refuseAlways || standIn.refused < (opts.refuseFirst ?? 0)) {
        standIn.refused++;
        done(Object.assign(new Error('Servidor ocupado, inténtelo más tarde'), { responseCode: 451 }));
        return;
      }
      done();
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        standIn.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          decoded: decodeMessage(raw),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const auth = opts.user ? `${encodeURIComponent(opts.user)}:${encodeURIComponent(opts.pass ?? '')}@` : '';
  standIn.url = `smtp://${auth}127.0.0.1:${port}`;
  standIn.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return standIn;
}

/** Polls `check` every 50 ms for up to `ms` (default 10 s) until it returns true. */
export async function waitFor(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}
