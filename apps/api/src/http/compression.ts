import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this a compressed reply saves less than its headers and the CPU cost. */
export const COMPRESS_MIN_BYTES = 1024;
/**
 * What is worth compressing on the fly: API replies (JSON), the usage CSV export and the scan report page.
 * Files, zips, PDFs and pictures are left alone (already compressed, or streamed with a length or a range
 * a client resumes from); the built apps' files go out as their build-time .br/.gz copies (staticSite.ts).
 */
const COMPRESSIBLE = /^(application\/json|text\/csv|text\/html)/;

/**
 * Compresses dynamic replies above COMPRESS_MIN_BYTES for clients that accept it, brotli first. Brotli's
 * quality 4 is about gzip's speed with smaller output; the maximum quality is for build time only.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    threshold: COMPRESS_MIN_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
