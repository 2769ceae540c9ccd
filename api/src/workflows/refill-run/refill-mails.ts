import { formatNaira } from '../../lib/money';
import { composeMail, type MailMessage } from '../../mail/mailer';

const day = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'Africa/Lagos' }).format(new Date(`${iso}T12:00:00+01:00`));

export type MailLinks = Partial<Record<'pay' | 'skip' | 'change-date' | 'pause' | 'cancel', string>>;

function linkParagraphs(links: MailLinks): string[] {
  const out: string[] = [];
  if (links.skip) out.push(`Skip this refill: ${links.skip}`);
  if (links['change-date']) out.push(`Change the date: ${links['change-date']}`);
  if (links.pause) out.push(`Pause the plan: ${links.pause}`);
  if (links.cancel) out.push(`Cancel the plan: ${links.cancel}`);
  out.push('Each link works once and only for what it says. Skipping, pausing and cancelling need no login.');
  return out;
}

const mail = (to: string, subject: string, body: Parameters<typeof composeMail>[0], link?: string): MailMessage => ({
  to,
  subject,
  ...composeMail(body),
  ...(link ? { link } : {}),
});

/** 7 days before: the refill is coming (and what it will cost), with the one-tap links. */
export function reminderMail(
  to: string,
  p: { medicine: string; quantity: number; runOn: string; amountKobo: number; autoPay: boolean; card: string | null },
  links: MailLinks,
) {
  return mail(
    to,
    `Your ${p.medicine} refill is due on ${day(p.runOn)}`,
    {
      heading: `Your ${p.medicine} refill is coming up`,
      paragraphs: [
        `${p.quantity} × ${p.medicine} is due on ${day(p.runOn)}, about ${formatNaira(p.amountKobo)} with delivery.`,
        p.autoPay && p.card
          ? `We will charge your ${p.card} then; you will get one more notice 3 days before.`
          : 'We will send you a link to pay when it is due.',
        ...linkParagraphs(links),
      ],
      ...(links.pay ? { action: { label: 'Pay now', url: links.pay } } : {}),
    },
    links.skip,
  );
}

/** 3 days before an automatic charge: no charge happens without this notice. */
export function chargeNoticeMail(
  to: string,
  p: { medicine: string; quantity: number; runOn: string; amountKobo: number; card: string },
  links: MailLinks,
) {
  return mail(
    to,
    `We will charge ${formatNaira(p.amountKobo)} for your ${p.medicine} refill on ${day(p.runOn)}`,
    {
      heading: 'Notice of your automatic refill payment',
      paragraphs: [
        `On ${day(p.runOn)} we will charge ${formatNaira(p.amountKobo)} to your ${p.card} for ${p.quantity} × ${p.medicine} with delivery, and place the order.`,
        'If the price rises by more than 10 % before then, we ask you first instead of charging.',
        ...linkParagraphs(links),
      ],
    },
    links.cancel,
  );
}

export function payLinkMail(
  to: string,
  p: { medicine: string; runOn: string; amountKobo: number; reason: string | null },
  links: MailLinks,
) {
  return mail(
    to,
    `Your ${p.medicine} refill is ready to pay`,
    {
      heading: `Your ${p.medicine} refill is due`,
      paragraphs: [
        ...(p.reason ? [p.reason] : []),
        `It comes to ${formatNaira(p.amountKobo)} with delivery. Pay when you are ready; nothing has been charged.`,
        ...linkParagraphs(links),
      ],
      ...(links.pay ? { action: { label: 'Pay now', url: links.pay } } : {}),
    },
    links.pay,
  );
}

export function chargeFailedMail(to: string, p: { medicine: string; reason: string; retryOn: string | null }, links: MailLinks) {
  return mail(
    to,
    `We could not charge your card for your ${p.medicine} refill`,
    {
      heading: 'Your refill payment did not go through',
      paragraphs: [
        `The bank said: ${p.reason}. Nothing was charged and no order was placed.`,
        p.retryOn ? `We will try once more on ${day(p.retryOn)}.` : 'We will not try again.',
        ...linkParagraphs(links),
      ],
      ...(links.pay ? { action: { label: 'Pay now', url: links.pay } } : {}),
    },
    links.pay,
  );
}

export function dunningMail(to: string, p: { medicine: string; reason: string }, links: MailLinks) {
  return mail(
    to,
    `Your ${p.medicine} refill plan is paused`,
    {
      heading: 'We have paused your refill plan',
      paragraphs: [
        `We tried to charge your card several times for your ${p.medicine} refill and the bank refused (${p.reason}). Nothing was charged.`,
        'Your plan is paused until you resume it in My refill plans, where you can also pay for this refill now.',
      ],
      ...(links.pay ? { action: { label: 'Pay now', url: links.pay } } : {}),
    },
    links.pay,
  );
}

export function askMail(to: string, subject: string, heading: string, paragraphs: string[], url: string) {
  return mail(to, subject, { heading, paragraphs, action: { label: 'Open My refill plans', url } }, url);
}
