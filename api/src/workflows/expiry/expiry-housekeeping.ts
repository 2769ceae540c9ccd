import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/client';
import type { Mailer } from '../../platform/mail/mailer';
import { lagosDate } from '../../domains/stock/batches';
import type { StockService } from '../../domains/stock/stock-service';
import { StockAlertsRepository } from '../../domains/stock-alerts/stock-alerts-repository';
import { ExpiryRepository } from './expiry-repository';

/** The report lists batches expiring within this many days. */
export const EXPIRY_REPORT_DAYS = 90;
/** The Lagos hour (0-23) from which the day's expiry report is mailed. */
export const EXPIRY_REPORT_HOUR = 7;

export type ExpiryRunReport = {
  day: string;
  /** Batches this run took out of sale (another replica's run may have taken the others). */
  quarantined: { batchId: string; lotNumber: string; quantity: number }[];
  /** Whether this run mailed the day's report (one run a day does). */
  mailed: boolean;
  recipients: string[];
};

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The daily expiry housekeeping: batches reaching their expiry margin are quarantined (every run:
 * each batch once, under its medicine's lock), and once per Lagos day, from EXPIRY_REPORT_HOUR,
 * the admins are mailed the quarantined batches still on the shelf (to write off or return) and
 * the sellable ones expiring within EXPIRY_REPORT_DAYS. The day is claimed by inserting its row in
 * stock_expiry_reports first (primary key: the day), so with several replicas exactly one mails.
 */
export class ExpiryHousekeeping {
  private readonly repository: ExpiryRepository;
  private readonly alerts: StockAlertsRepository;

  constructor(
    db: Database,
    private readonly stock: StockService,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.repository = new ExpiryRepository(db);
    this.alerts = new StockAlertsRepository(db);
  }

  async run(now: Date): Promise<ExpiryRunReport> {
    const day = lagosDate(now);
    const quarantined = (await this.stock.housekeeping.quarantineDue(now)).map(({ batchId, lotNumber, quantity }) => ({
      batchId,
      lotNumber,
      quantity,
    }));
    const lagosHour = new Date(now.getTime() + 3_600_000).getUTCHours();
    if (lagosHour < EXPIRY_REPORT_HOUR) return { day, quarantined, mailed: false, recipients: [] };
    // Quarantined batches still on the shelf whatever their expiry (a chronic medicine's margin is
    // longer), and sellable ones expiring within EXPIRY_REPORT_DAYS.
    const all = await this.stock.housekeeping.expiring(3650, now);
    const report = { batches: all.batches.filter((b) => b.status === 'quarantined' || b.daysLeft <= EXPIRY_REPORT_DAYS) };
    // A day with nothing to report claims nothing: a batch received later that day is still reported.
    if (report.batches.length === 0) return { day, quarantined, mailed: false, recipients: [] };
    if (!(await this.alerts.claimExpiryReport(day, report.batches.length))) return { day, quarantined, mailed: false, recipients: [] };
    const admins = await this.repository.adminEmails();
    const link = `${this.publicUrl}/admin/stock-reports`;
    const out = report.batches.filter((b) => b.status === 'quarantined');
    const soon = report.batches.filter((b) => b.status === 'sellable');
    const line = (b: (typeof report.batches)[number]) =>
      `${b.medicineName}, batch ${b.lotNumber}: ${b.quantity} units, expiry ${b.expiryDate} (${b.daysLeft < 0 ? `expired ${-b.daysLeft} days ago` : `${b.daysLeft} days`})`;
    const sections = [
      { title: 'Quarantined at their expiry margin (out of sale: write them off or return them to the distributor)', rows: out },
      { title: `Sellable, expiring within ${EXPIRY_REPORT_DAYS} days`, rows: soon },
    ].filter((s) => s.rows.length > 0);
    const subject = `Expiry report ${day}: ${out.length} quarantined, ${soon.length} expiring within ${EXPIRY_REPORT_DAYS} days`;
    const text = [...sections.flatMap((s) => [`${s.title}:`, ...s.rows.map((b) => `- ${line(b)}`), '']), `Stock reports: ${link}`].join(
      '\n',
    );
    const html =
      sections.map((s) => `<p>${escape(s.title)}:</p><ul>${s.rows.map((b) => `<li>${escape(line(b))}</li>`).join('')}</ul>`).join('') +
      `<p><a href="${link}">Stock reports</a></p>`;
    for (const to of admins) {
      try {
        await this.mailer.send({ to, subject, text, html, link });
      } catch (err) {
        this.log.error({ err, to }, 'expiry report not sent');
      }
    }
    return { day, quarantined, mailed: admins.length > 0, recipients: admins };
  }
}
