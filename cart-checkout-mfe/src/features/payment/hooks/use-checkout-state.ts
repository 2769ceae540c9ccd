import { useEffect, useState } from 'react';
import { type CheckoutState, getCheckoutState } from '../api/get-checkout-state';

/**
 * Asked when the form opens, and again when the browser shows it from its back/forward cache (Back
 * from the provider's page after paying): a form for nothing, or for a cart already paid, is never
 * payable. Null until known, or when it could not be asked (the server refuses an empty cart anyway).
 */
export function useCheckoutState(): CheckoutState | null {
  const [state, setState] = useState<CheckoutState | null>(null);
  useEffect(() => {
    let current = true;
    const ask = () =>
      getCheckoutState()
        .then((answer) => current && setState(answer))
        .catch(() => undefined);
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void ask();
    };
    void ask();
    window.addEventListener('pageshow', onPageShow);
    return () => {
      current = false;
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);
  return state;
}
