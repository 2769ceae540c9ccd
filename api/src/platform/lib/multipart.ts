import { badRequest, HttpError } from './http-errors';

/**
 * What a failure while reading a multipart body means for the client. The limits and the wrong
 * content type are named by @fastify/multipart; anything else the parser throws (no boundary, a
 * malformed part header, a body cut off before its closing boundary) is a malformed upload: a
 * 400, never a 500. An HttpError thrown by the route's own checks passes through.
 */
export function multipartFailure(err: unknown, messages: { tooLarge: () => HttpError; limits: string; notMultipart: string }): HttpError {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return messages.tooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_FIELD_SIZE_LIMIT')
    return badRequest(messages.limits);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(415, messages.notMultipart);
  return badRequest('The upload is malformed or incomplete (its multipart/form-data body could not be read). Please send it again.');
}
