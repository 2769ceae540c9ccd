// shared-kernel/testing: the untyped transports under the typed client (typed-api.ts), for tests
// that stub the network at its edge. Application code never imports this (eslint.config.mjs).
export { apiClient } from './api-client';
export { publicFetch } from './public-api';
