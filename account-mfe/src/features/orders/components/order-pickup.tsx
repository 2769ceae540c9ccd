import { useEffect, useState } from 'react';
import { type OrderTracking } from 'shared-kernel';
import { getPickupPin } from 'delivery-kit';
import { useAccountText } from '../../../i18n';

/**
 * A click-and-collect order: where to collect it, its hours, whether it is ready, and the one-time
 * PIN to give at the counter (asked for only while the order is still to be collected).
 */
export function OrderPickup({ order }: { order: Pick<OrderTracking, 'orderId' | 'status' | 'fulfilment'> }) {
  const t = useAccountText();
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
      <h2 id="track-pickup-title">{t('track.pickup.title')}</h2>
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
        <p role="status">{t('track.pickup.collected')}</p>
      ) : order.fulfilment.readyAt ? (
        <p role="status">
          <strong>{t('track.pickup.ready')}</strong> {t('track.pickup.bringPin')}
        </p>
      ) : open ? (
        <p role="status">{t('track.pickup.preparing')}</p>
      ) : null}
      {open && pin && (
        <p className="account-pickup-pin">
          {t('track.pickup.pin')} <strong data-testid="pickup-pin">{pin}</strong>
          <br />
          {t('track.pickup.pinNote')}
        </p>
      )}
    </section>
  );
}
