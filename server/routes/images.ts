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
import { ApiError, badRequest, loggableError, notFound } from '../errors';
import { forgetUploadsBefore, reserveUpload } from '../repos/image-uploads-repo';
import { findImage, saveImage, sweepUnusedImages } from '../repos/images-repo';
import { sniffImageType } from '../images/image-sniffing';
import { NoContent, UrlResponse } from '../../model/responses';
import { UploadQueue } from '../images/upload-queue';

const HOUR_MS = 3600 * 1000;

const UNSUPPORTED = 'El archivo debe ser una imagen PNG, JPEG, WebP, GIF o SVG.';

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

  const tooLarge = () =>
    new ApiError(
      413,
      `La imagen no puede superar ${(maxBytes / (1024 * 1024)).toLocaleString('es-ES', { maximumFractionDigits: 1 })} MB.`,
      'file',
    );

  app.post(
    '/images',
    {
      preHandler: authenticate,
      bodyLimit: maxBytes + 64 * 1024,
      schema: {
        consumes: ['multipart/form-data'],
        response: { 201: UrlResponse },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new ApiError(415, 'Envía la imagen como multipart/form-data en el campo «file».', 'file');
      const user = currentUser(request);
      const perHour = user.role.name === CUSTOMER ? app.config.uploadLimitPerHour : app.config.uploadLimitPerHourStaff;
      const now = app.config.now();
      if (!(await reserveUpload(app.db, user.id, new Date(now.getTime() - HOUR_MS), perHour, now))) {
        throw new ApiError(
          429,
          `Has subido ${perHour} imágenes en la última hora, el máximo. Vuelve a probar más tarde.`,
          'file',
        );
      }
      let data: Buffer;
      try {
        const part = await request.file();
        if (!part || part.fieldname !== 'file') throw badRequest('Falta la imagen en el campo «file».', 'file');
        data = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
      } catch (err) {
        if (err instanceof ApiError) throw err;
        if (err instanceof app.multipartErrors.RequestFileTooLargeError || (err as { statusCode?: unknown }).statusCode === 413)
          throw tooLarge();
        // busboy's parse errors (truncated or malformed multipart) are the client's fault
        throw badRequest('El formulario multipart no es válido.', 'file');
      }
      if (data.length === 0) throw badRequest('La imagen está vacía.', 'file');
      const mime = sniffImageType(data);
      if (!mime) throw new ApiError(415, UNSUPPORTED, 'file');
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
      if (!image) throw notFound('La imagen no existe.');
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
