import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { handoverPhotoTooLarge, MAX_HANDOVER_PHOTO_BYTES } from '../../domains/last-mile/handover-photos';
import { binaryFile, documentedMultipartBody, errors, typed, uuid } from '../../platform/http/schemas';
import { badRequest, HttpError } from '../../platform/lib/http-errors';
import { multipartFailure } from '../../platform/lib/multipart';

const tags = ['orders'];
const security = [{ bearerAuth: [] }];
const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
const NOT_MULTIPART = 'Send the photo as multipart/form-data, in the field "file".';

/** The one file of a multipart body, in the field "file". */
async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') continue;
      if (file || part.fieldname !== 'file') {
        await part.toBuffer().catch(() => undefined);
        throw badRequest('Send exactly one photo, in the field "file".', [{ field: 'file', message: 'Send exactly one photo.' }]);
      }
      file = await part.toBuffer();
    }
  } catch (err) {
    throw multipartFailure(err, { tooLarge: handoverPhotoTooLarge, limits: 'Send one photo only.', notMultipart: NOT_MULTIPART });
  }
  if (!file) throw badRequest('Send the photo in the field "file".', [{ field: 'file', message: 'file is required' }]);
  return file;
}

/** The rider's optional photo of the handover: taken by the rider, read by the order's shopper, the pharmacy's staff and admins. */
export default async function handoverPhotoRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: MAX_HANDOVER_PHOTO_BYTES, files: 2, fields: 2, fieldSize: 1024, parts: 4 } });
  const route = typed(app);
  const photos = app.handoverPhotos;

  route.post(
    '/api/rider/deliveries/:id/photo',
    {
      onRequest: app.requireUser,
      bodyLimit: MAX_HANDOVER_PHOTO_BYTES + 64 * 1024,
      config: documentedMultipartBody({
        type: 'object',
        required: ['file'],
        properties: { file: { ...binaryFile, description: 'A JPEG or PNG photo, judged by content, at most 8 MB.' } },
      }),
      schema: {
        tags,
        security,
        summary:
          "The delivery's own rider keeps an optional photo of the handover once the parcel is delivered (409 `not-delivered` before). Kept without its metadata in private storage; a new photo replaces the one before.",
        params: idParams,
        response: {
          201: { type: 'object', required: ['takenAt'], additionalProperties: false, properties: { takenAt: { type: 'string' } } },
          ...errors(400, 401, 403, 404, 409, 413, 415, 429),
        },
      },
    },
    async (request, reply) => reply.status(201).send(await photos.keep(request.user!, request.params.id, await readPhoto(request))),
  );

  // A stream, not JSON.
  app.get<{ Params: { id: string } }>(
    '/api/deliveries/:id/photo',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          "The handover photo: the order's shopper, its pharmacy's staff and admins only (403 anyone else); every read by staff is in the audit log. 404 `no-photo` when none was taken.",
        params: idParams,
        response: { 200: { description: 'The JPEG or PNG.', type: 'string', format: 'binary' }, ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const { contentType, object } = await photos.read(request.user!, request.params.id);
      return reply
        .header('content-type', contentType)
        .header('content-length', object.size)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .send(object.body);
    },
  );
}
