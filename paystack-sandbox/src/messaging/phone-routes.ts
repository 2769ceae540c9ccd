// The phone screen (GET /phone: plain HTML, a stylesheet and a small script in ./phone/) and what it
// calls: a number's conversation as the sandbox recorded it (what the shop sent it, what it sent the
// shop), the numbers seen so far, and a picture sent as the Cloud API's inbound `image` message with
// a media id the sandbox keeps (media.ts). Words and taps go through POST /_sandbox/inbound,
// USSD through ussd-gateway.ts: each posted to the shop exactly as WhatsApp or the gateway would.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { IMAGE_TYPES, MAX_IMAGE_BYTES, storeMedia } from './media';
import { deliverInbound, type State } from './state';
import { serviceCode } from './ussd-gateway';

const PHONE_DIR = new URL('./phone/', import.meta.url);
const FILES: Record<string, string> = {
  'phone.html': 'text/html; charset=utf-8',
  'phone.css': 'text/css; charset=utf-8',
  'phone.js': 'text/javascript; charset=utf-8',
};
const NUMBER = /^\+\d{10,15}$/;

export function phoneRoutes(app: FastifyInstance, state: State) {
  // Pictures arrive as their own bytes (the browser posts the file as it is).
  app.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES }, (_request, body, done) => done(null, body));

  const serve = (name: string) =>
    app.get(name === 'phone.html' ? '/phone' : `/phone/${name}`, async (_request, reply) =>
      reply
        .type(FILES[name])
        .header('cache-control', 'no-store')
        .send(fs.readFileSync(new URL(name, PHONE_DIR))),
    );
  Object.keys(FILES).forEach(serve);

  /** One number's conversation, oldest first: WhatsApp both ways, and the SMS the shop sent it (a USSD payment link comes so). */
  app.get('/_sandbox/phone/conversation', async (request, reply) => {
    const phone = String((request.query as { phone?: string }).phone ?? '');
    if (!NUMBER.test(phone))
      return reply.status(400).send({ message: 'phone must be a number in international format, like +2348031234567' });
    const toPhone = state.messages.filter((m) => m.to === phone).map((m) => ({ direction: 'to-phone' as const, ...m }));
    const fromPhone = state.inbound.filter((m) => m.from === phone).map((m) => ({ direction: 'from-phone' as const, ...m }));
    // Oldest first; a phone's message comes before the replies recorded in the same millisecond (it was sent first).
    const timeline = [...fromPhone, ...toPhone].sort((a, b) => a.at.localeCompare(b.at));
    return {
      phone,
      whatsapp: timeline.filter((m) => m.channel === 'whatsapp'),
      sms: timeline.filter((m) => m.channel === 'sms'),
    };
  });

  /** Every number the sandbox has seen, newest first (the phone screen offers them), and the USSD code it dials (null: USSD is off). */
  app.get('/_sandbox/phone/setup', async () => {
    const seen = [...state.messages.map((m) => ({ phone: m.to, at: m.at })), ...state.inbound.map((m) => ({ phone: m.from, at: m.at }))];
    const numbers = [...new Set(seen.sort((a, b) => b.at.localeCompare(a.at)).map((s) => s.phone))].filter((p) => NUMBER.test(p));
    return { numbers, ussd: state.options.ussdCallbackUrl ? { serviceCode: serviceCode(state) } : null };
  });

  /** A picture the phone sent, for the phone's own screen (the shop fetches it through the Cloud API's media routes). */
  app.get('/_sandbox/phone/media/:id', async (request, reply) => {
    const media = state.media.get((request.params as { id: string }).id);
    if (!media) return reply.status(404).send({ message: 'No such picture.' });
    return reply.type(media.mimeType).send(media.bytes);
  });

  /** A picture from a phone (the body is the image, JPEG or PNG up to 5 MB): kept under a media id, then sent as an `image` message. */
  app.post('/_sandbox/phone/picture', async (request, reply) => {
    const query = request.query as { from?: string; caption?: string };
    const type = String(request.headers['content-type'] ?? '')
      .split(';')[0]
      .trim();
    if (!query.from || !NUMBER.test(query.from))
      return reply.status(400).send({ message: 'from must be a number in international format, like +2348031234567' });
    if (!IMAGE_TYPES.includes(type) || !Buffer.isBuffer(request.body) || request.body.length === 0)
      return reply.status(400).send({ message: 'Send the picture itself as image/jpeg or image/png.' });
    const caption = typeof query.caption === 'string' && query.caption.trim() ? query.caption.trim().slice(0, 1024) : undefined;
    const media = storeMedia(state.media, { kind: 'image', data: request.body.toString('base64'), mime_type: type, caption })!;
    const sent = await deliverInbound(state, 'whatsapp', query.from, { text: caption ?? '', media });
    return { delivered: sent.status === 200, status: sent.status, id: sent.id, mediaId: media.message.id };
  });
}
