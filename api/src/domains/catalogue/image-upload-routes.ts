import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError } from '../../platform/lib/http-errors';
import { multipartFailure } from '../../platform/lib/multipart';
import { imageTooLarge } from '../../platform/images/image-store';
import * as s from './catalogue-schemas';
import { binaryFile, documentedMultipartBody, typed } from '../../platform/http/schemas';
import { bearer, tags, writeErrors } from './catalogue-route-options';

const NOT_MULTIPART = 'Send the picture as multipart/form-data in the field "file".';

/** Uploading a medicine or category picture (admin). */
export function imageUploadRoutes(app: FastifyInstance) {
  const route = typed<s.CatalogueRefs>(app);
  const catalogue = app.catalogue;

  route.post(
    '/api/medicine/uploadImage',
    {
      onRequest: app.requireAdmin,
      config: documentedMultipartBody({
        type: 'object',
        required: ['file'],
        properties: { file: { ...binaryFile, description: 'JPEG, PNG or WebP, at most 5 MB.' } },
      }),
      schema: {
        tags,
        security: bearer,
        summary: 'Upload a JPEG, PNG or WebP picture (admin; multipart field "file", at most 5 MB). Returns its URL.',
        consumes: ['multipart/form-data'],
        response: { 201: s.uploadResponse, ...writeErrors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
      // Every part is read, so a second file is refused rather than silently dropped.
      let picture: { buffer: Buffer; filename: string } | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (picture || part.fieldname !== 'file') {
            await part.toBuffer().catch(() => undefined);
            throw badRequest('Send exactly one picture, in the field "file".', [{ field: 'file', message: 'Send exactly one picture.' }]);
          }
          picture = { buffer: await part.toBuffer(), filename: part.filename };
        }
      } catch (err) {
        throw multipartFailure(err, {
          tooLarge: imageTooLarge,
          limits: 'Send one picture in the field "file".',
          notMultipart: NOT_MULTIPART,
        });
      }
      if (!picture) throw badRequest('Send the picture in the field "file".', [{ field: 'file', message: 'file is required' }]);
      const { buffer, filename } = picture;
      return reply.status(201).send(await catalogue.uploadImage(buffer, filename));
    },
  );
}
