import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { binaryFile, documentedMultipartBody, errors as documentedErrors, uuid, typed } from '../../platform/http/schemas';
import { badRequest, HttpError } from '../../platform/lib/http-errors';
import { multipartFailure } from '../../platform/lib/multipart';
import { hasUnstorableCharacter } from '../../platform/plugins/storable-text';
import { MAX_PRESCRIPTION_BYTES, prescriptionTooLarge } from '../../platform/lib/health-files/checked-file';
import * as s from './prescriptions-schemas';

const tags = ['prescriptions'];
const security = [{ bearerAuth: [] }];
const errors = documentedErrors(400, 401, 403, 404, 409, 429);
const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
const FIELDS = ['prescriberName', 'writtenOn', 'notes'] as const;
type Field = (typeof FIELDS)[number];

const reader = (request: FastifyRequest) => ({ user: request.user, ip: request.ip });

const NOT_MULTIPART = 'Send the prescription as multipart/form-data: the file in "file", with prescriberName and writtenOn.';

/** Reads the upload: one file in "file" and the text fields; anything else is refused. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new HttpError(415, NOT_MULTIPART);
  }
  let file: { bytes: Buffer; fileName: string } | null = null;
  const fields: Partial<Record<Field, string>> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (file || part.fieldname !== 'file') {
          await part.toBuffer().catch(() => undefined);
          throw badRequest('Send exactly one file, in the field "file".', [{ field: 'file', message: 'Send exactly one file.' }]);
        }
        file = { bytes: await part.toBuffer(), fileName: part.filename ?? '' };
      } else if ((FIELDS as readonly string[]).includes(part.fieldname)) {
        const value = String(part.value ?? '');
        if (hasUnstorableCharacter(value)) {
          throw badRequest(`${part.fieldname} contains a character that can't be stored (such as U+0000). Remove it and try again.`, [
            { field: part.fieldname, message: "Contains a character that can't be stored (such as U+0000)." },
          ]);
        }
        fields[part.fieldname as Field] = value;
      }
    }
  } catch (err) {
    throw multipartFailure(err, {
      tooLarge: prescriptionTooLarge,
      limits: 'Send one file and the fields prescriberName, writtenOn and notes.',
      notMultipart: NOT_MULTIPART,
    });
  }
  if (!file) throw badRequest('Send the prescription in the field "file".', [{ field: 'file', message: 'file is required' }]);
  const prescriberName = fields.prescriberName ?? '';
  const writtenOn = fields.writtenOn ?? '';
  const notes = fields.notes ?? '';
  if (prescriberName.trim().length < 2 || prescriberName.length > 120)
    throw badRequest("The prescriber's name is required (2 to 120 characters).", [
      { field: 'prescriberName', message: '2 to 120 characters.' },
    ]);
  if (!writtenOn.trim())
    throw badRequest('The date the prescription was written is required.', [{ field: 'writtenOn', message: 'writtenOn is required' }]);
  if (notes.length > 500)
    throw badRequest('Notes must be at most 500 characters.', [{ field: 'notes', message: 'At most 500 characters.' }]);
  return { file, input: { prescriberName, writtenOn, notes } };
}

/**
 * Prescriptions (health data): the owner uploads, lists, reads and deletes; pharmacists read.
 * Every read of one by someone signed in, allowed or refused, is in its access log.
 */
export default async function prescriptionsRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: MAX_PRESCRIPTION_BYTES, files: 2, fields: 6, fieldSize: 2048, parts: 10 } });
  prescriptionUploadRoutes(app);
  prescriptionReadRoutes(app);
  prescriptionDeleteRoutes(app);
}

/** The owner uploads a prescription and lists theirs. */
function prescriptionUploadRoutes(app: FastifyInstance) {
  const route = typed(app);
  const prescriptions = app.prescriptions;

  route.post(
    '/api/prescriptions',
    {
      onRequest: app.requireUser,
      bodyLimit: MAX_PRESCRIPTION_BYTES + 64 * 1024,
      config: documentedMultipartBody({
        type: 'object',
        required: ['file', 'prescriberName', 'writtenOn'],
        properties: {
          file: { ...binaryFile, description: 'JPEG, PNG or PDF, judged by content, at most 10 MB.' },
          prescriberName: { type: 'string', minLength: 2, maxLength: 120 },
          writtenOn: { type: 'string', format: 'date', description: 'YYYY-MM-DD, within the last six months.' },
          notes: { type: 'string', maxLength: 500 },
        },
      }),
      schema: {
        tags,
        security,
        summary:
          'Upload a prescription (multipart: "file" — JPEG, PNG or PDF, judged by content, at most 10 MB; "prescriberName"; "writtenOn" YYYY-MM-DD, within the last six months; optional "notes"). Photos are turned upright and stripped of metadata; PDFs with scripts, actions or attachments are refused. 409 `consent-required` unless the shopper\'s consent to keeping their prescriptions (health-data, prescriptions) is in force.',
        consumes: ['multipart/form-data'],
        response: { 201: s.prescription, ...documentedErrors(400, 401, 409, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      const { file, input } = await readUpload(request);
      return reply.status(201).send(await prescriptions.upload(request.user!, file, input));
    },
  );

  route.get(
    '/api/prescriptions',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The caller's prescriptions, newest first, with whether each can still be used and the orders that used it.",
        response: { 200: { type: 'object', properties: { items: { type: 'array', items: s.prescription } } }, ...errors },
      },
    },
    async (request) => ({ items: await prescriptions.list(request.user!) }),
  );
}

/** Reading one prescription, its file and its access log: the owner or a pharmacist (every read logged). */
function prescriptionReadRoutes(app: FastifyInstance) {
  const route = typed(app);
  const prescriptions = app.prescriptions;

  route.get(
    '/api/prescriptions/:id',
    {
      onRequest: app.optionalUser,
      schema: {
        tags,
        security,
        summary:
          'One prescription: its owner or a pharmacist only (401 anonymous, 403 anyone else). Every read by someone signed in, allowed or refused, is logged.',
        params: idParams,
        response: { 200: s.prescription, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await prescriptions.get(reader(request), request.params.id);
      return reply.header('cache-control', 'private, no-store').send(answer);
    },
  );

  // A stream, not JSON: its 200 documents a binary body, so the route states its own request types.
  app.get<{ Params: { id: string } }>(
    '/api/prescriptions/:id/file',
    {
      onRequest: app.optionalUser,
      schema: {
        tags,
        security,
        summary:
          "The prescription's file: its owner or a pharmacist only (401 anonymous, 403 anyone else). Every read by someone signed in, allowed or refused, is logged.",
        params: idParams,
        response: { 200: { description: 'The JPEG, PNG or PDF.', type: 'string', format: 'binary' }, ...errors },
      },
    },
    async (request, reply) => {
      const { prescription, object } = await prescriptions.file(reader(request), request.params.id);
      return reply
        .header('content-type', prescription.contentType)
        .header('content-length', object.size)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; object-src 'self'")
        .header('content-disposition', `inline; filename="${prescription.fileName}"`)
        .send(object.body);
    },
  );

  route.get(
    '/api/prescriptions/:id/access-log',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Who read the prescription (or tried to), newest first: for its owner and pharmacists.',
        params: idParams,
        response: { 200: s.accessLog, ...errors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'private, no-store').send({ items: await prescriptions.accessLog(request.user!, request.params.id) }),
  );
}

/** The owner deletes a prescription no order uses. */
function prescriptionDeleteRoutes(app: FastifyInstance) {
  const route = typed(app);
  const prescriptions = app.prescriptions;

  route.delete(
    '/api/prescriptions/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Delete one of your prescriptions, file and all (409 when an order uses it: it stays with the order).',
        params: idParams,
        response: { 204: { type: 'null' }, ...errors },
      },
    },
    async (request, reply) => {
      await prescriptions.delete(request.user!, request.params.id);
      return reply.status(204).send();
    },
  );
}
