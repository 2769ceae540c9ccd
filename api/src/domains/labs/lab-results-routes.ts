import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { binaryFile, documentedMultipartBody, errors, typed, uuid } from '../../platform/http/schemas';
import { badRequest, HttpError } from '../../platform/lib/http-errors';
import { multipartFailure } from '../../platform/lib/multipart';
import { MAX_PRESCRIPTION_BYTES, prescriptionTooLarge } from '../../platform/lib/health-files/checked-file';
import { idParams } from './labs-schemas';

const tags = ['labs'];
const bearer = [{ bearerAuth: [] }];
const NOT_MULTIPART = 'Send the result as multipart/form-data: the file in "file".';

async function readFile(request: FastifyRequest) {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
  let file: { bytes: Buffer; fileName: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (file || part.fieldname !== 'file') {
        await part.toBuffer().catch(() => undefined);
        throw badRequest('Send exactly one file, in the field "file".', [{ field: 'file', message: 'Send exactly one file.' }]);
      }
      file = { bytes: await part.toBuffer(), fileName: part.filename ?? '' };
    }
  } catch (err) {
    throw multipartFailure(err, { tooLarge: prescriptionTooLarge, limits: 'Send one file.', notMultipart: NOT_MULTIPART });
  }
  if (!file) throw badRequest('Send the result in the field "file".', [{ field: 'file', message: 'file is required' }]);
  return file;
}

const staffBooking = {
  type: 'object',
  required: ['id', 'testName', 'startsAt', 'area', 'mode', 'address', 'status', 'attendance', 'shopperName', 'resultUploadedAt'],
  properties: {
    id: uuid,
    testName: { type: 'string' },
    startsAt: { type: 'string', format: 'date-time' },
    area: { type: 'string' },
    mode: { type: 'string', enum: ['lab', 'home'] },
    address: { type: ['string', 'null'] },
    status: { type: 'string', enum: ['booked', 'cancelled'], description: 'Paid bookings only: one awaiting payment is not listed.' },
    attendance: { type: ['string', 'null'], enum: ['collected', 'no-show', null] },
    shopperName: { type: 'string' },
    resultUploadedAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

/** Lab staff (one laboratory each, granted by an admin): their laboratory's bookings and results; the shopper reads the result. */
export default async function labResultsRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: MAX_PRESCRIPTION_BYTES, files: 2, fields: 2, fieldSize: 256, parts: 4 } });
  labStaffRoutes(app);
  resultReadRoutes(app);
}

/** Lab staff: their laboratory's bookings, and uploading results. */
function labStaffRoutes(app: FastifyInstance) {
  const route = typed(app);
  const results = app.labResults;

  route.get(
    '/api/lab/bookings',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary: "Lab staff: their laboratory's bookings (never another laboratory's), latest slot first.",
        response: { 200: { type: 'array', items: staffBooking }, ...errors(401, 403, 429) },
      },
    },
    async (request, reply) => reply.header('cache-control', 'private, no-store').send(await results.bookings(request.user!)),
  );

  route.post(
    '/api/lab/bookings/:id/attendance',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary: "Lab staff of the booking's laboratory record that the sample was collected, or that the shopper did not come.",
        params: idParams,
        body: {
          type: 'object',
          required: ['attendance'],
          additionalProperties: false,
          properties: { attendance: { type: 'string', enum: ['collected', 'no-show'] } },
        },
        response: { 200: staffBooking, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => results.markAttendance(request.user!, request.params.id, request.body.attendance),
  );

  route.post(
    '/api/lab/bookings/:id/result',
    {
      onRequest: app.requireUser,
      bodyLimit: MAX_PRESCRIPTION_BYTES + 64 * 1024,
      config: documentedMultipartBody({
        type: 'object',
        required: ['file'],
        properties: { file: { ...binaryFile, description: 'JPEG, PNG or PDF, judged by content, at most 10 MB.' } },
      }),
      schema: {
        tags,
        security: bearer,
        summary:
          "Lab staff of the booking's laboratory upload (or replace) its result into private storage; the shopper is mailed that it is ready (the mail never carries the result).",
        params: idParams,
        response: {
          201: {
            type: 'object',
            required: ['bookingId', 'uploadedAt', 'contentType', 'sizeBytes'],
            properties: {
              bookingId: uuid,
              uploadedAt: { type: 'string', format: 'date-time' },
              contentType: { type: 'string' },
              sizeBytes: { type: 'integer' },
            },
          },
          ...errors(400, 401, 403, 404, 413, 415, 429),
        },
      },
    },
    async (request, reply) => reply.status(201).send(await results.upload(request.user!, request.params.id, await readFile(request))),
  );
}

/** The shopper (or the laboratory) reads the result, and who read it. */
function resultReadRoutes(app: FastifyInstance) {
  const route = typed(app);
  const results = app.labResults;

  // A stream, not JSON.
  app.get<{ Params: { id: string } }>(
    '/api/labs/bookings/:id/result',
    {
      onRequest: app.optionalUser,
      schema: {
        tags,
        security: bearer,
        summary:
          "The booking's result file: its shopper or the laboratory's staff only (401 anonymous, 403 anyone else). Every read by someone signed in, allowed or refused, is logged.",
        params: idParams,
        response: { 200: { description: 'The JPEG, PNG or PDF.', type: 'string', format: 'binary' }, ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const { result, object } = await results.read({ user: request.user, ip: request.ip }, request.params.id);
      return reply
        .header('content-type', result.contentType)
        .header('content-length', object.size)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; object-src 'self'")
        .header('content-disposition', `inline; filename="${result.fileName}"`)
        .send(object.body);
    },
  );

  route.get(
    '/api/labs/bookings/:id/result/access-log',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary: "Who read the booking's result (or tried to), newest first: for its shopper and the laboratory's staff.",
        params: idParams,
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              required: ['at', 'actorName', 'actor', 'allowed'],
              properties: {
                at: { type: 'string', format: 'date-time' },
                actorName: { type: 'string' },
                actor: { type: 'string', enum: ['owner', 'lab', 'other'] },
                allowed: { type: 'boolean' },
              },
            },
          },
          ...errors(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => results.accessLog(request.user!, request.params.id),
  );
}
