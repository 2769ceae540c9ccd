import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { PRIVATE_CACHE_CONTROL } from '../lib/private-answer';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set for every route with an auth hook (requireUser, requireAdmin, requirePharmacist, optionalUser). */
    personal?: boolean;
  }
}

type Hook = RouteOptions['onRequest'];
const hooksOf = (hook: Hook | RouteOptions['preHandler'] | RouteOptions['preValidation']): unknown[] =>
  hook === undefined ? [] : Array.isArray(hook) ? hook : [hook];

/**
 * Whether the answer may depend on who asks: the request names someone (a bearer token, a
 * cookie), its route has an auth hook, or it changes something (a login or refresh answer
 * carries tokens; no write's answer is for anyone else).
 */
function personal(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined || request.headers.cookie !== undefined) return true;
  if (request.routeOptions.config?.personal) return true;
  return request.method !== 'GET' && request.method !== 'HEAD';
}

/**
 * `Cache-Control: private, no-store` on every answer that depends on who asks, unless the route
 * has set a cache policy of its own (the catalogue's public 60 s, an image's year, an admin read's
 * `privateAnswer`). A browser, a proxy or the service worker then keeps no copy of a profile, a
 * cart, an order, a token or an admin list. Hooked at the root, so it runs before any route's or
 * plugin's own onSend, which can still set a public policy for an answer that is the same for all.
 */
export default fp(
  async function privateAnswers(app: FastifyInstance) {
    const authHooks = new Set<unknown>([app.requireUser, app.requireAdmin, app.requirePharmacist, app.optionalUser]);
    app.addHook('onRoute', (route) => {
      const hooks = [...hooksOf(route.onRequest), ...hooksOf(route.preValidation), ...hooksOf(route.preHandler)];
      if (hooks.some((hook) => authHooks.has(hook))) route.config = { ...route.config, personal: true };
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (!reply.hasHeader('cache-control') && personal(request)) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return payload;
    });
  },
  { name: 'private-answers', dependencies: ['auth'] },
);
