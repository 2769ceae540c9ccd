// The kernel's public face: everything the shell and remotes may use.
export * from './types/entities';
export { apiPatterns } from './types/api-patterns.generated';
export * from './remotes/contracts';
export * from './config/runtime-config';
export * from './releases/remote-release';
export * from './navigation/navigation';
export * from './navigation/login-return';
export * from './auth/jwt';
export * from './auth/token-store';
// The typed client only: the untyped transports behind it are for tests (shared-kernel/testing).
export {
  API_TIMEOUT_MS,
  apiErrorCode,
  apiErrorMessage,
  apiFieldErrors,
  HttpError,
  httpStatusOf,
  isHttpError,
  loadApiClient,
  REFRESH_PATH,
  refreshSession,
  type HttpFailure,
} from './http/api-client';
export { api, publicApi, resolvePath, type ApiPaths } from './http/typed-api';
export type { AnswerOf, BodyOf, CallOptions, PathsFor, QueryOf } from './http/api-operations';
export * from './events/event-bus';
export * from './cart/cart-count-store';
export * from './cart/kept-for-login';
export * from './cart/offline-cart-queue';
export * from './toast/toast';
export * from './i18n';
export * from './money/money';
export * from './format/date';
export * from './format/phone';
export * from './format/email';
export * from './remotes/route-manifest';
export * from './remotes/remote-contract';
export * from './routing/router';
export * from './routing/first-view';
export * from './routing/use-page-param';
export * from './ui/primitives';
