import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Route option for admin reads inside a plugin that marks its GETs publicly cacheable
 * (addConditionalGet): route-level onSend runs after the plugin's, so the answer is kept only by
 * the admin's own browser and checked with the server on every use (its ETag still saves the body).
 */
export const privateAnswer = {
  onSend: async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    reply.header('cache-control', 'private, no-cache');
    return payload;
  },
};
