/**
 * Compresses API answers of 1 kB and more (dish lists, user pages, statistics) for clients that accept it.
 * The live event stream is never compressed: a compressor buffers its input, so frames would sit in it
 * instead of reaching the kitchen board at once. Static files are not handled here: they are precompressed
 * at build time (scripts/precompress.ts) and sent as they are.
 */
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

const COMPRESSIBLE = /^(?:text\/|application\/(?:[\w.+-]*\+)?(?:json|javascript|xml))/i;

export function isCompressibleType(contentType: string): boolean {
  return !/^text\/event-stream/i.test(contentType) && COMPRESSIBLE.test(contentType);
}

export async function registerApiCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: isCompressibleType,
    // Clients send small JSON bodies: no request decompression (it would add a hook to every call).
    globalDecompression: false,
  });
}
