import { useState } from 'react';
import { Button, Money } from 'shared-kernel';
import type { CartTotals } from '../lib/cart-math';
import { DeliveryEstimate } from './delivery-estimate';

interface CartSummaryProps {
  totals: CartTotals;
  busy: boolean;
  clearing: boolean;
  onCheckout: () => void;
  onClear: () => void;
}

/** The cart's item count and price: the shopper's summary and a visitor's show the same. */
export function CartTotalsList({ totals }: { totals: CartTotals }) {
  return (
    <dl>
      <div>
        <dt>Total Items</dt>
        <dd data-testid="total-items">{totals.totalItems}</dd>
      </div>
      <div>
        <dt>Total Price</dt>
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
  return (
    <aside className="checkout-cart-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">Summary</h2>
      <CartTotalsList totals={totals} />
      <DeliveryEstimate itemsTotal={totals.totalPrice} />
      <div className="checkout-cart-actions">
        <Button className="checkout-primary" disabled={busy} onClick={onCheckout}>
          Checkout
        </Button>
        {!confirming && (
          <Button className="checkout-secondary" disabled={busy} onClick={() => setConfirming(true)}>
            {clearing ? 'Clearing…' : 'Clear Cart'}
          </Button>
        )}
      </div>
      {confirming && (
        <div className="checkout-confirm" role="alertdialog" aria-labelledby="checkout-confirm-clear">
          <p id="checkout-confirm-clear">
            Remove all {totals.totalItems} item{totals.totalItems === 1 ? '' : 's'} from your cart?
          </p>
          <div className="checkout-cart-actions">
            <Button
              variant="danger"
              disabled={busy}
              onClick={() => {
                setConfirming(false);
                onClear();
              }}
            >
              Yes, clear the cart
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep my items
            </Button>
          </div>
        </div>
      )}
    </aside>
  );
}
