import { Button, formatNaira } from 'shared-kernel';
import type { CartTotals } from '../lib/cart-math';

interface CartSummaryProps {
  totals: CartTotals;
  busy: boolean;
  clearing: boolean;
  onCheckout: () => void;
  onClear: () => void;
}

export function CartSummary({ totals, busy, clearing, onCheckout, onClear }: CartSummaryProps) {
  return (
    <aside className="checkout-cart-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">Summary</h2>
      <dl>
        <div>
          <dt>Total Items</dt>
          <dd data-testid="total-items">{totals.totalItems}</dd>
        </div>
        <div>
          <dt>Total Price</dt>
          <dd data-testid="total-price">{formatNaira(totals.totalPrice)}</dd>
        </div>
      </dl>
      <div className="checkout-cart-actions">
        <Button className="checkout-primary" disabled={busy} onClick={onCheckout}>
          Checkout
        </Button>
        <Button className="checkout-secondary" disabled={busy} onClick={onClear}>
          {clearing ? 'Clearing…' : 'Clear Cart'}
        </Button>
      </div>
    </aside>
  );
}
