import { useEffect, useState } from 'react';
import { Alert, apiErrorCode, apiErrorMessage, type DeliveryQuote, type DeliveryZone } from 'shared-kernel';
import { COLD_CHAIN_REFUSED, getDeliveryQuote, getDeliveryZones, getSavedAddresses, type QuoteBasket } from 'delivery-kit';
import { Select } from 'shared-kernel/ui/forms';
import { DeliverySummary } from '../../../components/delivery-summary';
import { cartZone, rememberCartZone } from '../../../lib/cart-zone';
import { useCartText } from '../../../i18n';

/**
 * In the cart: the delivery fee, the total and the window for a state (the latest saved address's, or one picked).
 * The state picker holds its place while the states load, so Checkout below it does not jump when they come.
 * A visitor not signed in is quoted the same for the basket on their device (`basket`), priced by the server.
 */
export function DeliveryEstimate({ itemsTotal, basket }: { itemsTotal: number; basket?: QuoteBasket }) {
  // null while the states load; none when they could not be read (the estimate is left out: checkout still asks for the address).
  const [zones, setZones] = useState<DeliveryZone[] | null>(null);
  const [zone, setZone] = useState(() => cartZone() ?? '');
  const [quote, setQuote] = useState<DeliveryQuote | null>(null);
  // A fridge medicine (insulin, a vaccine) to a state with no same-day delivery: the server's why, before checkout.
  const [refusal, setRefusal] = useState('');
  const t = useCartText();

  useEffect(() => {
    let current = true;
    getDeliveryZones()
      .then((overview) => current && setZones(Array.isArray(overview?.zones) ? overview.zones : []))
      .catch(() => current && setZones([]));
    if (!basket)
      getSavedAddresses()
        .then((list) => current && Array.isArray(list) && list[0]?.zone && setZone((z) => z || cartZone() || list[0].zone))
        .catch(() => undefined);
    return () => {
      current = false;
    };
    // A visitor has no saved addresses; whether one is signed in does not change while the cart shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const basketKey = basket ? JSON.stringify(basket) : '';

  useEffect(() => {
    setQuote(null);
    setRefusal('');
    if (!zone) return;
    let current = true;
    getDeliveryQuote(basketKey ? { zone, items: JSON.parse(basketKey) as QuoteBasket } : { zone })
      .then((answer) => current && answer?.window && setQuote(answer))
      .catch((err: unknown) => current && apiErrorCode(err) === COLD_CHAIN_REFUSED && setRefusal(apiErrorMessage(err, '')));
    return () => {
      current = false;
    };
    // The cart's total changes the fee at the free-delivery threshold.
  }, [zone, itemsTotal, basketKey]);

  if (zones?.length === 0) return null;
  return (
    <div className="checkout-delivery-estimate">
      <Select
        id="cart-delivery-zone"
        label={t('cart.deliverTo')}
        value={zones ? zone : ''}
        disabled={!zones}
        onChange={(event) => {
          setZone(event.target.value);
          rememberCartZone(event.target.value);
        }}
      >
        <option value="">{zones ? t('cart.chooseState') : t('cart.loadingStates')}</option>
        {zones?.map((z) => (
          <option key={z.code} value={z.code} disabled={!z.delivered}>
            {z.delivered ? z.name : t('cart.notDelivered', { zone: z.name })}
          </option>
        ))}
      </Select>
      {refusal ? (
        <Alert className="checkout-cold-chain">
          <strong>{t('coldChain.title')}</strong> <span className="checkout-cold-chain__detail">{refusal}</span>
        </Alert>
      ) : quote ? (
        <DeliverySummary quote={quote} />
      ) : (
        <p className="ep-field__hint">{t('cart.estimateHint')}</p>
      )}
    </div>
  );
}
