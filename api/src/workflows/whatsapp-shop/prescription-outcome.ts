// The pharmacist's decision on a prescription sent in the shop's WhatsApp chat
// (prescription-by-photo.ts), told back in the chat: inside the 24-hour window as a free-form
// message, approved with the pay link when the cart still holds what was approved (the approval's
// own page, as the mail links it) or else the shop's link, rejected with the reason. Outside the
// window the approval workflow sends the approved template instead, under the shopper's consent to
// updates (the notification service's rule), naming no medicine.
import type { CartService } from '../../domains/cart/cart-service';
import type { NotificationService } from '../../domains/notifications/notification-service';
import { covers, type PrescriptionApproval } from '../../domains/prescriptions/cart-approvals';
import type { WhatsAppChatsService } from '../../domains/whatsapp-chats/whatsapp-chats-service';
import { pharmacistWithPcn } from '../../platform/lib/pharmacist-name';
import { CHAT_TEXTS } from './whatsapp-shop';

export class PrescriptionOutcomeInChat {
  constructor(
    private readonly chats: WhatsAppChatsService,
    private readonly carts: CartService,
    private readonly notifications: NotificationService,
    private readonly publicUrl: string,
  ) {}

  /** True when the decision was told in the chat; false when the window is closed (or the message could not go). */
  async tell(approval: PrescriptionApproval): Promise<boolean> {
    const phone = approval.whatsappPhone;
    if (!phone) return false;
    const language = await this.chats.languageOf(phone);
    const t = (key: string, values: Record<string, string | number>) => CHAT_TEXTS.format(language, key, values);
    const pharmacist = pharmacistWithPcn(approval.pharmacistName, approval.pharmacistRegistration);
    let body: string;
    if (approval.status === 'rejected') body = t('rx.rejected', { pharmacist, reason: approval.reason ?? '' });
    else {
      // A cart that cannot be priced now (a medicine withdrawn from sale) holds nothing payable.
      const lines = await this.carts.priceForCheckout(approval.userId).then(
        (cart) => cart.lines,
        () => [],
      );
      body = covers(approval, lines)
        ? t('rx.approved.pay', { pharmacist, link: `${this.publicUrl}/approved-cart?approval=${approval.id}` })
        : t('rx.approved.shop', { pharmacist, link: `${this.publicUrl}/categories` });
    }
    return this.notifications.replyInsideWindow(phone, { type: 'text', text: { body } });
  }
}
