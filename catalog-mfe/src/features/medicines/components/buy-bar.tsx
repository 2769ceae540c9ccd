import { useState } from 'react';
import { Button, formatNaira, MAX_CART_QUANTITY, type Medicine } from 'shared-kernel';
import { useCatalogText } from '../../../i18n';

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
  const t = useCatalogText();
  const [quantity, setQuantity] = useState(1);
  const outOfStock = medicine.stockStatus === 'out-of-stock';
  const most = Math.min(MAX_CART_QUANTITY, medicine.stockLeft ?? MAX_CART_QUANTITY) || 1;
  return (
    <div className="catalog-buy-bar" role="group" aria-label={t('buy.label')} data-bottom-bar>
      <p className="catalog-buy-bar__price">{formatNaira(medicine.price * quantity)}</p>
      <div className="catalog-buy-bar__quantity" role="group" aria-label={t('buy.quantityOf', { name: medicine.name })}>
        <button type="button" aria-label={t('buy.fewer')} disabled={quantity <= 1} onClick={() => setQuantity((q) => Math.max(1, q - 1))}>
          −
        </button>
        <output aria-live="polite" aria-label={t('buy.quantity')}>
          {quantity}
        </output>
        <button
          type="button"
          aria-label={t('buy.more')}
          disabled={quantity >= most}
          onClick={() => setQuantity((q) => Math.min(most, q + 1))}
        >
          +
        </button>
      </div>
      <Button
        onClick={() => onAddToCart(medicine, quantity)}
        disabled={adding || outOfStock}
        aria-label={t('card.addLabel', { name: medicine.name })}
      >
        {adding ? t('card.adding') : t('card.add')}
      </Button>
    </div>
  );
}
