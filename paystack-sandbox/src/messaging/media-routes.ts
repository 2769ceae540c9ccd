// The WhatsApp Cloud API's media, as the shop fetches a picture a phone sent: the inbound `image`
// message names a media id; GET /{version}/{media-id} (Bearer token) answers its URL, MIME type,
// sha256 and size; GET on that URL (the same Bearer token) answers the bytes. The phone screen puts
// pictures in this store (phone-routes.ts) before it sends them.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { State, StoredMedia } from './state';

/** The Cloud API's image types a phone may send, and its limit on an image (5 MB). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png'];
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Keeps a picture under a new media id (digits, as the Cloud API's are). */
export function storeMedia(state: State, mimeType: string, bytes: Buffer): StoredMedia {
  const id = String(crypto.randomInt(100_000_000, 999_999_999)) + String(crypto.randomInt(1_000_000, 9_999_999));
  const media: StoredMedia = {
    id,
    mimeType,
    sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
    bytes,
    at: new Date().toISOString(),
  };
  state.media.set(id, media);
  return media;
}

const origin = (request: FastifyRequest) => `${request.protocol}://${request.headers.host ?? '127.0.0.1'}`;

export function mediaRoutes(app: FastifyInstance, state: State) {
  const authorised = (request: FastifyRequest) => request.headers.authorization === `Bearer ${state.options.whatsappToken ?? 'sandbox'}`;
  const oauthError = { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } };

  app.get('/:version/:mediaId', async (request, reply) => {
    const { version, mediaId } = request.params as { version: string; mediaId: string };
    if (!/^v\d+\.\d+$/.test(version)) return reply.status(404).send({ message: 'Not found' });
    if (!authorised(request)) return reply.status(401).send(oauthError);
    const media = state.media.get(mediaId);
    if (!media)
      return reply.status(400).send({
        error: { message: `Unsupported get request. Object with ID '${mediaId}' does not exist.`, type: 'GraphMethodException', code: 100 },
      });
    return {
      messaging_product: 'whatsapp',
      url: `${origin(request)}/whatsapp_business/attachments/?mid=${media.id}`,
      mime_type: media.mimeType,
      sha256: media.sha256,
      file_size: media.bytes.length,
      id: media.id,
    };
  });

  app.get('/whatsapp_business/attachments/', async (request, reply) => {
    if (!authorised(request)) return reply.status(401).send(oauthError);
    const media = state.media.get(String((request.query as { mid?: string }).mid ?? ''));
    if (!media) return reply.status(404).send({ message: 'Not found' });
    return reply.type(media.mimeType).send(media.bytes);
  });
}
