import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/client';
import { composeMail, type Mailer } from '../../platform/mail/mailer';
import { mailTexts } from '../../platform/mail/mail-texts';
import { badRequest, conflict, notFound } from '../../platform/lib/http-errors';

type Rows<T> = { rows: T[] };
const rows = async <T>(db: Database, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows<T>).rows;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Where a claimed request's mail goes. */
type Claimed = { id: string; email: string; medicine_id: string; name: string };

/**
 * "Tell me when it's back": a shopper (signed in, or by e-mail alone) asks to hear when an
 * out-of-stock medicine can be bought again; each request gets one mail when it is restocked.
 */
export class BackInStock {
  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Records the request (once per medicine and address while it waits); the address is the account's when signed in and none is given. */
  async request(medicineId: string, user: { id: string } | null, email: string | undefined) {
    let address = email?.trim().toLowerCase() ?? '';
    if (!address && user) {
      const [me] = await rows<{ email: string }>(this.db, sql`select email from users where id = ${user.id}`);
      address = me?.email.toLowerCase() ?? '';
    }
    if (!address)
      throw badRequest('Give the e-mail address to tell, or sign in.', [{ field: 'email', message: 'an e-mail address is needed' }]);
    if (!EMAIL.test(address))
      throw badRequest('That e-mail address does not look right.', [{ field: 'email', message: 'not an e-mail address' }]);
    const [medicine] = await rows<{ name: string; hidden: boolean; quantity: number }>(
      this.db,
      sql`select m.name, m.hidden, coalesce(s.quantity, 0) as quantity from medicines m left join stock_levels s on s.medicine_id = m.id where m.id = ${medicineId}`,
    );
    if (!medicine || medicine.hidden) throw notFound('There is no such medicine.');
    if (Number(medicine.quantity) > 0) throw conflict(`${medicine.name} is in stock: you can order it now.`);
    await this.db.execute(
      sql`insert into back_in_stock_requests (medicine_id, user_id, email) values (${medicineId}, ${user?.id ?? null}, ${address})
          on conflict (medicine_id, email) where notified_at is null do nothing`,
    );
    return { medicineId, email: address };
  }

  /**
   * Mails every waiting request whose medicine can be bought again. Each request is claimed by one
   * update (notified_at set where it was null), so however many runs overlap (replicas, restocks
   * at once) it is mailed once; a send that fails gives the claim back for the next run.
   */
  async run(): Promise<number> {
    const claimed = await rows<Claimed>(
      this.db,
      sql`update back_in_stock_requests r set notified_at = now()
          from medicines m join stock_levels s on s.medicine_id = m.id
          where r.notified_at is null and m.id = r.medicine_id and s.quantity > 0 and not m.hidden
          returning r.id, r.email, r.medicine_id, m.name`,
    );
    let sent = 0;
    for (const c of claimed) {
      const link = `${this.publicUrl}/medicine/${c.medicine_id}`;
      try {
        const locale = await this.localeOf(c);
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
        await this.db.execute(sql`update back_in_stock_requests set notified_at = null where id = ${c.id}`);
      }
    }
    return sent;
  }

  /** The language of the account that asked (or of the account with that address): its mails are written in it. */
  private async localeOf(c: Claimed): Promise<string | null> {
    const [found] = await rows<{ locale: string | null }>(
      this.db,
      sql`select u.locale from back_in_stock_requests r join users u on u.id = r.user_id or lower(u.email) = r.email
          where r.id = ${c.id} order by (u.id = r.user_id) desc nulls last limit 1`,
    );
    return found?.locale ?? null;
  }
}
