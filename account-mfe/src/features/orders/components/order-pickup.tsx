import { useEffect, useState } from 'react';
import { type OrderTracking } from 'shared-kernel';
import { getPickupPin } from 'shared-kernel/delivery';

/**
 * A click-and-collect order: where to collect it, its hours, whether it is ready, and the one-time
 * PIN to give at the counter (asked for only while the order is still to be collected).
 */
export function OrderPickup({ order }: { order: Pick<OrderTracking, 'orderId' | 'status' | 'fulfilment'> }) {
  const [pin, setPin] = useState('');
  const pickup = order.fulfilment?.kind === 'pickup';
  const collected = Boolean(order.fulfilment?.pickedUpAt);
  const open = pickup && !collected && order.status !== 'Canceled';
  useEffect(() => {
    if (!open) return undefined;
    let live = true;
    getPickupPin(order.orderId)
      .then((answer) => live && setPin(answer.pin ?? ''))
      .catch(() => live && setPin(''));
    return () => {
      live = false;
    };
  }, [open, order.orderId]);
  if (!pickup) return null;
  const location = order.fulfilment.location;
  return (
    <section className="account-track__section" aria-labelledby="track-pickup-title" data-testid="track-pickup">
      <h2 id="track-pickup-title">Collect at the pharmacy</h2>
      {location && (
        <p>
          <strong>{location.name}</strong>
          <br />
          {location.address}
          <br />
          {location.openingHours}
        </p>
      )}
      {collected ? (
        <p role="status">Collected. Thank you!</p>
      ) : order.fulfilment.readyAt ? (
        <p role="status">
          <strong>Ready for pickup.</strong> Bring your PIN.
        </p>
      ) : open ? (
        <p role="status">Being prepared: we call you when it is ready.</p>
      ) : null}
      {open && pin && (
        <p className="account-pickup-pin">
          Your pickup PIN: <strong data-testid="pickup-pin">{pin}</strong>
          <br />
          Give it only at the pharmacy counter. It works once.
        </p>
      )}
    </section>
  );
}
