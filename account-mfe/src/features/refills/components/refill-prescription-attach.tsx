import { useState } from 'react';
import { Alert, apiErrorCode, apiErrorMessage, Button, Loading, toast, useLoad } from 'shared-kernel';
import { PRESCRIPTION_ERROR_TEXT } from 'shared-kernel/prescriptions';
import { type HealthConsentTexts, PrescriptionUploadForm } from 'shared-kernel/ui/forms';
import { attachPrescription, getPrescriptionChoices, type PrescriptionChoice, type RefillPlan } from '../api/refills-api';
import { accountMessages, useAccountText } from '../../../i18n';

/** The shopper's words for a refused attach: the prescription refusals in their language, else the server's own words. */
function attachErrorText(t: typeof accountMessages.t, error: unknown): string {
  const code = apiErrorCode(error);
  // The kernel's text for this code is about deleting a prescription an order keeps.
  if (code === 'prescription-in-use') return t('refills.attach.inUse');
  return code && PRESCRIPTION_ERROR_TEXT[code] ? PRESCRIPTION_ERROR_TEXT[code] : apiErrorMessage(error, t('refills.attach.failed'));
}

const label = (t: typeof accountMessages.t, c: PrescriptionChoice) =>
  t('refills.attach.option', {
    prescriber: c.prescriberName,
    written: new Date(`${c.writtenOn}T12:00:00+01:00`),
    until: new Date(`${c.usableUntil}T12:00:00+01:00`),
  });

/** The shopper's own prescriptions the server would take for this plan: still usable, not serving another plan. */
function SavedChoice(p: { plan: RefillPlan; busy: boolean; onAttach: (id: string) => void }) {
  const t = useAccountText();
  const choices = useLoad(() => getPrescriptionChoices(p.plan.medicineId), [p.plan.medicineId], 'your prescriptions');
  const [chosen, setChosen] = useState('');
  if (choices.status === 'loading') return <Loading label={t('refills.rx.loading')} />;
  if (choices.status === 'error') return <Alert onRetry={choices.reload}>{t('refills.rx.failed')}</Alert>;
  const usable = choices.data.filter((c) => c.planId === null || c.planId === p.plan.id);
  if (usable.length === 0) return <p className="account-refill__hint">{t('refills.attach.none')}</p>;
  const id = `account-refill-${p.plan.id}-rx`;
  const value = usable.some((c) => c.id === chosen) ? chosen : usable[0].id;
  return (
    <form
      className="account-refill__attach-form"
      onSubmit={(e) => {
        e.preventDefault();
        p.onAttach(value);
      }}
    >
      <label htmlFor={id}>{t('refills.attach.yours')}</label>
      <select id={id} value={value} onChange={(e) => setChosen(e.target.value)}>
        {usable.map((c) => (
          <option key={c.id} value={c.id}>
            {label(t, c)}
          </option>
        ))}
      </select>
      <Button type="submit" disabled={p.busy}>
        {t('refills.attach.submit')}
      </Button>
    </form>
  );
}

/**
 * A prescription-only plan waiting for a prescription: attach one of the shopper's own usable
 * prescriptions, or upload a new one (behind the health-data consent) and attach it. The server
 * checks the plan and the prescription are the shopper's own and still usable, then puts the plan
 * back in the pharmacist's queue.
 */
export function RefillPrescriptionAttach(p: {
  plan: RefillPlan;
  /** The health-data consent prompt's words in the shopper's language (asked before the first upload). */
  consentTexts?: Partial<HealthConsentTexts>;
  onAttached: (plan: RefillPlan) => void;
}) {
  const { plan, consentTexts, onAttached } = p;
  const t = useAccountText();
  const [open, setOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const attach = async (prescriptionId: string) => {
    setBusy(true);
    setProblem('');
    try {
      const changed = await attachPrescription(plan.id, prescriptionId);
      toast.success(t('refills.toastTitle'), t('refills.done.attach'));
      onAttached(changed);
    } catch (err) {
      setProblem(attachErrorText(t, err));
    } finally {
      setBusy(false);
    }
  };
  const panelId = `account-refill-${plan.id}-attach`;
  return (
    <div className="account-refill__attach">
      <Button aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {t('refills.attach.open')}
      </Button>
      {open ? (
        <section id={panelId} className="account-refill__rx" aria-label={t('refills.attach.open')}>
          <SavedChoice plan={plan} busy={busy} onAttach={(id) => void attach(id)} />
          {problem ? <Alert>{problem}</Alert> : null}
          <Button variant="secondary" aria-expanded={uploading} onClick={() => setUploading(!uploading)}>
            {t('refills.attach.uploadNew')}
          </Button>
          {uploading ? (
            <PrescriptionUploadForm
              idPrefix={`account-refill-${plan.id}-upload`}
              consentTexts={consentTexts}
              submitLabel={t('refills.attach.uploadSubmit')}
              onUploaded={(saved) => void attach(saved.id)}
            />
          ) : null}
          <p className="account-refill__hint">{t('refills.rx.hint')}</p>
        </section>
      ) : null}
    </div>
  );
}
