import { lazy, Suspense, useEffect, useState } from 'react';
import { currentUserId, type Medicine, useAuth } from 'shared-kernel';

// The checks for the person shopped for: only for a signed-in shopper, in a chunk of its own fetched
// after the page is drawn (never on the first render's path; the product page's size budget).
const MedicineSafety = lazy(() => import(/* webpackChunkName: "medicine-safety" */ './medicine-safety'));

/** Where the product page says whether the medicine suits the person the shopper buys for. */
export function MedicineSafetySlot({ medicine }: { medicine: Medicine }) {
  const signedIn = Boolean(useAuth(currentUserId));
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(true), []);
  if (!signedIn || !shown) return null;
  return (
    <Suspense fallback={null}>
      <MedicineSafety medicine={medicine} />
    </Suspense>
  );
}
