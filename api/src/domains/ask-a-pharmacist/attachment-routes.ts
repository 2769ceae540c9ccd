import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { binaryFile, documentedMultipartBody, errors, typed, uuid } from '../../platform/http/schemas';
import { badRequest, HttpError, withCode } from '../../platform/lib/http-errors';
import { multipartFailure } from '../../platform/lib/multipart';
import { hasUnstorableCharacter } from '../../platform/plugins/storable-text';
import * as s from './conversations-schemas';

const tags = ['conversations'];
const bearer = [{ bearerAuth: [] }];
/** A photo or PDF sent in a conversation: at most this size. */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
const NOT_MULTIPART = 'Send the file as multipart/form-data: the file in "file", an optional note in "message".';
const tooLarge = () =>
  withCode(
    new HttpError(413, `The file is too large. The limit is ${MAX_ATTACHMENT_BYTES / (1024 * 1024)} MB.`, [
      { field: 'file', message: `At most ${MAX_ATTACHMENT_BYTES / (1024 * 1024)} MB.` },
    ]),
    'attachment-too-large',
  );

async function readUpload(request: FastifyRequest): Promise<{ file: Buffer; message: string }> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
  let file: Buffer | null = null;
  let message = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname !== 'message') continue;
        message = String(part.value ?? '').slice(0, 4000);
        // The JSON routes' storable-text hook does not see multipart fields: PostgreSQL cannot store U+0000.
        if (hasUnstorableCharacter(message)) {
          throw badRequest("message contains a character that can't be stored (such as U+0000). Remove it and try again.", [
            { field: 'message', message: "Contains a character that can't be stored (such as U+0000)." },
          ]);
        }
        continue;
      }
      if (file || part.fieldname !== 'file') {
        await part.toBuffer().catch(() => undefined);
        throw badRequest('Send exactly one file, in the field "file".', [{ field: 'file', message: 'Send exactly one file.' }]);
      }
      file = await part.toBuffer();
    }
  } catch (err) {
    throw multipartFailure(err, { tooLarge, limits: 'Send one file and at most a short note.', notMultipart: NOT_MULTIPART });
  }
  if (!file) throw badRequest('Send the file in the field "file".', [{ field: 'file', message: 'file is required' }]);
  return { file, message };
}

const messageParams = {
  type: 'object',
  required: ['id', 'messageId'],
  properties: { id: uuid, messageId: uuid },
} as const;

/** Photos and PDFs in a conversation: sent by the shopper or a pharmacist, read by them only, every read logged. */
export default async function conversationAttachmentRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 2, fields: 2, fieldSize: 4096, parts: 4 } });
  const route = typed(app);
  const conversations = app.conversations;

  route.post(
    '/api/conversations/:id/attachments',
    {
      onRequest: app.requireUser,
      bodyLimit: MAX_ATTACHMENT_BYTES + 64 * 1024,
      config: documentedMultipartBody({
        type: 'object',
        required: ['file'],
        properties: {
          file: { ...binaryFile, description: 'JPEG, PNG or PDF, judged by content, at most 5 MB.' },
          message: { type: 'string', maxLength: 4000, description: 'An optional note with the file.' },
        },
      }),
      schema: {
        tags,
        security: bearer,
        summary:
          "The shopper or a pharmacist sends a photo or PDF in the thread (checked by content, kept in private storage; never mailed). 409 `consent-required` when the shopper's consent to keeping their conversations is not in force.",
        params: s.idParams,
        response: { 201: s.posted, ...errors(400, 401, 403, 404, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { file, message } = await readUpload(request);
      const reader = { user: request.user, ip: request.ip };
      return reply.status(201).send(await conversations.post(reader, request.params.id, message, file));
    },
  );

  // A stream, not JSON.
  app.get<{ Params: { id: string; messageId: string } }>(
    '/api/conversations/:id/messages/:messageId/attachment',
    {
      onRequest: app.optionalUser,
      schema: {
        tags,
        security: bearer,
        summary:
          "A message's photo or PDF: the thread's shopper and pharmacists only (401 anonymous, 403 anyone else). Every read by someone signed in, allowed or refused, is logged.",
        params: messageParams,
        response: { 200: { description: 'The JPEG, PNG or PDF.', type: 'string', format: 'binary' }, ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const { contentType, object } = await conversations.attachment(
        { user: request.user ?? null, ip: request.ip },
        request.params.id,
        request.params.messageId,
      );
      return reply
        .header('content-type', contentType)
        .header('content-length', object.size)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; object-src 'self'")
        .header('content-disposition', 'inline')
        .send(object.body);
    },
  );
}
