import { useCatalogText } from '../../../i18n';
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

type Availability = Awaited<ReturnType<typeof getAvailability>>;

/** The API's answer in the shopper's language (its own `message` is English). */
function availabilityLine(answer: Availability, t: ReturnType<typeof useCatalogText>): string {
  const place = answer.state === 'FCT' ? 'Abuja' : (answer.state ?? '');
  if (answer.status === 'local') return t('availability.local', { place });
  if (answer.status === 'out') return t('availability.out', { place });
  if (answer.status === 'ships' && answer.shipsFrom && answer.days)
    return t('availability.ships', { place: answer.shipsFrom, days: answer.days });
  return answer.message ?? '';
}

/**
 * Stock where the shopper is: "In stock in Kano" (a pharmacy delivering there has it) or "Ships from
 * Lagos in 3–5 days" (the central warehouse), for the state they choose (kept for their next visit;
 * first the state chosen in the cart, else Lagos).
 */
export function StockInState({ medicineId }: { medicineId: string }) {
  const t = useCatalogText();
  const [states, setStates] = useState<{ state: string; zone: string }[]>([]);
  const [state, setState] = useState(() => remembered(STATE_KEY, () => localStorage) ?? '');
  const [answer, setAnswer] = useState<Availability | null>(null);
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
      .then((found) => live && setAnswer(found))
      .catch(() => live && setAnswer(null));
    return () => {
      live = false;
    };
  }, [medicineId, state]);
  if (states.length === 0) return null;
  const message = answer ? availabilityLine(answer, t) : '';
  return (
    <p className="catalog-stock-in-state" data-testid="stock-in-state">
      <label htmlFor="stock-state">{t('availability.deliverTo')}</label>
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
