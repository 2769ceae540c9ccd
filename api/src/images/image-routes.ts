import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/http-errors';
import { IMAGE_FILE_PATTERN, ImageStore } from './image-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stores checked images as resized WebP files; `app.images.store(buffer, label)` returns their URLs. */
    images: ImageStore;
  }
}

export const imageService = fp(
  async function images(app: FastifyInstance) {
    app.decorate('images', new ImageStore(path.join(app.config.dataDir, 'uploads')));
  },
  { name: 'images' },
);

/** GET /api/images/<name>-<width>.webp with a year-long immutable cache (names carry a content hash). */
export default async function imageRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>(
    '/api/images/:file',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['images'],
        summary: 'A stored image at one width (200, 400 or 800), WebP.',
        params: { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: IMAGE_FILE_PATTERN } } },
        response: { 404: { $ref: 'ErrorResponse#' } },
      },
    },
    async (request, reply) => {
      const file = app.images.pathOf(request.params.file.toLowerCase());
      const stat = file ? await fs.promises.stat(file).catch(() => null) : null;
      if (!file || !stat?.isFile()) throw notFound('No such image.');
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', stat.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(fs.createReadStream(file));
    },
  );
}
