import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../http/schemas';
import { notFound } from '../lib/http-errors';
import { FolderObjectStore, type ObjectStore, S3ObjectStore } from '../lib/object-store';
import { IMAGE_FILE_PATTERN, ImageStore } from './image-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stores checked images as resized WebP files; `app.images.store(buffer, label)` returns their URLs. */
    images: ImageStore;
    /**
     * Files only the API may hand out, after its own access check (prescriptions): a private
     * bucket when S3 is configured, DATA_DIR/private otherwise. Never served under /api/images.
     */
    privateFiles: ObjectStore;
  }
}

export const imageService = fp(
  async function images(app: FastifyInstance) {
    const { s3, dataDir } = app.config;
    const pictures: ObjectStore = s3 ? new S3ObjectStore(s3) : new FolderObjectStore(path.join(dataDir, 'uploads'));
    const privateFiles: ObjectStore = s3?.privateBucket
      ? new S3ObjectStore({ ...s3, bucket: s3.privateBucket })
      : new FolderObjectStore(path.join(dataDir, 'private'));
    app.log.debug({ pictures: pictures.description, private: privateFiles.description }, 'file stores');
    app.decorate('images', new ImageStore(pictures));
    app.decorate('privateFiles', privateFiles);
  },
  { name: 'images' },
);

/** GET /api/images/<name>-<width>.webp with a year-long immutable cache (names carry a content hash). */
export default async function imageRoutes(app: FastifyInstance) {
  // A stream, not JSON: its 200 documents a binary body, so the route states its own request types.
  app.get<{ Params: { file: string } }>(
    '/api/images/:file',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['images'],
        summary: 'A stored image at one width (200, 400 or 800), WebP.',
        params: {
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string', maxLength: 200, pattern: IMAGE_FILE_PATTERN } },
        },
        response: {
          200: { description: 'The WebP image (cached for a year: names carry a content hash).', type: 'string', format: 'binary' },
          ...errors(400, 404),
        },
      },
    },
    async (request, reply) => {
      const image = await app.images.open(request.params.file);
      if (!image) throw notFound('No such image.');
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', image.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.body);
    },
  );
}
