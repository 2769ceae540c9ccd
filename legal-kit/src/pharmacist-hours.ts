import { useEffect, useState } from 'react';
// Through the package, not a relative path: the shared kernel's one publicApi and runtime configuration.
import { type PharmacistHours, publicApi } from 'shared-kernel';

export type { PharmacistHours };

/**
 * When pharmacists review prescriptions, from the API's configuration (GET /api/pharmacist-hours):
 * every "hours" text on the site reads it. The shop takes orders at any hour; prescriptions are
 * checked in these hours. Asked afresh on each call (its "next review" moment moves with the clock).
 */
export function loadPharmacistHours(): Promise<PharmacistHours> {
  return publicApi.get('/api/pharmacist-hours').then((answer) => answer.data);
}

/** The hours once read (null until then, or when the read failed: the page then says nothing of them). */
export function usePharmacistHours(): PharmacistHours | null {
  const [hours, setHours] = useState<PharmacistHours | null>(null);
  useEffect(() => {
    let live = true;
    loadPharmacistHours().then(
      (answer) => live && setHours(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return hours;
}
