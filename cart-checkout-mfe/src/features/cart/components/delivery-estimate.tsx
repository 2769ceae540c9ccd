import { useEffect, useState } from 'react';
import { type DeliveryQuote, type DeliveryZone, getDeliveryQuote, getDeliveryZones, getSavedAddresses } from 'shared-kernel';
import { Select } from 'shared-kernel/ui/forms';
import { DeliverySummary } from '../../../components/delivery-summary';

/** In the cart: the delivery fee, the total and the window for a state (the latest saved address's, or one picked). */
export function DeliveryEstimate({ itemsTotal }: { itemsTotal: number }) {
  const [zones, setZones] = useState<DeliveryZone[]>([]);
  const [zone, setZone] = useState('');
  const [quote, setQuote] = useState<DeliveryQuote | null>(null);

  useEffect(() => {
    let current = true;
    getDeliveryZones()
      .then((overview) => current && Array.isArray(overview?.zones) && setZones(overview.zones))
      .catch(() => undefined);
    getSavedAddresses()
      .then((list) => current && Array.isArray(list) && list[0]?.zone && setZone((z) => z || list[0].zone))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    setQuote(null);
    if (!zone) return;
    let current = true;
    getDeliveryQuote({ zone })
      .then((answer) => current && answer?.window && setQuote(answer))
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // The cart's total changes the fee at the free-delivery threshold.
  }, [zone, itemsTotal]);

  if (zones.length === 0) return null;
  return (
    <div className="checkout-delivery-estimate">
      <Select id="cart-delivery-zone" label="Deliver to" value={zone} onChange={(event) => setZone(event.target.value)}>
        <option value="">Choose your state</option>
        {zones.map((z) => (
          <option key={z.code} value={z.code} disabled={!z.delivered}>
            {z.delivered ? z.name : `${z.name} (not delivered yet)`}
          </option>
        ))}
      </Select>
      {quote ? (
        <DeliverySummary quote={quote} />
      ) : (
        <p className="ep-field__hint">Choose your state to see the delivery fee and when it arrives.</p>
      )}
    </div>
  );
}
