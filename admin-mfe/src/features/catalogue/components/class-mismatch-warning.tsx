import { useEffect, useState } from 'react';
import { MEDICINE_CLASS_LABELS, type MedicineClass } from 'shared-kernel';
import { Checkbox } from 'shared-kernel/ui/forms';
import { type ClassCheck, checkMedicineClass } from '../api/class-check';

/** How long typing must pause before the catalogue is asked again. */
const PAUSE_MS = 400;

/**
 * Asks the API which prescription-only medicines a name and ingredients match, again whenever they
 * or the class change (after a pause in typing). Null until a name is given and answered; a failed
 * check is no warning here (the server checks again on save).
 */
export function useClassCheck(input: { name: string; activeIngredients: string; medicineClass: string; excludeId?: string }) {
  const [check, setCheck] = useState<ClassCheck | null>(null);
  const { name, activeIngredients, medicineClass, excludeId } = input;
  useEffect(() => {
    if (!name.trim() && !activeIngredients.trim()) return setCheck(null);
    let current = true;
    const timer = setTimeout(() => {
      checkMedicineClass({
        name: name.trim(),
        activeIngredients: activeIngredients.trim(),
        ...(medicineClass ? { medicineClass: medicineClass as MedicineClass } : {}),
        ...(excludeId ? { excludeId } : {}),
      }).then(
        (answer) => current && setCheck(answer),
        () => current && setCheck(null),
      );
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [name, activeIngredients, medicineClass, excludeId]);
  return check;
}

/**
 * The warning shown when the class says otherwise than matching prescription-only medicine: it
 * names them, and saving needs the tick (the server asks for the same confirmation).
 */
export function ClassMismatchWarning({
  check,
  medicineClass,
  idPrefix,
  confirmed,
  onConfirmedChange,
  error,
}: {
  check: ClassCheck | null;
  medicineClass: string;
  idPrefix: string;
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
  error?: string;
}) {
  if (!check?.mismatch) return null;
  const label = MEDICINE_CLASS_LABELS[medicineClass as MedicineClass]?.toLowerCase() ?? medicineClass;
  return (
    <div className="ep-alert admin-class-warning" role="alert" data-testid="class-mismatch-warning">
      <p>
        <strong>Check the class.</strong> This looks like prescription-only medicine already in the catalogue, but the class says {label}:
      </p>
      <ul>
        {check.matches.map((m) => (
          <li key={m.id}>
            {m.name}
            {m.activeIngredients ? ` (${m.activeIngredients})` : ''}: same {m.matchedOn === 'name' ? 'name' : 'active ingredient'}
          </li>
        ))}
      </ul>
      <Checkbox
        id={`${idPrefix}-confirm-class`}
        label={`I have checked: sell it as ${label}`}
        checked={confirmed}
        onChange={(event) => onConfirmedChange(event.target.checked)}
        aria-describedby={error ? `${idPrefix}-confirm-class-error` : undefined}
      />
      {error ? (
        <p id={`${idPrefix}-confirm-class-error`} className="ep-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
