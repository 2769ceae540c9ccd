// Media on the WhatsApp Cloud API, as documented: an inbound `image` or `document` message carries a
// media id; the business asks GET /{version}/{media-id} with its bearer token for a short-lived
// `url` (with `mime_type`, `sha256`, `file_size`), then GETs that url with the same bearer token for
// the bytes. The sandbox keeps what a phone (or a test) sends and serves those two calls offline.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** One file a phone sent: its bytes, the type and hash WhatsApp reports for it. */
export type StoredMedia = { id: string; bytes: Buffer; mimeType: string; sha256: string; filename: string | null };
export type MediaStore = Map<string, StoredMedia>;

/** The part of an inbound message that names the media (`image: {...}` or `document: {...}`). */
export type InboundMedia = {
  kind: 'image' | 'document';
  message: { id: string; mime_type: string; sha256: string; caption?: string; filename?: string };
};

/** The Cloud API's image types a phone may send as a picture, and its limit on an image (5 MB). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png'];
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** How long a download url works after it was handed out, as on the Cloud API. */
export const MEDIA_URL_TTL_MS = 5 * 60_000;
/** The largest file a phone may send here (WhatsApp's own limit for a document is 100 MB; the sandbox keeps it smaller). */
const MAX_MEDIA_BYTES = 32 * 1024 * 1024;

const oauthError = (reply: FastifyReply) =>
  reply.status(401).send({ error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
/** The Graph API answers an id it does not know with 400, GraphMethodException code 100. */
const notFound = (reply: FastifyReply, id: string, status = 400) =>
  reply.status(status).send({
    error: { message: `Unsupported get request. Object with ID '${id}' does not exist.`, type: 'GraphMethodException', code: 100 },
  });

/**
 * Keeps a file a phone sent: base64 `data`, its `mime_type`, and optionally a `sha256` to report in
 * place of the real one (a forged media, for tests). Undefined when something required is missing.
 */
export function storeMedia(
  store: MediaStore,
  input: { kind?: string; data?: string; mime_type?: string; sha256?: string; caption?: string; filename?: string },
): InboundMedia | undefined {
  const kind = input.kind === 'image' || input.kind === 'document' ? input.kind : null;
  if (!kind || typeof input.data !== 'string' || typeof input.mime_type !== 'string' || !input.mime_type) return undefined;
  const bytes = Buffer.from(input.data, 'base64');
  if (bytes.length === 0 || bytes.length > MAX_MEDIA_BYTES) return undefined;
  const id = String(1_000_000_000_000_000 + crypto.randomInt(1_000_000_000_000));
  const sha256 = typeof input.sha256 === 'string' ? input.sha256 : crypto.createHash('sha256').update(bytes).digest('hex');
  const filename = typeof input.filename === 'string' ? input.filename : null;
  store.set(id, { id, bytes, mimeType: input.mime_type, sha256, filename });
  return {
    kind,
    message: {
      id,
      mime_type: input.mime_type,
      sha256,
      ...(typeof input.caption === 'string' && input.caption ? { caption: input.caption } : {}),
      ...(kind === 'document' && filename ? { filename } : {}),
    },
  };
}

/** The two Cloud API calls (media url, then download), bearer checked, and the sandbox's own upload. */
export function mediaRoutes(app: FastifyInstance, store: MediaStore, token: () => string) {
  const authorised = (header: string | undefined) => header === `Bearer ${token()}`;
  // Signs a download url so it cannot be made up or kept past its time.
  const secret = crypto.randomBytes(32);
  const hash = (id: string, expires: string) => crypto.createHmac('sha256', secret).update(`${id}:${expires}`).digest('hex');

  /** Set-up: a file as a phone would send it; answers its media id (to put in an inbound message). */
  app.post('/_sandbox/media', { bodyLimit: 48 * 1024 * 1024 }, async (request, reply) => {
    const body = (request.body ?? {}) as Parameters<typeof storeMedia>[1];
    const media = storeMedia(store, { kind: 'document', ...body });
    if (!media) return reply.status(400).send({ message: 'data (base64, at most 32 MB) and mime_type are required' });
    return { id: media.message.id, sha256: media.message.sha256 };
  });

  /** GET /{version}/{media-id}: the url to download it from for the next five minutes. */
  app.get('/:version/:mediaId', async (request, reply) => {
    const { version, mediaId } = request.params as { version: string; mediaId: string };
    if (!/^v\d+\.\d+$/.test(version)) return notFound(reply, version, 404);
    if (!authorised(request.headers.authorization)) return oauthError(reply);
    const media = store.get(mediaId);
    if (!media) return notFound(reply, mediaId);
    const expires = String(Date.now() + MEDIA_URL_TTL_MS);
    const base = `${request.protocol}://${request.headers.host}`;
    return {
      messaging_product: 'whatsapp',
      url: `${base}/whatsapp_business/attachments/?mid=${media.id}&ext=${expires}&hash=${hash(media.id, expires)}`,
      mime_type: media.mimeType,
      sha256: media.sha256,
      file_size: media.bytes.length,
      id: media.id,
    };
  });

  /** The download url: the bytes, with the same bearer token, while the url is fresh. */
  app.get('/whatsapp_business/attachments/', async (request, reply) => {
    if (!authorised(request.headers.authorization)) return oauthError(reply);
    const { mid = '', ext = '', hash: given = '' } = request.query as { mid?: string; ext?: string; hash?: string };
    const expected = hash(mid, ext);
    const signed = given.length === expected.length && crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected));
    const media = store.get(mid);
    if (!signed || !media) return notFound(reply, mid, 404);
    if (Number(ext) < Date.now()) return reply.status(404).send({ error: { message: 'URL expired', code: 100 } });
    return reply.type(media.mimeType).header('content-length', media.bytes.length).send(media.bytes);
  });
}
