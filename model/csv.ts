/**
 * A tiny CSV reader and writer (RFC 4180 quoting). Exports use `;`, CRLF and a BOM so Excel in Spanish opens
 * them with accents and columns right; imports accept `;` or `,`, with or without a BOM.
 */

export type CsvCell = string | number | boolean | null | undefined;

const BOM = '\uFEFF';

function quote(cell: CsvCell, separator: string): string {
  const text = cell === null || cell === undefined ? '' : String(cell);
  // A leading = + - @ would run as a formula in a spreadsheet: neutralised with a quote mark.
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+([.,]\d+)?$/.test(text) ? `'${text}` : text;
  return /[";\r\n,]/.test(safe) || safe.includes(separator) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The whole file: BOM, a header row and one row per record, `;`-separated, CRLF line ends. */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[], separator = ';'): string {
  const lines = [headers, ...rows].map((row) => row.map((cell) => quote(cell, separator)).join(separator));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** Money for a spreadsheet in Spanish: two decimals with a decimal comma, no currency sign (12,50). */
export function csvMoney(euros: number): string {
  const cents = Math.round(euros * 100);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** `;` when the header line has more of them than commas (outside quotes), else `,`. */
export function detectSeparator(text: string): ';' | ',' {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const outside = firstLine.replace(/"[^"]*"/g, '');
  return (outside.match(/;/g)?.length ?? 0) > (outside.match(/,/g)?.length ?? 0) ? ';' : ',';
}

/** Parses CSV text into rows of cells. A BOM is dropped; quoted cells may hold separators, quotes and line breaks. */
export function parseCsv(input: string, separator: string = detectSeparator(input.replace(/^\uFEFF/, ''))): string[][] {
  const text = input.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === separator) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
