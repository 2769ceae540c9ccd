export type FieldError = { field: string; message: string };

/** An error whose message is meant for the caller; the error handler answers with it as JSON. */
export class HttpError extends Error {
  /** A stable, machine-readable name for the error (`prescription-required`), for clients that branch on it. */
  code?: string;

  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: FieldError[],
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The error, answered with `code` beside its message. */
export function withCode(error: HttpError, code: string): HttpError {
  error.code = code;
  return error;
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const fieldError = (field: string, message: string) => new HttpError(400, message, [{ field, message }]);
export const unauthorized = (message = 'Please log in first.') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldError[]) => new HttpError(409, message, errors);
export const tooManyRequests = (retryAfterSeconds: number, message?: string) =>
  new HttpError(429, message ?? `Too many attempts. Try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minute(s).`, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/** PostgreSQL unique_violation, from either driver. */
export function isUniqueViolation(err: unknown): err is { code: string; constraint?: string } {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export function uniqueViolationConstraint(err: unknown): string | undefined {
  const e = err as { constraint?: string; cause?: { constraint?: string }; message?: string; detail?: string } | null;
  return e?.constraint ?? e?.cause?.constraint;
}
