// Track and repeat by USSD, read top to bottom: the gateway's `text` is every choice of the session
// joined by `*` ("" the first screen, "2*1" repeat then pay by link). Only a number that one account
// verified with a code is served; any other number is refused politely and sees nothing. Answers
// begin `CON ` (a screen that waits for a choice) or `END ` (the last screen); a screen stays short
// (a USSD page shows about 160 characters). Screens are written in the account's kept language
// (English or Pidgin, from ./texts like the WhatsApp chat's); choice 4 on the first screen switches
// language for the rest of the session (the choice stays in `text`, so "4*1" is the orders in Pidgin).
import type { FastifyBaseLogger } from 'fastify';
import type { DeliveryService } from '../../domains/delivery/delivery-service';
import type { IdentityService } from '../../domains/identity/identity-service';
import type { NotificationService } from '../../domains/notifications/notification-service';
import { nigerianMobile } from '../../domains/notifications/phone';
import type { PhoneVerification } from '../../domains/notifications/phone-verification';
import { SMS_TEXTS } from '../../domains/notifications/sms-templates';
import type { OrderJson, OrdersService } from '../../domains/orders/orders-service';
import { HttpError } from '../../platform/lib/http-errors';
import { Catalogues, type MessageValues } from '../../platform/lib/message-catalogues';
import type { RateLimiter } from '../../platform/lib/rate-limiter';
import type { AuthUser } from '../../platform/plugins/types';
import type { OrderChanges } from '../checkout/cancel-and-reorder';
import type { CheckoutWorkflow } from '../checkout/checkout-workflow';
import type { PayOnDelivery } from '../pay-on-delivery/pay-on-delivery';

export type UssdRequest = { sessionId: string; serviceCode: string; phoneNumber: string; text: string };

/** The menu's screens in every language, one file each in ./texts (en.json, pcm.json). */
export const USSD_TEXTS = new Catalogues(new URL('./texts/', import.meta.url));
type Language = 'en' | 'pcm';
/** The choice on the first screen that switches between English and Pidgin. */
const SWITCH_LANGUAGE = '4';

const naira = (amount: number) => `N${amount.toLocaleString('en-NG', { maximumFractionDigits: 2 })}`;
const statusWord = (language: Language, status: string) =>
  SMS_TEXTS.has(`status.${status}`) ? SMS_TEXTS.format(language, `status.${status}`) : status;
const con = (language: Language, key: string, values?: MessageValues) => `CON ${USSD_TEXTS.format(language, key, values)}`;
const end = (language: Language, key: string, values?: MessageValues) => `END ${USSD_TEXTS.format(language, key, values)}`;

export class UssdMenu {
  constructor(
    private readonly phones: PhoneVerification,
    private readonly identity: IdentityService,
    private readonly orders: OrdersService,
    private readonly changes: OrderChanges,
    private readonly delivery: DeliveryService,
    private readonly checkout: CheckoutWorkflow,
    private readonly payOnDelivery: PayOnDelivery,
    private readonly notifications: NotificationService,
    private readonly limiter: RateLimiter,
    private readonly pharmacistPhone: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async answer(request: UssdRequest): Promise<string> {
    const phone = nigerianMobile(request.phoneNumber);
    const userId = phone ? await this.phones.accountOf(phone) : null;
    if (!phone || !userId) return end('en', 'refused');
    let language: Language = USSD_TEXTS.pick((await this.identity.account(userId))?.locale) === 'pcm' ? 'pcm' : 'en';
    let choices = request.text.split('*').filter((c) => c !== '');
    while (choices[0] === SWITCH_LANGUAGE) {
      language = language === 'pcm' ? 'en' : 'pcm';
      choices = choices.slice(1);
    }
    const [first, second] = choices;
    if (!first) return con(language, 'menu');
    if (first === '3') return end(language, 'pharmacist', { phone: this.pharmacistPhone });
    const orders = await this.orders.byUser(userId);
    if (first === '1') {
      if (orders.length === 0) return end(language, 'orders.none');
      return `END ${orders
        .slice(0, 3)
        .map((o) =>
          USSD_TEXTS.format(language, 'orders.line', {
            orderNumber: o.orderNumber,
            status: statusWord(language, o.status),
            total: naira(o.totalPrice),
          }),
        )
        .join('\n')}`;
    }
    if (first !== '2') return end(language, 'invalid');
    const last = orders[0];
    if (!last) return end(language, 'repeat.none');
    const items = last.orderItems.reduce((n, l) => n + l.quantity, 0);
    if (!second) return con(language, 'repeat.ask', { orderNumber: last.orderNumber, items });
    if (second === '0') return end(language, 'repeat.cancelled');
    if (second !== '1' && second !== '2') return end(language, 'invalid');
    // A gateway may post the last screen again: one repeat per session.
    if (!(await this.limiter.hit(`ussd-repeat:${request.sessionId}`, { max: 1, windowMs: 30 * 60_000 })).allowed)
      return end(language, 'repeat.again');
    return this.repeat(userId, phone, last, second === '1' ? 'link' : 'on-delivery', request.sessionId, language);
  }

  /**
   * The last order's lines back in the cart at today's prices (the checkout's own reorder), then
   * the checkout's own quote and payment (or pay on delivery, where its rules allow) to the default
   * saved address: every rule of a checkout on the site applies, and a refusal says why.
   */
  private async repeat(
    userId: string,
    phone: string,
    last: OrderJson,
    pay: 'link' | 'on-delivery',
    sessionId: string,
    language: Language,
  ): Promise<string> {
    const profile = await this.identity.getProfile(userId);
    const caller: AuthUser = { id: userId, role: 'user', name: `${profile.firstName} ${profile.lastName}`.trim() };
    const addresses = await this.delivery.savedAddresses(userId);
    const address = addresses.find((a) => a.isDefault) ?? addresses[0];
    if (!address) return end(language, 'repeat.no-address');
    try {
      const reordered = await this.changes.reorder(caller, last.orderId);
      if (reordered.added.length === 0) return end(language, 'repeat.unavailable');
      const quote = await this.checkout.quote(caller, { addressId: address.id });
      const input = {
        amount: quote.total,
        email: profile.email,
        paymentType: 'medicine' as const,
        userId,
        addressId: address.id,
      };
      if (pay === 'on-delivery') {
        const placed = await this.payOnDelivery.order(caller, input);
        const order = await this.orders.byId(placed.orderId);
        return end(language, 'repeat.placed', {
          orderNumber: order?.orderNumber ?? '',
          amount: naira(placed.amount),
          street: address.street,
        });
      }
      const opened = await this.checkout.initiate(caller, input);
      await this.notifications.sendRequestedSms(
        `ussd:${sessionId}:pay-link`,
        userId,
        phone,
        USSD_TEXTS.format(language, 'sms.pay-link', { amount: naira(quote.total), url: opened.data.authorization_url }),
        'ussd-pay-link',
      );
      return end(language, 'repeat.linked', { amount: naira(quote.total) });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      this.log.info({ status: err.statusCode }, 'a USSD repeat order was refused');
      return end(language, 'repeat.refused', { reason: err.message }).slice(0, 182);
    }
  }
}
