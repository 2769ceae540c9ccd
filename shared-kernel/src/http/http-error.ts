import type { ApiError } from '../types/entities';

/** Where an expired access token is exchanged for a new pair. */
export const REFRESH_PATH = '/api/user/refresh';

/** A call the API has not answered in this time fails, so screens can say so instead of waiting forever. */
export const API_TIMEOUT_MS = 20_000;

/** What a failed call carries: the HTTP answer, when there was one (axios's errors have the same shape). */
export interface HttpFailure {
  response?: { status: number; data?: unknown };
}

/** A failed call of publicApi, shaped like axios's errors so every screen reads both the same way. */
export class HttpError extends Error implements HttpFailure {
  readonly isHttpError = true;
  constructor(
    message: string,
    readonly response?: { status: number; data?: unknown },
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Whether an error is a failed HTTP call (from apiClient or publicApi), with or without an answer. */
export function isHttpError(error: unknown): error is Error & HttpFailure {
  if (typeof error !== 'object' || error === null) return false;
  const marked = error as { isAxiosError?: unknown; isHttpError?: unknown };
  return marked.isAxiosError === true || marked.isHttpError === true;
}

/** The HTTP status of a failed call, or undefined when the server was not reached. */
export function httpStatusOf(error: unknown): number | undefined {
  return isHttpError(error) ? error.response?.status : undefined;
}

/** A machine code from the API's error body (`code`), if any. */
export function apiErrorCode(error: unknown): string | undefined {
  const body = (error as { response?: { data?: unknown } } | null)?.response?.data;
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** The server's readable message from an error, or the fallback. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (isHttpError(error)) {
    const body = error.response?.data as Partial<ApiError> | string | undefined;
    if (typeof body === 'string' && body.trim()) return body;
    if (body && typeof body === 'object' && typeof body.message === 'string' && body.message) return body.message;
    if (!error.response) return 'The server could not be reached. Check your connection and try again.';
  }
  return fallback;
}

/** Field errors from the server's validation answer, keyed by field. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!isHttpError(error)) return {};
  const body = error.response?.data as Partial<ApiError> | undefined;
  const result: Record<string, string> = {};
  for (const entry of body?.errors ?? []) result[entry.field] = entry.message;
  return result;
}
