import { useState } from 'react';
import { Button, formatNaira, MAX_CART_QUANTITY, type Medicine } from 'shared-kernel';

/**
 * The product page's buy bar: price, quantity and Add to cart, kept at the bottom of the screen
 * while the page scrolls (position: sticky), so a phone shows it on the first screen.
 */
export function BuyBar({
  medicine,
  onAddToCart,
  adding,
}: {
  medicine: Medicine;
  onAddToCart: (medicine: Medicine, quantity: number) => void;
  adding: boolean;
}) {
  const [quantity, setQuantity] = useState(1);
  const outOfStock = medicine.stockStatus === 'out-of-stock';
  const most = Math.min(MAX_CART_QUANTITY, medicine.stockLeft ?? MAX_CART_QUANTITY) || 1;
  return (
    <div className="catalog-buy-bar" role="group" aria-label="Buy">
      <p className="catalog-buy-bar__price">{formatNaira(medicine.price * quantity)}</p>
      <div className="catalog-buy-bar__quantity" role="group" aria-label={`Quantity of ${medicine.name}`}>
        <button type="button" aria-label="One fewer" disabled={quantity <= 1} onClick={() => setQuantity((q) => Math.max(1, q - 1))}>
          −
        </button>
        <output aria-live="polite" aria-label="Quantity">
          {quantity}
        </output>
        <button type="button" aria-label="One more" disabled={quantity >= most} onClick={() => setQuantity((q) => Math.min(most, q + 1))}>
          +
        </button>
      </div>
      <Button onClick={() => onAddToCart(medicine, quantity)} disabled={adding || outOfStock} aria-label={`Add to cart: ${medicine.name}`}>
        {adding ? 'Adding…' : 'Add to cart'}
      </Button>
    </div>
  );
}
