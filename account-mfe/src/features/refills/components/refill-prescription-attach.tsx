import { useState } from 'react';
import { Alert, apiErrorCode, apiErrorMessage, Button, Loading, toast, useLoad } from 'shared-kernel';
import { PRESCRIPTION_ERROR_TEXT } from 'prescriptions-kit';
import { type HealthConsentTexts, PrescriptionUploadForm } from 'prescriptions-kit';
import { useForm } from 'shared-kernel/ui/forms';
import { attachPrescription } from '../api/attach-prescription';
import { getPrescriptionChoices, type PrescriptionChoice } from '../api/get-prescription-choices';
import { type RefillPlan } from '../api/refills-shared';
import { useAccountText } from '../../../i18n';
// The panel's own words live with the account's less visited screens' texts (loaded with this panel).
import { moreMessages, useMoreText } from '../../../i18n/more';

/** The shopper's words for a refused attach: the prescription refusals in their language, else the server's own words. */
function attachErrorText(t: typeof moreMessages.t, error: unknown): string {
  const code = apiErrorCode(error);
  // The kernel's text for this code is about deleting a prescription an order keeps.
  if (code === 'prescription-in-use') return t('refills.attach.inUse');
  return code && PRESCRIPTION_ERROR_TEXT[code] ? PRESCRIPTION_ERROR_TEXT[code] : apiErrorMessage(error, t('refills.attach.failed'));
}

const label = (t: typeof moreMessages.t, c: PrescriptionChoice) =>
  t('refills.attach.option', {
    prescriber: c.prescriberName,
    written: new Date(`${c.writtenOn}T12:00:00+01:00`),
    until: new Date(`${c.usableUntil}T12:00:00+01:00`),
  });

/** The shopper's own prescriptions the server would take for this plan: still usable, not serving another plan. */
function SavedChoice(p: { plan: RefillPlan; busy: boolean; onAttach: (id: string) => void }) {
  const t = useAccountText();
  const words = useMoreText();
  const choices = useLoad(() => getPrescriptionChoices(p.plan.medicineId), [p.plan.medicineId], 'your prescriptions');
  const form = useForm({ initial: { prescription: '' } });
  const chosen = form.values.prescription;
  if (choices.status === 'loading') return <Loading label={t('refills.rx.loading')} />;
  if (choices.status === 'error') return <Alert onRetry={choices.reload}>{t('refills.rx.failed')}</Alert>;
  const usable = choices.data.filter((c) => c.planId === null || c.planId === p.plan.id);
  if (usable.length === 0) return <p className="account-refill__hint">{words('refills.attach.none')}</p>;
  const id = `account-refill-${p.plan.id}-rx`;
  const value = usable.some((c) => c.id === chosen) ? chosen : usable[0].id;
  return (
    <form className="account-refill__attach-form" onSubmit={form.handleSubmit(() => p.onAttach(value))}>
      <label htmlFor={id}>{words('refills.attach.yours')}</label>
      <select id={id} value={value} onChange={(e) => form.setValue('prescription', e.target.value)}>
        {usable.map((c) => (
          <option key={c.id} value={c.id}>
            {label(words, c)}
          </option>
        ))}
      </select>
      <Button type="submit" disabled={p.busy}>
        {words('refills.attach.submit')}
      </Button>
    </form>
  );
}

/**
 * The panel of a prescription-only plan waiting for a prescription: attach one of the shopper's own
 * usable prescriptions, or upload a new one (behind the health-data consent) and attach it. The
 * server checks the plan and the prescription are the shopper's own and still usable, then puts the
 * plan back in the pharmacist's queue. Loaded when the shopper opens it (refill-plan-card.tsx), so
 * the upload form is not part of the plans page's first download.
 */
export default function RefillPrescriptionAttachPanel(p: {
  plan: RefillPlan;
  panelId: string;
  /** The health-data consent prompt's words in the shopper's language (asked before the first upload). */
  consentTexts?: Partial<HealthConsentTexts>;
  onAttached: (plan: RefillPlan) => void;
}) {
  const { plan, consentTexts, onAttached } = p;
  const t = useAccountText();
  const words = useMoreText();
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
      setProblem(attachErrorText(words, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section id={p.panelId} className="account-refill__rx" aria-label={t('refills.attach.open')}>
      <SavedChoice plan={plan} busy={busy} onAttach={(id) => void attach(id)} />
      {problem ? <Alert>{problem}</Alert> : null}
      <Button variant="secondary" aria-expanded={uploading} onClick={() => setUploading(!uploading)}>
        {words('refills.attach.uploadNew')}
      </Button>
      {uploading ? (
        <PrescriptionUploadForm
          idPrefix={`account-refill-${plan.id}-upload`}
          consentTexts={consentTexts}
          submitLabel={words('refills.attach.uploadSubmit')}
          onUploaded={(saved) => void attach(saved.id)}
        />
      ) : null}
      <p className="account-refill__hint">{t('refills.rx.hint')}</p>
    </section>
  );
}
