import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxState } from './types';

function authorized(request: FastifyRequest, secretKey: string): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(secretKey);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** A preHandler for Paystack's API: the Bearer secret key, or Paystack's documented 401. */
export function requireKey(state: SandboxState) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // Paystack's documented 401 answer is exactly this.
    if (!authorized(request, state.options.secretKey)) return reply.status(401).send({ status: false, message: 'Invalid key' });
  };
}
