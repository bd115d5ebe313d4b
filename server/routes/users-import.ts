/**
 * POST users/import: creates users from a CSV file sent as the request body (`text/csv`). `?dryRun=true`
 * answers the preview (every row with its problems) and writes nothing. Otherwise the valid rows are created
 * and the rest skipped; with `?strict=true` any problem refuses the whole file.
 *
 * Never stalls the server: the file is read record by record (reading stops at the row and column limits), the
 * reader yields to other requests every few hundred records, and the accounts are written in short batches
 * (server/repos/users-import-repo.ts). A cell with a control character (a NUL byte…) is a 400 naming its cell.
 */
import { recordSecurityEvent } from '../audit/record-audit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { csvRecords, CsvTooWideError, detectSeparator } from '../../model/csv';
import { ADMIN } from '../../model/roles';
import {
  controlCharacterIn,
  echoed,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_TEMPLATE,
  importRowChecker,
  readImportHeader,
  type ImportColumn,
  type ImportRow,
} from '../../model/user-import';
import { CsvFileResponse, ImportReportResponse } from '../../model/responses';
import { requireRole } from '../auth/guard';
import { apiError } from '../errors';
import {
  importControlCharacterError,
  importHeaderError,
  importTooManyRowsError,
  importTooWideError,
  spanishImportProblem,
} from '../messages/user-import';
import { createImportedUsers, registeredEmails } from '../repos/users-import-repo';

const ImportQuery = Type.Object(
  { dryRun: Type.Optional(Type.Boolean()), strict: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
const MB = IMPORT_MAX_BYTES / (1024 * 1024);

/** The file's text: UTF-8 with or without a BOM; anything else is refused rather than misread. */
function decode(body: unknown): string {
  if (!Buffer.isBuffer(body) || body.length === 0) throw apiError(400, 'import_empty_file', {}, 'file');
  if (body.length > IMPORT_MAX_BYTES) throw apiError(413, 'import_file_too_large', { max: MB }, 'file');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body).replace(/^\uFEFF/, '');
  } catch {
    throw apiError(400, 'import_not_utf8', {}, 'file');
  }
}

/** Records read between two yields to the event loop. */
const READ_BATCH = 500;

/**
 * The header and the records after it, read one at a time: at most IMPORT_MAX_ROWS records (blank lines
 * count) and IMPORT_MAX_COLUMNS cells each, no control characters; a 400 at the first record past a limit.
 */
async function readFile(text: string): Promise<{ header: string[]; columns: (ImportColumn | 'ignore')[]; records: string[][] }> {
  const reader = csvRecords(text, detectSeparator(text), IMPORT_MAX_COLUMNS);
  let header: string[] | undefined;
  let columns: (ImportColumn | 'ignore')[] = [];
  const records: string[][] = [];
  let line = 0;
  try {
    for (const record of reader) {
      line++;
      if (!header) {
        header = record;
        const read = readImportHeader(header);
        if ('problem' in read) throw importHeaderError(read.problem);
        columns = read.columns;
      } else if (records.length === IMPORT_MAX_ROWS) throw importTooManyRowsError();
      else records.push(record);
      for (let i = 0; i < record.length; i++) {
        const char = controlCharacterIn(record[i]);
        if (char) throw importControlCharacterError(line, header, i, char);
      }
      if (line % READ_BATCH === 0) await nextTurn();
    }
  } catch (err) {
    if (err instanceof CsvTooWideError) throw importTooWideError(err.record);
    throw err;
  }
  if (!header) throw apiError(400, 'import_empty_file', {}, 'file');
  return { header, columns, records };
}

export async function userImportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Read generously so an oversized file gets the clear 413 of decode() rather than a cut connection.
  app.addContentTypeParser(
    ['text/csv', 'application/octet-stream', 'application/vnd.ms-excel'],
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES * 4 },
    (_req, body, done) => done(null, body),
  );

  app.get(
    '/users/import/template',
    { preHandler: requireRole(ADMIN), schema: { response: { 200: CsvFileResponse } } },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="plantilla-usuarios.csv"')
        .send(`\uFEFF${IMPORT_TEMPLATE.join(';')}\r\nAna;García López;ana.garcia@empresa.es;Usuario;0;sí\r\n`),
  );

  app.post(
    '/users/import',
    {
      config: {
        audit: {
          resource: 'users',
          action: 'import',
          // One transaction around 20 000 rows would hold the embedded database's one connection for the whole
          // import, and every other caller with it: the rows go in short batches, and one event records the import.
          unwrapped: 'writes in short batches; records one import event when they are in',
        },
      },
      preHandler: requireRole(ADMIN),
      schema: { querystring: ImportQuery, response: { 200: ImportReportResponse, 201: ImportReportResponse } },
    },
    async (request, reply) => {
      const { columns, records } = await readFile(decode(request.body));
      const registered = await registeredEmails(
        app.db,
        records.map((r) => (r[columns.indexOf('email')] ?? '').trim().toLowerCase()),
      );
      const check = importRowChecker(columns, (email) => registered.has(email));
      const rows: ImportRow[] = [];
      for (const [i, cells] of records.entries()) {
        const row = check(cells, i);
        if (row) rows.push(row);
        if (i % READ_BATCH === READ_BATCH - 1) await nextTurn();
      }
      const valid = rows.filter((r) => r.problems.length === 0);
      const invalid = rows.length - valid.length;
      // Each problem twice: worded in Spanish (`problems`) and as the code the admin's preview translates.
      // A bad row's cells are repeated back shortened (a valid row's are short already).
      const shown = rows.map((r) => ({
        ...r,
        ...(r.problems.length ? { name: echoed(r.name), surname: echoed(r.surname), email: echoed(r.email) } : {}),
        problems: r.problems.map(spanishImportProblem),
        problemCodes: r.problems,
      }));
      const report = (created: number, skipped: number) => ({
        rows: shown,
        total: rows.length,
        valid: valid.length,
        invalid,
        created,
        skipped,
      });
      // The preview says what a confirmation would do: create the valid rows, skip the others.
      if (request.query.dryRun) return report(0, invalid);
      if (!rows.length) throw apiError(400, 'import_no_rows', {}, 'file');
      if (request.query.strict && valid.length < rows.length) {
        throw apiError(400, 'import_rows_invalid', { count: rows.length - valid.length }, 'file');
      }
      // Written in short batches so other requests keep being answered; an e-mail someone registered since the
      // check is skipped (counted in `skipped`), never a duplicate account.
      const created = await createImportedUsers(app.db, valid.map(toImported), app.config.now());
      await recordSecurityEvent(app.db, request, {
        resource: 'users',
        recordId: null,
        action: 'import',
        detail: { total: rows.length, created, skipped: rows.length - created },
      });
      return reply.status(201).send(report(created, rows.length - created));
    },
  );
}

function toImported(row: ImportRow) {
  return { name: row.name, surname: row.surname, email: row.email, role: row.role!, points: row.points!, active: row.active! };
}
