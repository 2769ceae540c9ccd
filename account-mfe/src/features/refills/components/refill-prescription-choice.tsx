import { useEffect } from 'react';
import { Alert, Link, Loading, useLoad } from 'shared-kernel';
import { getPrescriptionChoices, type PrescriptionChoice } from '../api/get-prescription-choices';
import { accountMessages, useAccountText } from '../../../i18n';

const label = (t: typeof accountMessages.t, c: PrescriptionChoice) =>
  t('refills.rx.option', {
    prescriber: c.prescriberName,
    written: new Date(`${c.writtenOn}T12:00:00+01:00`),
    state: c.planId !== null ? 'used' : c.approvedQuantity !== null ? 'approved' : 'unchecked',
    count: c.approvedQuantity,
  });

/**
 * The prescription a prescription-only medicine's plan is dispensed against: the shopper's own,
 * still usable, those a pharmacist approved for it first; or a clear way to upload one. Reports the
 * chosen one and the most a refill may take on it (the server checks both again).
 */
export function RefillPrescriptionChoice(p: {
  medicineId: string;
  medicineName: string;
  value: string;
  onChange: (id: string, maxQuantity: number | null) => void;
}) {
  const { medicineId, medicineName, value, onChange } = p;
  const t = useAccountText();
  const choices = useLoad(() => getPrescriptionChoices(medicineId), [medicineId], 'your prescriptions');
  const usable = choices.status === 'ready' ? choices.data.filter((c) => c.planId === null) : [];
  const first = usable[0];
  useEffect(() => {
    if (!value && first) onChange(first.id, first.approvedQuantity);
  }, [value, first, onChange]);
  if (choices.status === 'loading') return <Loading label={t('refills.rx.loading')} />;
  if (choices.status === 'error') return <Alert onRetry={choices.reload}>{t('refills.rx.failed')}</Alert>;
  if (usable.length === 0)
    return (
      <div className="account-refill__rx" role="alert">
        <p>{t('refills.rx.needed', { name: medicineName })}</p>
        <Link to="/account/prescriptions">{t('refills.rx.upload')}</Link>
        {t('refills.rx.comeBack')}
      </div>
    );
  const chosen = usable.find((c) => c.id === value) ?? first;
  return (
    <>
      <label htmlFor="refill-prescription">{t('refills.rx.against')}</label>
      <select
        id="refill-prescription"
        value={chosen.id}
        onChange={(e) => {
          const c = usable.find((x) => x.id === e.target.value);
          if (c) onChange(c.id, c.approvedQuantity);
        }}
      >
        {choices.data.map((c) => (
          <option key={c.id} value={c.id} disabled={c.planId !== null}>
            {label(t, c)}
          </option>
        ))}
      </select>
      <p className="account-refill__hint">{t('refills.rx.hint')}</p>
    </>
  );
}
