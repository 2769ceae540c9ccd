import { useEffect } from 'react';
import { Alert, Link, Loading, useLoad } from 'shared-kernel';
import { getPrescriptionChoices, type PrescriptionChoice } from '../api/refills-api';

const label = (c: PrescriptionChoice) => {
  const what =
    c.planId !== null
      ? 'used by your other plan'
      : c.approvedQuantity !== null
        ? `approved for up to ${c.approvedQuantity} at a time`
        : 'not checked for this medicine yet';
  return `${c.prescriberName}, written ${c.writtenOn} (${what})`;
};

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
  const choices = useLoad(() => getPrescriptionChoices(medicineId), [medicineId], 'your prescriptions');
  const usable = choices.status === 'ready' ? choices.data.filter((c) => c.planId === null) : [];
  const first = usable[0];
  useEffect(() => {
    if (!value && first) onChange(first.id, first.approvedQuantity);
  }, [value, first, onChange]);
  if (choices.status === 'loading') return <Loading label="Loading your prescriptions…" />;
  if (choices.status === 'error') return <Alert onRetry={choices.reload}>We could not load your prescriptions.</Alert>;
  if (usable.length === 0)
    return (
      <div className="account-refill__rx" role="alert">
        <p>
          {medicineName} is prescription-only. You need a prescription written within the last six months that no other plan of yours uses.
        </p>
        <Link to="/account/prescriptions">Upload your prescription</Link>, then come back to this page.
      </div>
    );
  const chosen = usable.find((c) => c.id === value) ?? first;
  return (
    <>
      <label htmlFor="refill-prescription">Dispensed against</label>
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
            {label(c)}
          </option>
        ))}
      </select>
      <p className="account-refill__hint">
        A pharmacist checks this prescription and sets how much it allows before the first refill; nothing is charged until then.
      </p>
    </>
  );
}
