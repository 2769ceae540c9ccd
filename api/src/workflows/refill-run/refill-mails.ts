import { composeMail, type MailMessage } from '../../platform/mail/mailer';
import { mailTexts, type MailText } from '../../platform/mail/mail-texts';

/** A refill day (yyyy-mm-dd, a Lagos day) as a moment in it, for `{day, date, dmy}`. */
const day = (iso: string) => new Date(`${iso}T12:00:00+01:00`);

export type MailLinks = Partial<Record<'pay' | 'skip' | 'change-date' | 'pause' | 'cancel', string>>;

/** Who a refill mail goes to, and in which language (the account's; English when none). */
export type Recipient = { email: string; locale: string | null };

/** A refill mail and its kind: one of each kind per cycle (reminder, notice, pay, failed, paused, ...). */
export type RefillMail = MailMessage & { kind: string };

function linkParagraphs(links: MailLinks, t: MailText): string[] {
  const out: string[] = [];
  if (links.skip) out.push(t('refill.link.skip', { url: links.skip }));
  if (links['change-date']) out.push(t('refill.link.changeDate', { url: links['change-date'] }));
  if (links.pause) out.push(t('refill.link.pause', { url: links.pause }));
  if (links.cancel) out.push(t('refill.link.cancel', { url: links.cancel }));
  out.push(t('refill.link.note'));
  return out;
}

/** The mail `refill.<kind>.subject` / `.heading` with these paragraphs, in the recipient's language. */
function mail(
  to: Recipient,
  kind: string,
  name: string,
  values: Record<string, string | number | Date>,
  body: (t: MailText) => { paragraphs: string[]; action?: { label: string; url: string } },
  link?: string,
): RefillMail {
  const t = mailTexts(to.locale);
  return {
    kind,
    to: to.email,
    subject: t(`refill.${name}.subject`, values),
    ...composeMail({ heading: t(`refill.${name}.heading`, values), ...body(t), locale: to.locale }),
    ...(link ? { link } : {}),
  };
}

const payAction = (links: MailLinks, t: MailText) => (links.pay ? { action: { label: t('refill.payNow'), url: links.pay } } : {});

/** 7 days before: the refill is coming (and what it will cost), with the one-tap links. */
export function reminderMail(
  to: Recipient,
  p: { medicine: string; quantity: number; runOn: string; amountKobo: number; autoPay: boolean; card: string | null },
  links: MailLinks,
) {
  const values = { medicine: p.medicine, quantity: p.quantity, day: day(p.runOn), amount: p.amountKobo, card: p.card ?? '' };
  return mail(
    to,
    'reminder',
    'reminder',
    values,
    (t) => ({
      paragraphs: [
        t('refill.reminder.body', values),
        p.autoPay && p.card ? t('refill.reminder.autoPay', values) : t('refill.reminder.payLink'),
        ...linkParagraphs(links, t),
      ],
      ...payAction(links, t),
    }),
    links.skip,
  );
}

/** 3 days before an automatic charge: no charge happens without this notice. */
export function chargeNoticeMail(
  to: Recipient,
  p: { medicine: string; quantity: number; runOn: string; amountKobo: number; card: string },
  links: MailLinks,
) {
  const values = { medicine: p.medicine, quantity: p.quantity, day: day(p.runOn), amount: p.amountKobo, card: p.card };
  return mail(
    to,
    'notice',
    'notice',
    values,
    (t) => ({ paragraphs: [t('refill.notice.body', values), t('refill.notice.rise'), ...linkParagraphs(links, t)] }),
    links.cancel,
  );
}

/** The refill is due and waits for the shopper to pay (`bankAsks`: their bank wanted them to confirm a charge). */
export function payLinkMail(to: Recipient, p: { medicine: string; amountKobo: number; bankAsks: boolean }, links: MailLinks) {
  const values = { medicine: p.medicine, amount: p.amountKobo };
  return mail(
    to,
    'pay',
    'pay',
    values,
    (t) => ({
      paragraphs: [...(p.bankAsks ? [t('refill.pay.bankAsks')] : []), t('refill.pay.body', values), ...linkParagraphs(links, t)],
      ...payAction(links, t),
    }),
    links.pay,
  );
}

/** The bank refused an automatic charge (`reason`: the bank's words, as given). */
export function chargeFailedMail(to: Recipient, p: { medicine: string; reason: string; retryOn: string | null }, links: MailLinks) {
  const values = { medicine: p.medicine, reason: p.reason };
  return mail(
    to,
    'failed',
    'failed',
    values,
    (t) => ({
      paragraphs: [
        t('refill.failed.body', values),
        p.retryOn ? t('refill.failed.retry', { day: day(p.retryOn) }) : t('refill.failed.noRetry'),
        ...linkParagraphs(links, t),
      ],
      ...payAction(links, t),
    }),
    links.pay,
  );
}

export function dunningMail(to: Recipient, p: { medicine: string; reason: string }, links: MailLinks) {
  const values = { medicine: p.medicine, reason: p.reason };
  return mail(
    to,
    'paused',
    'dunning',
    values,
    (t) => ({ paragraphs: [t('refill.dunning.body', values), t('refill.dunning.resume')], ...payAction(links, t) }),
    links.pay,
  );
}

/**
 * The refill waits for the shopper, who acts in My refill plans: it could not be prepared
 * (`problem`: why, as the shop found it), the medicine is no longer sold, its price rose more than
 * 10 % (`unitKobo`), or a new prescription is needed (`problem`: what is wrong with the old one).
 */
export function askMail(
  to: Recipient,
  ask: 'unprepared' | 'unsold' | 'price' | 'prescription',
  p: { medicine: string; problem?: string; unitKobo?: number },
  url: string,
) {
  const values = { medicine: p.medicine, problem: p.problem ?? '', unit: p.unitKobo ?? 0 };
  return mail(
    to,
    ask === 'unsold' ? 'paused' : ask,
    ask,
    values,
    (t) => ({
      paragraphs: [t(`refill.${ask}.body`, values), ...(ask === 'unprepared' ? [t('refill.nothingCharged')] : [])],
      action: { label: t('refill.openPlans'), url },
    }),
    url,
  );
}

/** A pharmacist refused the plan's prescription: why, and another one to upload; nothing is charged meanwhile. */
export function prescriptionRefusedMail(
  to: Recipient,
  p: { medicine: string; quantity: number; runOn: string; reason: string },
  url: string,
) {
  const values = { medicine: p.medicine, quantity: p.quantity, day: day(p.runOn), reason: p.reason };
  return mail(
    to,
    'rx-refused',
    'rxRefused',
    values,
    (t) => ({
      paragraphs: [t('refill.rxRefused.body', values), t('refill.rxRefused.next', values)],
      action: { label: t('refill.openPlans'), url },
    }),
    url,
  );
}

/**
 * A prescription-only plan's next refill waits for a pharmacist's check of its prescription
 * (`needs`: 'check'), or for the shopper to upload one ('upload'): what is needed and by when (the
 * refill's day). Sent on the reminder's day (`today` false) and, if still waiting, on the refill's
 * day (`today`: that refill was not sent, nothing charged).
 */
export function prescriptionWaitMail(
  to: Recipient,
  p: { medicine: string; quantity: number; runOn: string; needs: 'check' | 'upload'; today: boolean },
  url: string,
) {
  const values = { medicine: p.medicine, quantity: p.quantity, day: day(p.runOn) };
  const name = p.needs === 'check' ? 'rxCheck' : 'rxNeeded';
  return mail(
    to,
    p.today ? 'rx-wait-today' : 'rx-wait',
    name,
    values,
    (t) => ({
      paragraphs: [t(`refill.${name}.body`, values), t(p.today ? 'refill.rxWait.today' : 'refill.rxWait.before')],
      action: { label: t('refill.openPlans'), url },
    }),
    url,
  );
}
