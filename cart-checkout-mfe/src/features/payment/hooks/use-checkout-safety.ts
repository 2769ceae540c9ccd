import { useEffect, useState } from 'react';
import { useShoppingFor } from 'medication-safety-kit';
import { type SafetyStop } from '../lib/safety-stop';

/**
 * The clinical checks at checkout: for whom (the person chosen on the cart, remembered), why the last
 * attempt was stopped, and the shopper's tick under major warnings (its acknowledgement then sent).
 */
export type CheckoutSafety = ReturnType<typeof useCheckoutSafety>;

export function useCheckoutSafety(userId: string | null) {
  const [profileId, setProfileId] = useShoppingFor(userId);
  const [stop, setStopState] = useState<SafetyStop | null>(null);
  const [read, setRead] = useState(false);
  // Another person, another check: what the last one said no longer stands.
  useEffect(() => {
    setStopState(null);
    setRead(false);
  }, [profileId]);
  const asking = stop?.code === 'safety-acknowledgement-required';
  return {
    profileId,
    setProfileId,
    stop,
    read,
    setRead,
    /** Major warnings shown and not ticked yet: paying waits for the tick. */
    unread: asking && !read,
    safetyAcknowledged: asking && read ? stop.acknowledgement : '',
    setSafetyStop: (next: SafetyStop | null) => {
      setStopState(next);
      setRead(false);
    },
  };
}
