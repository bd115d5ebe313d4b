/**
 * POST users/import: creates users from a CSV file sent as the request body (`text/csv`). `?dryRun=true`
 * answers the preview (every row with its problems) and writes nothing. Otherwise the valid rows are created
 * in one transaction and the rest skipped; with `?strict=true` any problem refuses the whole file.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { parseCsv } from '../../model/csv';
import { ADMIN } from '../../model/roles';
import {
  checkImportRows,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_TEMPLATE,
  readImportHeader,
  type ImportRow,
} from '../../model/user-import';
import { CsvFileResponse, ImportReportResponse } from '../../model/responses';
import { requireRole } from '../auth/guard';
import { ApiError, badRequest, conflict } from '../errors';
import { importHeaderError, spanishImportProblem } from '../messages/user-import';
import { createImportedUsers, registeredEmails } from '../repos/users-import-repo';

const ImportQuery = Type.Object(
  { dryRun: Type.Optional(Type.Boolean()), strict: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
const MB = IMPORT_MAX_BYTES / (1024 * 1024);

/** The file's text: UTF-8 with or without a BOM; anything else is refused rather than misread. */
function decode(body: unknown): string {
  if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest('El archivo está vacío.', 'file');
  if (body.length > IMPORT_MAX_BYTES) throw new ApiError(413, `El archivo supera el máximo de ${MB} MB.`, 'file');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body).replace(/^\uFEFF/, '');
  } catch {
    throw badRequest('El archivo no está en UTF-8. Guárdalo como «CSV UTF-8» y vuelve a subirlo.', 'file');
  }
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
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
      preHandler: requireRole(ADMIN),
      schema: { querystring: ImportQuery, response: { 200: ImportReportResponse, 201: ImportReportResponse } },
    },
    async (request, reply) => {
      const [header, ...records] = parseCsv(decode(request.body));
      if (!header) throw badRequest('El archivo está vacío.', 'file');
      const read = readImportHeader(header);
      if ('problem' in read) throw importHeaderError(read.problem);
      if (records.length > IMPORT_MAX_ROWS)
        throw badRequest(`El archivo tiene más de ${IMPORT_MAX_ROWS} filas; divídelo en varios.`, 'file');
      const registered = await registeredEmails(
        app.db,
        records.map((r) => (r[read.columns.indexOf('email')] ?? '').trim().toLowerCase()),
      );
      const rows = checkImportRows(records, read.columns, (email) => registered.has(email));
      const valid = rows.filter((r) => r.problems.length === 0);
      const invalid = rows.length - valid.length;
      // Each problem twice: worded in Spanish (`problems`) and as the code the admin's preview translates.
      const shown = rows.map((r) => ({ ...r, problems: r.problems.map(spanishImportProblem), problemCodes: r.problems }));
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
      if (!rows.length) throw badRequest('El archivo no tiene ninguna fila de usuarios.', 'file');
      if (request.query.strict && valid.length < rows.length) {
        throw badRequest(`${rows.length - valid.length} filas tienen problemas; no se ha creado ningún usuario.`, 'file');
      }
      let created: number;
      try {
        created = await createImportedUsers(app.db, valid.map(toImported), app.config.now());
      } catch (err) {
        // Someone registered one of these e-mails since the check: the transaction left nothing behind.
        if (isUniqueViolation(err))
          throw conflict(
            'Otra cuenta con uno de estos emails se ha creado mientras tanto; no se ha creado ningún usuario. Vuelve a comprobar el archivo.',
            'file',
          );
        throw err;
      }
      return reply.status(201).send(report(created, rows.length - created));
    },
  );
}

function toImported(row: ImportRow) {
  return { name: row.name, surname: row.surname, email: row.email, role: row.role!, points: row.points!, active: row.active! };
}
