import type { RefillsService } from '../../domains/refills/refills-service';
import type { RefillCycle, RefillPlan } from '../../platform/db/schema/index';
import { mailTexts } from '../../platform/mail/mail-texts';
import { composeMail } from '../../platform/mail/mailer';
import type { SafetyGate } from '../medication-safety-check/safety-gate';
import type { RefillMailer } from './refill-mailer';
import type { Recipient, RefillMail } from './refill-mails';

/** The mail of a refill held by the clinical checks: the warnings in the shopper's language; no medicine name in the subject. */
function safetyMail(to: Recipient, medicine: string, warnings: string[], plansUrl: string): RefillMail {
  const t = mailTexts(to.locale);
  return {
    kind: 'safety',
    to: to.email,
    subject: t('refill.safety.subject'),
    ...composeMail({
      heading: t('refill.safety.heading'),
      paragraphs: [t('refill.safety.body', { medicine, warnings: warnings.map((w) => `- ${w}`).join('\n') })],
      action: { label: t('refill.openPlans'), url: plansUrl },
      locale: to.locale,
    }),
  };
}

/**
 * A refill's clinical checks on the day it is charged (safety-gate.ts): a blocking or major alert a
 * pharmacist has not overridden for this plan (a medicine bought since that interacts, an allergy
 * recorded since) holds it: nothing is reserved or charged, the plan pauses, the cycle waits with
 * the reason, the shopper is mailed once, and the hold is in the pharmacists' queue. Answers true when held.
 */
export async function heldForSafety(
  d: { safety: SafetyGate; refills: RefillsService; mailer: RefillMailer },
  plan: RefillPlan,
  cycle: RefillCycle,
  who: Recipient,
  plansUrl: string,
): Promise<boolean> {
  const gate = await d.safety.forRefill(plan);
  if (gate.kind === 'clear') return false;
  const reason =
    'A pharmacist must check this refill against the medicines and health of the person it is for before we charge it. Nothing was charged.';
  await d.refills.changeCycle(cycle.id, { status: 'asked', reason });
  await d.refills.changePlanNow(plan.id, { status: 'paused' });
  const pcm = who.locale === 'pcm';
  await d.mailer.send(
    plan,
    cycle,
    safetyMail(
      who,
      plan.medicineName,
      gate.alerts.map((a) => (pcm ? a.message.pcm : a.message.en)),
      plansUrl,
    ),
  );
  return true;
}
