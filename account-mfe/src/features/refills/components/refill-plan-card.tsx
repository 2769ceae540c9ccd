import { lazy, Suspense, useState } from 'react';
import { apiErrorMessage, Button, toast } from 'shared-kernel';
import type { HealthConsentTexts } from 'prescriptions-kit';
import { useForm } from 'shared-kernel/ui/forms';
import { actOnPlan, type PlanAction } from '../api/act-on-plan';
import { leaveSiteFor, type RefillPlan } from '../api/refills-shared';
import { payPlan } from '../api/pay-plan';
import { setDaysLeft } from '../api/set-days-left';
import { useAccountText } from '../../../i18n';
import { RefillSafetyHold } from './refill-safety-hold';

// The attach panel (the shopper's prescriptions and the upload form) comes when it is opened.
const RefillPrescriptionAttachPanel = lazy(() => import(/* webpackChunkName: "refill-attach" */ './refill-prescription-attach'));

/** "Attach a prescription" on a plan waiting for one: opens the panel that attaches or uploads it. */
function RefillPrescriptionAttach(p: {
  plan: RefillPlan;
  consentTexts?: Partial<HealthConsentTexts>;
  onAttached: (plan: RefillPlan) => void;
}) {
  const t = useAccountText();
  const [open, setOpen] = useState(false);
  const panelId = `account-refill-${p.plan.id}-attach`;
  return (
    <div className="account-refill__attach">
      <Button aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {t('refills.attach.open')}
      </Button>
      {open ? (
        <Suspense fallback={<p role="status">{t('refills.attach.loading')}</p>}>
          <RefillPrescriptionAttachPanel {...p} panelId={panelId} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** A plan's day (yyyy-mm-dd, Lagos) as a date the messages format: noon in Lagos, so no time zone moves it. */
export const refillDay = (day: string) => new Date(`${day}T12:00:00+01:00`);

function PlanFacts({ plan }: { plan: RefillPlan }) {
  const t = useAccountText();
  const card = plan.card ? t('refills.card', { brand: plan.card.brand.toUpperCase(), last4: plan.card.last4 }) : '';
  return (
    <dl className="account-refill__facts">
      <dt>{t('refills.nextRefill')}</dt>
      <dd data-testid="refill-next">{t('refills.day', { day: refillDay(plan.nextRunOn) })}</dd>
      <dt>{t('refills.amount')}</dt>
      <dd>{plan.nextAmount === null ? t('refills.pricedOnDay') : t('refills.amountWithDelivery', { amount: plan.nextAmount })}</dd>
      <dt>{t('refills.every')}</dt>
      <dd>
        {plan.intervalDays % 7 === 0
          ? t('refills.weeks', { count: plan.intervalDays / 7 })
          : t('refills.days', { count: plan.intervalDays })}
      </dd>
      <dt>{t('refills.payment')}</dt>
      <dd>{plan.autoPay && plan.card ? t('refills.autoPay', { card }) : t('refills.payLink')}</dd>
      {plan.lastCycle ? (
        <>
          <dt>{t('refills.lastRefill')}</dt>
          <dd>
            {t('refills.lastCycle', { day: refillDay(plan.lastCycle.runOn), status: plan.lastCycle.status })}
            {plan.lastCycle.reason ? ` (${plan.lastCycle.reason})` : ''}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/** "I still have N days' worth": the next refill moves so it arrives before the last dose. */
function DaysLeftForm({ plan, busy, onMove }: { plan: RefillPlan; busy: boolean; onMove: (days: number) => unknown }) {
  const t = useAccountText();
  const form = useForm({ initial: { daysLeft: '' } });
  const { error: _error, ...daysLeft } = form.field('daysLeft');
  const id = `account-refill-${plan.id}-days`;
  const move = ({ daysLeft: typed }: { daysLeft: string }) => {
    const n = Number(typed);
    if (typed !== '' && Number.isInteger(n) && n >= 0 && n <= 120) return onMove(n);
  };
  return (
    <form className="account-refill__days" onSubmit={form.handleSubmit(move)}>
      <label htmlFor={id}>{t('refills.daysLeft')}</label>
      <input id={id} type="number" inputMode="numeric" min={0} max={120} {...daysLeft} />
      <Button type="submit" variant="secondary" disabled={busy || daysLeft.value === ''}>
        {t('refills.moveDate')}
      </Button>
    </form>
  );
}

/** A pharmacist refused the plan's last prescription, and no other is attached yet. */
const refused = (plan: RefillPlan) => plan.status === 'needs-prescription' && !plan.prescriptionId && Boolean(plan.prescriptionRefusal);

/** A plan waiting for a prescription: a pharmacist's refusal of the last one and why, by when, and a way to attach one when it has none. */
function PrescriptionWait(p: { plan: RefillPlan; consentTexts?: Partial<HealthConsentTexts>; onChanged: (plan: RefillPlan) => void }) {
  const t = useAccountText();
  const { plan } = p;
  return (
    <>
      {refused(plan) && plan.prescriptionRefusal ? (
        <div className="account-refill__refused" role="note" data-testid="refill-refused">
          {t('refills.refused.reason', { reason: plan.prescriptionRefusal.reason, when: new Date(plan.prescriptionRefusal.at) })}
        </div>
      ) : null}
      <p className="account-refill__waits" data-testid="refill-waits">
        {t(plan.prescriptionId ? 'refills.waitsForCheck' : 'refills.waitsForUpload', { day: refillDay(plan.nextRunOn) })}
      </p>
      {plan.prescriptionId ? null : <RefillPrescriptionAttach plan={plan} consentTexts={p.consentTexts} onAttached={p.onChanged} />}
    </>
  );
}

/** One plan: next date and amount, how it is paid, and the shopper's actions. */
export function RefillPlanCard(p: {
  plan: RefillPlan;
  /** The words of the health-data consent asked before uploading a prescription for a waiting plan. */
  consentTexts?: Partial<HealthConsentTexts>;
  onChanged: (plan: RefillPlan) => void;
}) {
  const { plan, consentTexts, onChanged } = p;
  const t = useAccountText();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<RefillPlan>, done: string) => {
    setBusy(true);
    try {
      onChanged(await work());
      toast.success(t('refills.toastTitle'), done);
    } catch (err) {
      toast.error(t('refills.toastTitle'), apiErrorMessage(err, t('refills.actionFailed')));
    } finally {
      setBusy(false);
    }
  };
  const payNow = async () => {
    setBusy(true);
    try {
      leaveSiteFor((await payPlan(plan.id)).authorizationUrl);
    } catch (err) {
      toast.error(t('refills.toastTitle'), apiErrorMessage(err, t('refills.payFailed')));
      setBusy(false);
    }
  };
  const act = (action: PlanAction, done: string) => run(() => actOnPlan(plan.id, action), done);
  const headingId = `account-refill-${plan.id}`;
  return (
    <li className="account-card account-refill" aria-labelledby={headingId} data-plan={plan.id}>
      <h2 id={headingId}>
        {plan.quantity} × {plan.medicineName}
      </h2>
      <p className={`account-status${plan.status === 'active' ? '' : ' account-status--review'}`}>
        {t('refills.status', { status: refused(plan) ? 'prescription_refused' : plan.status.replace(/-/g, '_') })}
      </p>
      {plan.status === 'paused' ? <RefillSafetyHold plan={plan} /> : null}
      {plan.status === 'needs-prescription' ? <PrescriptionWait plan={plan} consentTexts={consentTexts} onChanged={onChanged} /> : null}
      <PlanFacts plan={plan} />
      <div className="account-form__actions">
        {plan.status === 'needs-confirmation' && (
          <Button disabled={busy} onClick={() => act('confirm-price', t('refills.done.confirmPrice'))}>
            {t('refills.confirmPrice')}
          </Button>
        )}
        {plan.status === 'active' && (!plan.autoPay || plan.lastCycle?.status === 'asked') && (
          <Button disabled={busy} onClick={() => void payNow()}>
            {t('refills.payNow')}
          </Button>
        )}
        {plan.status === 'active' && (
          <Button variant="secondary" disabled={busy} onClick={() => act('skip', t('refills.done.skip'))}>
            {t('refills.skipNext')}
          </Button>
        )}
        {plan.status === 'active' && (
          <Button variant="secondary" disabled={busy} onClick={() => act('pause', t('refills.done.pause'))}>
            {t('refills.pause')}
          </Button>
        )}
        {plan.status === 'paused' && (
          <Button disabled={busy} onClick={() => act('resume', t('refills.done.resume'))}>
            {t('refills.resume')}
          </Button>
        )}
        <Button variant="secondary" disabled={busy} onClick={() => act('cancel', t('refills.done.cancel'))}>
          {t('refills.cancel')}
        </Button>
      </div>
      <DaysLeftForm plan={plan} busy={busy} onMove={(n) => run(() => setDaysLeft(plan.id, n), t('refills.done.move'))} />
    </li>
  );
}
