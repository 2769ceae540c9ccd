import { useState } from 'react';
import { Button, Money } from 'shared-kernel';
import type { CartTotals } from '../lib/cart-math';
import { DeliveryEstimate } from './delivery-estimate';
import { useCartText } from '../../../i18n';

interface CartSummaryProps {
  totals: CartTotals;
  busy: boolean;
  clearing: boolean;
  onCheckout: () => void;
  onClear: () => void;
}

/** The cart's item count and price: the shopper's summary and a visitor's show the same. */
export function CartTotalsList({ totals }: { totals: CartTotals }) {
  const t = useCartText();
  return (
    <dl>
      <div>
        <dt>{t('summary.totalItems')}</dt>
        <dd data-testid="total-items">{totals.totalItems}</dd>
      </div>
      <div>
        <dt>{t('summary.totalPrice')}</dt>
        <dd data-testid="total-price">
          <Money amount={totals.totalPrice} />
        </dd>
      </div>
    </dl>
  );
}

export function CartSummary({ totals, busy, clearing, onCheckout, onClear }: CartSummaryProps) {
  // One tap on Clear Cart only asks; emptying the cart takes a second, deliberate one.
  const [confirming, setConfirming] = useState(false);
  const t = useCartText();
  return (
    <aside className="checkout-cart-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t('summary.title')}</h2>
      <CartTotalsList totals={totals} />
      <DeliveryEstimate itemsTotal={totals.totalPrice} />
      <div className="checkout-cart-actions">
        <Button className="checkout-primary" disabled={busy} onClick={onCheckout}>
          {t('summary.checkout')}
        </Button>
        {!confirming && (
          <Button className="checkout-secondary" disabled={busy} onClick={() => setConfirming(true)}>
            {clearing ? t('summary.clearing') : t('summary.clear')}
          </Button>
        )}
      </div>
      {confirming && (
        <div className="checkout-confirm" role="alertdialog" aria-labelledby="checkout-confirm-clear">
          <p id="checkout-confirm-clear">{t('summary.confirmClear', { count: totals.totalItems })}</p>
          <div className="checkout-cart-actions">
            <Button
              variant="danger"
              disabled={busy}
              onClick={() => {
                setConfirming(false);
                onClear();
              }}
            >
              {t('summary.yesClear')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('summary.keep')}
            </Button>
          </div>
        </div>
      )}
    </aside>
  );
}
