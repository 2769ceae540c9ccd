import { useCallback, useEffect, useState } from 'react';
import { getPharmacyChoices, type PharmacyChoice } from '../api/get-pharmacy-choices';
import { getStaffBindings } from '../api/get-staff-bindings';

/** The pharmacies a user can be made staff of, and who is staff where (changes made here kept as saved). */
export function useStaffBindings() {
  const [choices, setChoices] = useState<PharmacyChoice[]>([]);
  const [bound, setBound] = useState<ReadonlyMap<string, string | null>>(new Map());
  useEffect(() => {
    let live = true;
    Promise.all([getPharmacyChoices(), getStaffBindings()]).then(
      ([pharmacies, bindings]) => {
        if (!live) return;
        setChoices(pharmacies);
        setBound(new Map(bindings.map((b) => [b.userId, b.pharmacyId])));
      },
      (error: unknown) => console.error('Could not load the pharmacy staff', error),
    );
    return () => {
      live = false;
    };
  }, []);
  const saved = useCallback((userId: string, pharmacyId: string | null) => setBound((m) => new Map(m).set(userId, pharmacyId)), []);
  const pharmacyOf = (userId: string) => bound.get(userId) ?? null;
  return { choices, pharmacyOf, saved };
}
