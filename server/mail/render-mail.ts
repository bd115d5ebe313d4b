/**
 * What an outbox row looks like in a mailbox: the stored plain-text body with its app paths made absolute
 * (PUBLIC_URL), signed with the restaurant's name, and the same content as simple HTML with real links.
 */

export interface MailSource {
  subject: string;
  body: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const PATH_LINE = /^\/\S*$/;
const URL_PART = /(https?:\/\/[^\s<]+)/g;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** One line of the body as HTML: escaped, with its addresses as links. */
function htmlLine(line: string): string {
  return line
    .split(URL_PART)
    .map((part, i) => (i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

export function renderMail(mail: MailSource, restaurantName: string, publicUrl: string): RenderedMail {
  // A line that is only an app path (the reset link) becomes an address the mail client can open.
  const lines = mail.body.split('\n').map((line) => (PATH_LINE.test(line.trim()) ? `${publicUrl}${line.trim()}` : line));
  const text = `${lines.join('\n')}\n\n— ${restaurantName}\n`;
  const paragraphs = lines
    .join('\n')
    .split(/\n{2,}/)
    .map((p) => `<p>${p.split('\n').map(htmlLine).join('<br>')}</p>`)
    .join('\n');
  const subject = mail.subject.includes(restaurantName) ? mail.subject : `${restaurantName}: ${mail.subject}`;
  const name = escapeHtml(restaurantName);
  const html = `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: sans-serif; line-height: 1.5; color: #222; max-width: 36em">
<h1 style="font-size: 1.25em">${name}</h1>
${paragraphs}
<p style="color: #666">— ${name}</p>
</body>
</html>
`;
  return { subject, text, html };
}
