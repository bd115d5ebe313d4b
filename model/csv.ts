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

/** How much of the header line detectSeparator looks at (a real header is far shorter). */
const SEPARATOR_SCAN = 64 * 1024;

/** `;` when the header line has more of them than commas (outside quotes), else `,`. */
export function detectSeparator(text: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (let i = 0; i < text.length && i < SEPARATOR_SCAN; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (c === '\n' || c === '\r') break;
    else if (c === ';') semicolons++;
    else if (c === ',') commas++;
  }
  return semicolons > commas ? ';' : ',';
}

/** A record with more cells than the reader allows (a header of thousands of `;`): nothing past it is read. */
export class CsvTooWideError extends Error {
  constructor(
    /** the record's number in the file, the first being 1 */
    readonly record: number,
    readonly maxCells: number,
  ) {
    super(`CSV record ${record} has more than ${maxCells} cells`);
  }
}

/**
 * Reads CSV text one record at a time (same rules as parseCsv), so a caller can stop at a row limit without
 * splitting a whole file into strings first; a record with more than `maxCells` cells throws CsvTooWideError.
 */
export function* csvRecords(
  input: string,
  separator: string = detectSeparator(input.replace(/^\uFEFF/, '')),
  maxCells = Number.POSITIVE_INFINITY,
): Generator<string[], void, undefined> {
  const text = input;
  const n = text.length;
  // where an unquoted cell ends: the separator or a line end (a sticky search keeps the whole read linear)
  const stop = new RegExp(`[${separator.replace(/[\\\]^-]/g, '\\$&')}\\r\\n]`, 'g');
  const nextStop = (from: number) => {
    stop.lastIndex = from;
    return stop.exec(text)?.index ?? n;
  };
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let record = 0;
  while (i < n) {
    record++;
    const row: string[] = [];
    for (;;) {
      let cell = '';
      if (text[i] === '"') {
        let from = i + 1;
        for (;;) {
          const q = text.indexOf('"', from);
          if (q < 0) {
            cell += text.slice(from);
            i = n;
            break;
          }
          cell += text.slice(from, q);
          if (text[q + 1] === '"') {
            cell += '"';
            from = q + 2;
          } else {
            i = q + 1;
            break;
          }
        }
      }
      const end = nextStop(i);
      cell += text.slice(i, end);
      i = end;
      if (row.length >= maxCells) throw new CsvTooWideError(record, maxCells);
      row.push(cell);
      if (i >= n) break;
      if (text[i] === separator) {
        i++;
        continue;
      }
      i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
      break;
    }
    yield row;
  }
}

/** Parses CSV text into rows of cells. A BOM is dropped; quoted cells may hold separators, quotes and line breaks. */
export function parseCsv(input: string, separator: string = detectSeparator(input.replace(/^\uFEFF/, ''))): string[][] {
  return [...csvRecords(input, separator)];
}
