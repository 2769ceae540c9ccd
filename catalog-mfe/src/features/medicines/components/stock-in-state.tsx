import { useEffect, useState } from 'react';
import { getAvailability, getDeliveryZones } from 'shared-kernel/delivery';
import { byCharacters } from 'shared-kernel';

const STATE_KEY = 'ep.shopper.state';
const CART_ZONE_KEY = 'ep.cart.deliveryZone';

function remembered(key: string, storage: () => Storage): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/**
 * Stock where the shopper is: "In stock in Kano" (a pharmacy delivering there has it) or "Ships from
 * Lagos in 3–5 days" (the central warehouse), for the state they choose (kept for their next visit;
 * first the state chosen in the cart, else Lagos).
 */
export function StockInState({ medicineId }: { medicineId: string }) {
  const [states, setStates] = useState<{ state: string; zone: string }[]>([]);
  const [state, setState] = useState(() => remembered(STATE_KEY, () => localStorage) ?? '');
  const [message, setMessage] = useState('');
  useEffect(() => {
    let live = true;
    getDeliveryZones()
      .then((overview) => {
        if (!live) return;
        const zones = (overview.zones ?? []).map((z) => ({ state: z.state ?? '', zone: z.code ?? '' }));
        const unique = [...new Map(zones.map((z) => [z.state, z])).values()].sort((a, b) => byCharacters(a.state, b.state));
        setStates(unique);
        const cartZone = remembered(CART_ZONE_KEY, () => sessionStorage);
        setState((current) => current || zones.find((z) => z.zone === cartZone)?.state || 'Lagos');
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (!state) return undefined;
    let live = true;
    getAvailability(medicineId, state)
      .then((answer) => live && setMessage(answer.message ?? ''))
      .catch(() => live && setMessage(''));
    return () => {
      live = false;
    };
  }, [medicineId, state]);
  if (states.length === 0) return null;
  return (
    <p className="catalog-stock-in-state" data-testid="stock-in-state">
      <label htmlFor="stock-state">Deliver to </label>
      <select
        id="stock-state"
        value={state}
        onChange={(event) => {
          setState(event.target.value);
          try {
            localStorage.setItem(STATE_KEY, event.target.value);
          } catch {
            // Not kept: asked again next visit.
          }
        }}
      >
        {states.map((s) => (
          <option key={s.state} value={s.state}>
            {s.state === 'FCT' ? 'Abuja (FCT)' : s.state}
          </option>
        ))}
      </select>
      {message ? (
        <>
          {': '}
          <strong role="status">{message}</strong>
        </>
      ) : null}
    </p>
  );
}
