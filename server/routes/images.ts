/**
 * Image upload (any logged-in user; checked by content, limited in size and per user per hour, written one at a
 * time) and public, immutable delivery. SVGs are served under a CSP that forbids scripts, so an uploaded SVG
 * cannot run code on our origin. An hourly sweep deletes uploads nothing shows after a day.
 */
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { CUSTOMER } from '../../model/roles';
import { authenticate, currentUser } from '../auth/guard';
import { ApiError, apiError, loggableError } from '../errors';
import { forgetUploadsBefore, reserveUpload } from '../repos/image-uploads-repo';
import { findImage, saveImage, sweepUnusedImages } from '../repos/images-repo';
import { sniffImageType } from '../images/image-sniffing';
import { NoContent, UrlResponse } from '../../model/responses';
import { UploadQueue } from '../images/upload-queue';

const HOUR_MS = 3600 * 1000;

export async function imageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const maxBytes = app.config.maxUploadBytes;
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 } });

  const queue = new UploadQueue(8);
  const sweep = setInterval(() => {
    const now = app.config.now();
    sweepUnusedImages(app.db, now)
      .then(() => forgetUploadsBefore(app.db, new Date(now.getTime() - HOUR_MS)))
      .catch((err: Error) => app.log.warn({ err: loggableError(err) }, 'image sweep failed'));
  }, HOUR_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  const tooLarge = () => apiError(413, 'image_too_large', { max: Math.round((maxBytes / (1024 * 1024)) * 10) / 10 }, 'file');

  app.post(
    '/images',
    {
      config: { audit: { resource: 'images' } },
      preHandler: authenticate,
      bodyLimit: maxBytes + 64 * 1024,
      schema: {
        consumes: ['multipart/form-data'],
        response: { 201: UrlResponse },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw apiError(415, 'image_not_multipart', {}, 'file');
      const user = currentUser(request);
      const perHour = user.role.name === CUSTOMER ? app.config.uploadLimitPerHour : app.config.uploadLimitPerHourStaff;
      const now = app.config.now();
      if (!(await reserveUpload(app.db, user.id, new Date(now.getTime() - HOUR_MS), perHour, now))) {
        throw apiError(429, 'image_upload_limit', { max: perHour }, 'file');
      }
      let data: Buffer;
      try {
        const part = await request.file();
        if (!part || part.fieldname !== 'file') throw apiError(400, 'image_missing', {}, 'file');
        data = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
      } catch (err) {
        if (err instanceof ApiError) throw err;
        if (err instanceof app.multipartErrors.RequestFileTooLargeError || (err as { statusCode?: unknown }).statusCode === 413)
          throw tooLarge();
        // busboy's parse errors (truncated or malformed multipart) are the client's fault
        throw apiError(400, 'image_multipart_invalid', {}, 'file');
      }
      if (data.length === 0) throw apiError(400, 'image_empty', {}, 'file');
      const mime = sniffImageType(data);
      if (!mime) throw apiError(415, 'image_type', {}, 'file');
      const id = await queue.run(() => saveImage(app.db, mime, data));
      return reply.status(201).send({ url: `/api/images/${id}` });
    },
  );

  app.get(
    '/images/:id',
    {
      schema: {
        params: Type.Object({ id: Type.String({ pattern: '^[a-f0-9]{32}$' }) }),
        response: {
          200: { description: 'The image', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } },
          304: NoContent,
        },
      },
    },
    async (request, reply) => {
      const image = await findImage(app.db, request.params.id);
      if (!image) throw apiError(404, 'image_not_found');
      const etag = `"${request.params.id}"`;
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', etag)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cross-Origin-Resource-Policy', 'cross-origin');
      if (image.mime === 'image/svg+xml')
        reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(image.mime).send(image.data);
    },
  );
}
