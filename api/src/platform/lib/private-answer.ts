import type { FastifyReply, FastifyRequest } from 'fastify';

/** What an answer that depends on who asks carries: kept by nobody, not even the asker's browser. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * Route option for admin reads inside a plugin that marks its GETs publicly cacheable
 * (addConditionalGet): route-level onSend runs after the plugin's, so the answer is `private,
 * no-store` like every other personal answer (plugins/private-answers.ts), never the shop's public
 * 60 s. Its ETag stays, harmless.
 */
export const privateAnswer = {
  onSend: async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return payload;
  },
};
