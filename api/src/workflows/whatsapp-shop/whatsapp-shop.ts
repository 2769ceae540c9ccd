// The shop's conversation on WhatsApp, read top to bottom: who is writing (an account only through a
// phone number it verified), an emergency first, the words that work at any point (menu, cart,
// track, refill, pharmacist, stop, in English and Pidgin), then the answer to what the shop last
// asked (a medicine picked from a list, a quantity, where to deliver), else a search. "pharmacist"
// (or a red-flag phrase, after the emergency numbers) hands the chat to a pharmacist
// (pharmacist-hand-off.ts): until "menu" or "stop", every message goes to them. A photo or PDF is a
// prescription for a pharmacist's check (prescription-by-photo.ts). Every price,
// fee and rule is the shop's own: the cart domain adds (stock, at most 99), the checkout workflow
// quotes and opens the Paystack payment (prescription, safety and controlled-medicine rules, the
// delivery fee); nothing the chat says is a price. Replies go out free-form: the shopper has just
// written, so the 24-hour customer-service window is open.
import type { FastifyBaseLogger } from 'fastify';
import type { CartService } from '../../domains/cart/cart-service';
import type { CatalogueService } from '../../domains/catalogue/catalogue-service';
import type { SearchService } from '../../domains/catalogue/search-service';
import type { ConsentsService } from '../../domains/notifications/consents-service';
import type { NotificationService } from '../../domains/notifications/notification-service';
import { nigerianMobile } from '../../domains/notifications/phone';
import { SMS_TEXTS } from '../../domains/notifications/sms-templates';
import type { PhoneVerification } from '../../domains/notifications/phone-verification';
import type { WhatsAppFreeForm } from '../../domains/notifications/providers';
import type { OrdersService } from '../../domains/orders/orders-service';
import type { DeliveryService } from '../../domains/delivery/delivery-service';
import type { IdentityService } from '../../domains/identity/identity-service';
import type { ConversationRow, WhatsAppChatsService } from '../../domains/whatsapp-chats/whatsapp-chats-service';
import { Catalogues } from '../../platform/lib/message-catalogues';
import { HttpError } from '../../platform/lib/http-errors';
import { hasRedFlag } from '../../platform/lib/red-flags';
import type { AuthUser } from '../../platform/plugins/types';
import type { CheckoutWorkflow } from '../checkout/checkout-workflow';
import type { ClickAndCollect } from '../fulfilment/click-and-collect';
import type { PharmacistHandOff } from './pharmacist-hand-off';
import { mediaOf, type PrescriptionByPhoto } from './prescription-by-photo';
import type { InboundMessage } from './whatsapp-webhook-routes';

export const CHAT_TEXTS = new Catalogues(new URL('./texts/', import.meta.url));

/** The Cloud API's limits this conversation keeps to: a list's rows and their title and description lengths. */
const LIST_ROWS = 10;
const ROW_TITLE = 24;
const ROW_DESCRIPTION = 72;

/** The words that work at any point, English and Pidgin, matched on the whole message (lower case, single spaces). */
const COMMANDS: { command: Command; pattern: RegExp }[] = [
  { command: 'stop', pattern: /^(stop|unsubscribe|end|cancel)\b|^(make una stop|no send again)$/ },
  { command: 'menu', pattern: /^(menu|hi|hello|hey|start|help|good (morning|afternoon|evening)|how far|abeg help|wetin una get)$/ },
  {
    command: 'cart',
    pattern: /^(cart|my cart|basket|show (me )?my cart|view cart|wetin dey (inside )?my cart|my cart nko|show me wetin i don pick)\??$/,
  },
  { command: 'checkout', pattern: /^(checkout|check out|pay|pay now|i (wan|want to) pay|make i pay)$/ },
  {
    command: 'track',
    pattern: /^(track|track (my )?order|my orders?|order status|where is my order|where my order dey|my order don reach where)\??$/,
  },
  { command: 'refill', pattern: /^(refill|refills|my refills?)$/ },
  { command: 'pharmacist', pattern: /^(pharmacist|talk to (a )?pharmacist|ask (a )?pharmacist|i (wan|want to) talk to pharmacist|human)$/ },
  { command: 'english', pattern: /^(english|speak english)$/ },
  { command: 'pidgin', pattern: /^(pidgin|pidgin english|naija|talk pidgin)$/ },
];
type Command = 'stop' | 'menu' | 'cart' | 'checkout' | 'track' | 'refill' | 'pharmacist' | 'english' | 'pidgin';

/** Words that say the shopper writes Pidgin, so the chat answers in it. */
const PIDGIN_WORDS = /\b(wetin|dey|abeg|una|oga|nko|wahala|sabi|fit|don|comot|pikin|wan)\b/;

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
const naira = (amount: number) => amount.toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** What a message from the phone said: its words, or the id of the list row or button tapped. */
function readMessage(message: InboundMessage): { text: string; tap: string | null } {
  const tapped = message.interactive?.list_reply ?? message.interactive?.button_reply;
  if (tapped?.id) return { text: tapped.title ?? '', tap: tapped.id };
  if (message.button?.payload) return { text: message.button.text ?? '', tap: message.button.payload };
  return { text: message.text?.body ?? '', tap: null };
}

type Chat = { phone: string; conversation: ConversationRow; language: string; userId: string | null };

export class WhatsAppShop {
  constructor(
    private readonly chats: WhatsAppChatsService,
    private readonly notifications: NotificationService,
    private readonly consents: ConsentsService,
    private readonly phones: PhoneVerification,
    private readonly identity: IdentityService,
    private readonly search: SearchService,
    private readonly catalogue: CatalogueService,
    private readonly carts: CartService,
    private readonly delivery: DeliveryService,
    private readonly pickups: ClickAndCollect,
    private readonly checkout: CheckoutWorkflow,
    private readonly orders: OrdersService,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
    private readonly handOff: PharmacistHandOff,
    private readonly photo: PrescriptionByPhoto,
  ) {}

  /** One inbound message (already taken once by its id): the conversation's answer to it. */
  async receive(message: InboundMessage, at = new Date()): Promise<void> {
    const phone = nigerianMobile(`+${String(message.from ?? '').replace(/^\+/, '')}`);
    if (!phone) return;
    const { text, tap } = readMessage(message);
    const words = normalise(text);
    const userId = await this.phones.accountOf(phone);
    const conversation = await this.chats.received(phone, userId, at);
    const chat: Chat = { phone, conversation, userId, language: conversation.language };
    if (!tap && PIDGIN_WORDS.test(words) && chat.language !== 'pcm') await this.setLanguage(chat, 'pcm');

    const command = tap?.startsWith('cmd:') ? (tap.slice(4) as Command) : tap ? null : COMMANDS.find((c) => c.pattern.test(words))?.command;
    const withPharmacist = chat.conversation.step === 'pharmacist';
    // An emergency first, whatever else the message says; then a pharmacist (the message is the question).
    if (!tap && hasRedFlag(text)) {
      await this.say(chat, 'emergency', { link: `${this.publicUrl}/emergency` });
      if (withPharmacist) return this.handOff.add(chat, text, this.sayer(chat));
      return chat.userId ? this.handOff.start(chat, text, this.sayer(chat), this.sender(chat), (k) => this.t(chat, k)) : undefined;
    }
    // A photo or document is a prescription (even while with a pharmacist), the consent to keep it asked first.
    const media = mediaOf(message);
    if (media) return this.photo.received(chat, media, this.sayer(chat), this.sender(chat), (k, v) => this.t(chat, k, v));
    if (tap === 'rx:yes' || tap === 'rx:no') return this.photo.consentAnswer(chat, tap === 'rx:yes', this.sayer(chat));
    // With a pharmacist, everything is for them but "menu" and "stop", which end the hand-off.
    if (withPharmacist && command !== 'menu' && command !== 'stop')
      return this.handOff.add(chat, text || 'Sent a message.', this.sayer(chat));
    if (tap === 'hd:yes' || tap === 'hd:no')
      return this.handOff.consentAnswer(chat, tap === 'hd:yes', this.sayer(chat), this.sender(chat), (k) => this.t(chat, k));
    if (command) return this.run(chat, command);
    if (tap?.startsWith('med:')) return this.picked(chat, tap.slice(4));
    if (tap?.startsWith('qty:')) return this.quantity(chat, Number(tap.slice(4)));
    if (tap?.startsWith('addr:')) return this.pay(chat, { addressId: tap.slice(5) });
    if (tap?.startsWith('pick:')) return this.pay(chat, { pickupPharmacyId: tap.slice(5) });
    if (chat.conversation.step === 'quantity' && /^\d{1,3}$/.test(words)) return this.quantity(chat, Number(words));
    if (!words) return this.menu(chat);
    return this.searchFor(chat, text);
  }

  private async run(chat: Chat, command: Command): Promise<void> {
    switch (command) {
      case 'stop':
        await this.consents.withdrawByPhone(chat.phone, 'whatsapp', 'whatsapp-stop');
        await this.chats.change(chat.phone, { step: 'menu', context: {} });
        return this.say(chat, 'stopped');
      case 'menu':
        return this.menu(chat);
      case 'cart':
        return this.showCart(chat);
      case 'checkout':
        return this.askDelivery(chat);
      case 'track':
        return this.track(chat);
      case 'refill':
        return this.say(chat, 'refill', { link: `${this.publicUrl}/account/refills` });
      case 'pharmacist':
        return this.handOff.start(chat, this.t(chat, 'pharmacist.asked'), this.sayer(chat), this.sender(chat), (k) => this.t(chat, k));
      case 'english':
      case 'pidgin':
        await this.setLanguage(chat, command === 'english' ? 'en' : 'pcm');
        return this.say(chat, 'language.set');
    }
  }

  private async setLanguage(chat: Chat, language: 'en' | 'pcm') {
    chat.language = language;
    await this.chats.change(chat.phone, { language });
  }

  private t(chat: Chat, key: string, values: Record<string, string | number> = {}) {
    return CHAT_TEXTS.format(chat.language, key, values);
  }

  private sayer(chat: Chat) {
    return (key: string, values?: Record<string, string | number>) => this.say(chat, key, values);
  }

  private sender(chat: Chat) {
    return (message: WhatsAppFreeForm) => this.send(chat, message);
  }

  private async say(chat: Chat, key: string, values: Record<string, string | number> = {}) {
    await this.send(chat, { type: 'text', text: { body: this.t(chat, key, values) } });
  }

  /**
   * A reply that could not be sent (the provider down) is logged, not thrown: what the message did
   * (a line added to the cart) stays done, and WhatsApp's retry of it is not handled a second time.
   */
  private async send(chat: Chat, message: WhatsAppFreeForm) {
    try {
      await this.notifications.replyOnWhatsApp(chat.phone, message);
    } catch (err) {
      this.log.warn({ err }, 'a WhatsApp reply was not sent');
    }
  }

  private async menu(chat: Chat) {
    const name = chat.userId ? (await this.identity.getProfile(chat.userId)).firstName || 'none' : 'none';
    await this.chats.change(chat.phone, { step: 'menu', context: {} });
    const row = (command: Command, key: string) => ({ id: `cmd:${command}`, title: cut(this.t(chat, key), ROW_TITLE) });
    await this.send(chat, {
      type: 'interactive',
      interactive: {
        type: 'list',
        body: { text: this.t(chat, 'menu', { name }) },
        action: {
          button: cut(this.t(chat, 'menu.button'), 20),
          sections: [
            {
              rows: [
                row('cart', 'menu.cart'),
                row('track', 'menu.track'),
                row('refill', 'menu.refill'),
                row('pharmacist', 'menu.pharmacist'),
                row(chat.language === 'pcm' ? 'english' : 'pidgin', 'menu.language'),
              ],
            },
          ],
        },
      },
    });
  }

  /** The shop's own search: the medicines found as a list (at most 10 rows), else what the search says when nothing matched. */
  private async searchFor(chat: Chat, text: string) {
    let answer;
    try {
      answer = await this.search.answer(text.slice(0, 200), { limit: LIST_ROWS, offset: 0 });
    } catch (err) {
      if (err instanceof HttpError) return this.send(chat, { type: 'text', text: { body: err.message } });
      throw err;
    }
    if (answer.results.length === 0) {
      const said = answer.message ?? answer.askPharmacist;
      return this.send(chat, { type: 'text', text: { body: chat.language === 'pcm' ? said.pcm : said.en } });
    }
    await this.chats.change(chat.phone, { step: 'picking', context: {} });
    const rows = answer.results.slice(0, LIST_ROWS).map((m) => ({
      id: `med:${m.id}`,
      title: cut(m.name, ROW_TITLE),
      description: cut(
        [
          `₦${naira(m.price)}`,
          m.prescriptionRequired ? this.t(chat, 'search.rx') : null,
          m.stockStatus === 'out-of-stock' ? this.t(chat, 'search.out') : null,
          m.strength || null,
        ]
          .filter(Boolean)
          .join(' · '),
        ROW_DESCRIPTION,
      ),
    }));
    await this.send(chat, {
      type: 'interactive',
      interactive: {
        type: 'list',
        body: { text: this.t(chat, 'search.found', { count: answer.total, query: answer.query }) },
        action: { button: cut(this.t(chat, 'search.button'), 20), sections: [{ rows }] },
      },
    });
  }

  /** A medicine picked from the list: the quantity asked (a prescription-only one too: it waits in the cart for the prescription sent here). */
  private async picked(chat: Chat, medicineId: string) {
    const medicine = await this.catalogue.getMedicine(medicineId).catch(() => null);
    if (!medicine) return this.menu(chat);
    if (medicine.stockStatus === 'out-of-stock') return this.say(chat, 'quantity.out', { name: medicine.name });
    await this.chats.change(chat.phone, { step: 'quantity', context: { medicineId } });
    await this.send(chat, {
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text: this.t(chat, 'quantity.ask', { name: medicine.name, price: naira(medicine.price) }) },
        action: { buttons: [1, 2, 3].map((n) => ({ type: 'reply' as const, reply: { id: `qty:${n}`, title: String(n) } })) },
      },
    });
  }

  /** The quantity for the medicine picked: added through the cart's own rules (stock, at most 99 a line). */
  private async quantity(chat: Chat, quantity: number) {
    const medicineId = chat.conversation.context.medicineId;
    if (chat.conversation.step !== 'quantity' || !medicineId) return this.menu(chat);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 99) return this.say(chat, 'quantity.invalid');
    if (!chat.userId) return this.say(chat, 'guest', { link: `${this.publicUrl}/profile` });
    const medicine = await this.catalogue.getMedicine(medicineId);
    try {
      await this.carts.add(chat.userId, medicineId, quantity);
    } catch (err) {
      if (err instanceof HttpError) return this.send(chat, { type: 'text', text: { body: err.message } });
      throw err;
    }
    await this.chats.change(chat.phone, { step: 'menu', context: {} });
    // Prescription-only (read now, not from the list): in the cart, paid only once a pharmacist approved the prescription sent here.
    const rx = medicine.prescriptionRequired
      ? this.t(chat, 'quantity.rx', { name: medicine.name, link: `${this.publicUrl}/prescriptions` })
      : '';
    await this.showCart(chat, [this.t(chat, 'cart.added', { quantity, name: medicine.name }), rx].filter(Boolean).join('\n\n'));
  }

  private async showCart(chat: Chat, before?: string) {
    if (!chat.userId) return this.say(chat, 'guest', { link: `${this.publicUrl}/profile` });
    const cart = await this.carts.cart(chat.userId, '');
    if (cart.items.length === 0) return this.say(chat, 'cart.empty');
    const lines = cart.items.map((i) => `${i.quantity} × ${i.medicine.name}: ₦${naira(i.subtotal)}`).join('\n');
    const body = [before, this.t(chat, 'cart.lines', { lines, total: naira(cart.totalPrice) })].filter(Boolean).join('\n\n');
    await this.send(chat, {
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text: cut(body, 1024) },
        action: {
          buttons: [
            { type: 'reply', reply: { id: 'cmd:checkout', title: cut(this.t(chat, 'cart.checkout'), 20) } },
            { type: 'reply', reply: { id: 'cmd:menu', title: cut(this.t(chat, 'menu.button'), 20) } },
          ],
        },
      },
    });
  }

  /** Checkout: the shopper's saved addresses and the pickup pharmacies, as one list. */
  private async askDelivery(chat: Chat) {
    if (!chat.userId) return this.say(chat, 'guest', { link: `${this.publicUrl}/profile` });
    const cart = await this.carts.cart(chat.userId, '');
    if (cart.items.length === 0) return this.say(chat, 'cart.empty');
    const addresses = (await this.delivery.savedAddresses(chat.userId)).sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
    const points = await this.pickups.points(undefined, chat.userId);
    const rows = [
      ...addresses.slice(0, 5).map((a) => ({
        id: `addr:${a.id}`,
        title: cut(this.t(chat, 'delivery.address', { label: a.label || a.city }), ROW_TITLE),
        description: cut(`${a.street}, ${a.city}`, ROW_DESCRIPTION),
      })),
      ...points.slice(0, LIST_ROWS - Math.min(addresses.length, 5)).map((p) => ({
        id: `pick:${p.pharmacyId}`,
        title: cut(this.t(chat, 'delivery.pickup', { name: p.name }), ROW_TITLE),
        description: cut(p.address, ROW_DESCRIPTION),
      })),
    ];
    if (rows.length === 0) return this.say(chat, 'delivery.none', { link: `${this.publicUrl}/profile` });
    await this.chats.change(chat.phone, { step: 'delivery', context: {} });
    await this.send(chat, {
      type: 'interactive',
      interactive: {
        type: 'list',
        body: { text: this.t(chat, 'delivery.ask') },
        action: { button: cut(this.t(chat, 'delivery.button'), 20), sections: [{ rows }] },
      },
    });
  }

  /**
   * The payment link for exactly this cart: the checkout's own quote (the server's prices and
   * delivery fee), then the checkout's own initiate with that amount, which applies every rule a
   * checkout on the site meets (prescription, clinical checks, controlled medicines, stock).
   */
  private async pay(chat: Chat, where: { addressId: string } | { pickupPharmacyId: string }) {
    if (!chat.userId) return this.say(chat, 'guest', { link: `${this.publicUrl}/profile` });
    const profile = await this.identity.getProfile(chat.userId);
    const caller: AuthUser = { id: chat.userId, role: 'user', name: `${profile.firstName} ${profile.lastName}`.trim() };
    try {
      const quote = await this.checkout.quote(caller, where);
      const opened = await this.checkout.initiate(caller, {
        amount: quote.total,
        email: profile.email,
        paymentType: 'medicine',
        userId: chat.userId,
        ...('addressId' in where ? { addressId: where.addressId } : { pickup: { pharmacyId: where.pickupPharmacyId, phone: chat.phone } }),
      });
      await this.chats.change(chat.phone, { step: 'menu', context: {} });
      await this.say(chat, 'pay.link', {
        total: naira(quote.total),
        items: naira(quote.itemsTotal),
        fee: quote.deliveryFee > 0 ? naira(quote.deliveryFee) : 'none',
        link: opened.data.authorization_url,
      });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      this.log.info({ status: err.statusCode }, 'a WhatsApp checkout was refused');
      await this.say(chat, 'pay.refused', { reason: err.message });
    }
  }

  /** The shopper's last three orders and their status. */
  private async track(chat: Chat) {
    if (!chat.userId) return this.say(chat, 'guest', { link: `${this.publicUrl}/profile` });
    const orders = (await this.orders.byUser(chat.userId)).slice(0, 3);
    if (orders.length === 0) return this.say(chat, 'track.none');
    const status = (s: string) => (SMS_TEXTS.has(`status.${s}`) ? SMS_TEXTS.format(chat.language, `status.${s}`) : s);
    const lines = orders.map((o) => `${o.orderNumber}: ${status(o.status)}, ₦${naira(o.totalPrice)}`).join('\n');
    await this.say(chat, 'track.orders', { lines });
  }
}
