import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../platform/mail/mailer';
import { lagosDate } from '../../domains/stock/batches';
import type { StockAlertsRepository } from '../../domains/stock-alerts/stock-alerts-repository';
import type { AdminHomeFigures } from './admin-home-figures';

export type DigestReport = { day: string; sent: boolean; medicines: string[]; recipients: string[] };

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The daily low-stock digest: once per Lagos day, the medicines at or under their reorder level (or
 * out of stock) mailed to every admin. The day is claimed by inserting its row in
 * low_stock_digests first (primary key: the day), so with several replicas, or a second run the
 * same day, exactly one run mails.
 */
export class LowStockDigest {
  constructor(
    private readonly figures: AdminHomeFigures,
    private readonly alerts: StockAlertsRepository,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async run(now: Date): Promise<DigestReport> {
    const day = lagosDate(now);
    const stock = await this.figures.lowStock(now, null);
    // A day with nothing low claims nothing: a medicine falling under its level later that day is still sent.
    if (stock.medicines.length === 0) return { day, sent: false, medicines: [], recipients: [] };
    if (!(await this.alerts.claimLowStockDigest(day, stock.medicines.length))) return { day, sent: false, medicines: [], recipients: [] };
    const names = stock.medicines.map((m) => m.name);
    const admins = await this.figures.repository.adminEmails();
    const home = `${this.publicUrl}/admin`;
    const line = (m: (typeof stock.medicines)[number]) =>
      `${m.name}: ${m.out ? 'out of stock' : `${m.onHand} on hand`}, reorder level ${m.reorderLevel}` +
      (m.daysOfCover === null ? '' : `, ${m.daysOfCover} days of cover`);
    const subject = `Low stock ${day}: ${stock.out} out, ${stock.low} under the reorder level`;
    const text = [
      `Medicines at or under their reorder level on ${day}:`,
      '',
      ...stock.medicines.map((m) => `- ${line(m)}`),
      '',
      `Admin home: ${home}`,
    ].join('\n');
    const html =
      `<p>Medicines at or under their reorder level on ${day}:</p><ul>` +
      stock.medicines
        .map(
          (m) => `<li><a href="${home}/medicines/${m.medicineId}">${escape(m.name)}</a>: ${escape(line(m).slice(m.name.length + 2))}</li>`,
        )
        .join('') +
      `</ul><p><a href="${home}">Admin home</a></p>`;
    for (const to of admins) {
      try {
        await this.mailer.send({ to, subject, text, html, link: home });
      } catch (err) {
        this.log.error({ err, to }, 'low-stock digest not sent');
      }
    }
    return { day, sent: admins.length > 0, medicines: names, recipients: admins };
  }
}
