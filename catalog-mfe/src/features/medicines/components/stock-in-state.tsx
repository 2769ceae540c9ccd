import { useEffect, useState } from 'react';
import { COLD_CHAIN_REFUSED, getAvailability, getDeliveryQuote, getDeliveryZones, useDeliveryWindowText } from 'delivery-kit';
import { apiErrorCode, apiErrorMessage, type DeliveryQuote, type DeliveryZone } from 'shared-kernel';
import { useCatalogText } from '../../../i18n';

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

/** The area first chosen: the one kept (a zone code, or a state name kept before areas were listed), the cart's, else Lagos. */
function firstArea(zones: DeliveryZone[], kept: string | null): string {
  const cartZone = remembered(CART_ZONE_KEY, () => sessionStorage);
  const delivered = zones.filter((z) => z.delivered);
  const pick =
    delivered.find((z) => z.code === kept) ??
    delivered.find((z) => z.state === kept) ??
    delivered.find((z) => z.code === cartZone) ??
    delivered.find((z) => z.state === 'Lagos') ??
    delivered[0];
  return pick?.code ?? '';
}

/** For the area chosen: stock there, and what one of this medicine costs to deliver and when it arrives. */
function useDeliveryThere(medicineId: string, zone: DeliveryZone | undefined) {
  const [answer, setAnswer] = useState<Availability | null>(null);
  const [quote, setQuote] = useState<DeliveryQuote | null>(null);
  // A fridge medicine (insulin, a vaccine) to a state with no same-day delivery: the server says why and where to collect it.
  const [refusal, setRefusal] = useState('');
  const code = zone?.code ?? '';
  const state = zone?.state ?? '';
  useEffect(() => {
    setQuote(null);
    setRefusal('');
    if (!code) return undefined;
    let live = true;
    getAvailability(medicineId, state)
      .then((found) => live && setAnswer(found))
      .catch(() => live && setAnswer(null));
    // The same quote a shopper's cart gets, for this medicine alone: asked of the server, signed in or not.
    getDeliveryQuote({ zone: code, items: [{ medicineId, quantity: 1 }] })
      .then((found) => live && found?.window && setQuote(found))
      .catch((err: unknown) => live && apiErrorCode(err) === COLD_CHAIN_REFUSED && setRefusal(apiErrorMessage(err, '')));
    return () => {
      live = false;
    };
  }, [medicineId, code, state]);
  return { answer, quote, refusal };
}

/**
 * "Deliver to" on a medicine's page, for the area the shopper chooses (kept for their next visit;
 * first the one chosen in the cart, else Lagos), signed in or not: stock there ("In stock in Kano",
 * or "Ships from Lagos in 3–5 days"), and the delivery fee and expected date for one of it.
 */
export function StockInState({ medicineId }: { medicineId: string }) {
  const t = useCatalogText();
  const windowText = useDeliveryWindowText();
  const [zones, setZones] = useState<DeliveryZone[]>([]);
  const [area, setArea] = useState('');
  useEffect(() => {
    let live = true;
    getDeliveryZones()
      .then((overview) => {
        if (!live) return;
        const list = overview.zones ?? [];
        setZones(list);
        setArea(
          (current) =>
            current ||
            firstArea(
              list,
              remembered(STATE_KEY, () => localStorage),
            ),
        );
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const { answer, quote, refusal } = useDeliveryThere(
    medicineId,
    zones.find((z) => z.code === area),
  );
  if (zones.length === 0) return null;
  const message = answer ? availabilityLine(answer, t) : '';
  return (
    <div className="catalog-stock-in-state" data-testid="stock-in-state">
      <p>
        <label htmlFor="stock-state">{t('deliverTo.label')}</label>
        <select
          id="stock-state"
          className="ep-input"
          value={area}
          onChange={(event) => {
            setArea(event.target.value);
            try {
              localStorage.setItem(STATE_KEY, event.target.value);
            } catch {
              // Not kept: asked again next visit.
            }
          }}
        >
          {zones.map((z) => (
            <option key={z.code} value={z.code} disabled={!z.delivered}>
              {z.delivered ? z.name : t('deliverTo.notDelivered', { zone: z.name })}
            </option>
          ))}
        </select>
      </p>
      {message ? (
        <p className="catalog-stock-in-state__stock">
          <strong role="status">{message}</strong>
        </p>
      ) : null}
      {refusal ? (
        <p className="catalog-stock-in-state__quote" data-testid="deliver-to-cold-chain">
          {refusal}
        </p>
      ) : null}
      {quote ? (
        <p className="catalog-stock-in-state__quote" data-testid="deliver-to-quote">
          {t('deliverTo.quote', { fee: quote.deliveryFee ?? 0, window: windowText(quote.window) })}
        </p>
      ) : null}
    </div>
  );
}
