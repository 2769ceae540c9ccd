import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/client';
import { composeMail, type Mailer } from '../../platform/mail/mailer';
import { mailTexts } from '../../platform/mail/mail-texts';
import { badRequest, conflict, notFound } from '../../platform/lib/http-errors';
import { StockAlertsRepository } from '../../domains/stock-alerts/stock-alerts-repository';
import { BackInStockRepository } from './back-in-stock-repository';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "Tell me when it's back": a shopper (signed in, or by e-mail alone) asks to hear when an
 * out-of-stock medicine can be bought again; each request gets one mail when it is restocked.
 */
export class BackInStock {
  private readonly repository: BackInStockRepository;
  private readonly requests: StockAlertsRepository;

  constructor(
    db: Database,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.repository = new BackInStockRepository(db);
    this.requests = new StockAlertsRepository(db);
  }

  /** Records the request (once per medicine and address while it waits); the address is the account's when signed in and none is given. */
  async request(medicineId: string, user: { id: string } | null, email: string | undefined) {
    let address = email?.trim().toLowerCase() ?? '';
    if (!address && user) {
      address = (await this.repository.emailOf(user.id))?.toLowerCase() ?? '';
    }
    if (!address)
      throw badRequest('Give the e-mail address to tell, or sign in.', [{ field: 'email', message: 'an e-mail address is needed' }]);
    if (!EMAIL.test(address))
      throw badRequest('That e-mail address does not look right.', [{ field: 'email', message: 'not an e-mail address' }]);
    const medicine = await this.repository.medicine(medicineId);
    if (!medicine || medicine.hidden) throw notFound('There is no such medicine.');
    if (Number(medicine.quantity) > 0) throw conflict(`${medicine.name} is in stock: you can order it now.`);
    await this.requests.addBackInStockRequest(medicineId, user?.id ?? null, address);
    return { medicineId, email: address };
  }

  /**
   * Mails every waiting request whose medicine can be bought again. Each request is claimed by one
   * update (notified_at set where it was null), so however many runs overlap (replicas, restocks
   * at once) it is mailed once; a send that fails gives the claim back for the next run.
   */
  async run(): Promise<number> {
    const claimed = await this.requests.claimRestocked();
    let sent = 0;
    for (const c of claimed) {
      const link = `${this.publicUrl}/medicine/${c.medicine_id}`;
      try {
        const locale = await this.requests.localeOf(c.id);
        const t = mailTexts(locale);
        const { text, html } = composeMail({
          heading: t('backInStock.subject', { medicine: c.name }),
          paragraphs: [t('backInStock.body', { medicine: c.name }), t('backInStock.once')],
          action: { label: t('backInStock.action'), url: link },
          locale,
        });
        await this.mailer.send({ to: c.email, subject: t('backInStock.subject', { medicine: c.name }), text, html, link });
        sent++;
      } catch (err) {
        this.log.error({ err, request: c.id }, 'back-in-stock mail not sent; it will be tried again');
        await this.requests.release(c.id);
      }
    }
    return sent;
  }
}
