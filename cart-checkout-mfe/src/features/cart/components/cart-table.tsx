import { type CartItem, Money, visuallyHiddenClass } from 'shared-kernel';
import { ExpiryNote } from 'batches-kit';
import { lineTotal, unitPrice } from '../lib/cart-math';
import { QuantityStepper } from './quantity-stepper';

interface CartTableProps {
  items: CartItem[];
  pending: ReadonlySet<string>;
  disabled: boolean;
  onQuantity: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
}

export function CartTable({ items, pending, disabled, onQuantity, onRemove }: CartTableProps) {
  return (
    <table className="checkout-cart-table">
      <caption className={visuallyHiddenClass}>Medicines in your cart</caption>
      <thead>
        <tr>
          <th scope="col">Image</th>
          <th scope="col">Description</th>
          <th scope="col">Price</th>
          <th scope="col">Quantity</th>
          <th scope="col">Subtotal</th>
          <th scope="col">
            <span className={visuallyHiddenClass}>Remove</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const name = item.medicine?.name ?? 'Medicine';
          const busy = disabled || pending.has(item.cartItemId);
          return (
            <tr key={item.cartItemId} data-cart-item={item.cartItemId} aria-busy={busy || undefined}>
              <td data-label="Image">
                {item.medicine?.imageUrl ? (
                  <img className="checkout-cart-image" src={item.medicine.imageUrl} alt={name} width={64} height={64} loading="lazy" />
                ) : (
                  <span className="checkout-cart-image checkout-cart-image-missing" aria-hidden="true" />
                )}
              </td>
              <td data-label="Description">
                <strong className="checkout-cart-name">{name}</strong>
                {item.medicine?.description ? <p className="checkout-cart-description">{item.medicine.description}</p> : null}
                {item.medicineId ? <ExpiryNote medicineId={item.medicineId} className="checkout-cart-description" /> : null}
              </td>
              <td data-label="Price">
                <Money amount={unitPrice(item)} />
              </td>
              <td data-label="Quantity">
                <QuantityStepper name={name} quantity={item.quantity} busy={busy} onChange={(quantity) => onQuantity(item, quantity)} />
              </td>
              <td data-label="Subtotal" data-testid="line-subtotal">
                <Money amount={lineTotal(item)} />
              </td>
              <td>
                <button
                  type="button"
                  className="checkout-link-button"
                  disabled={busy}
                  onClick={() => onRemove(item)}
                  aria-label={`Remove ${name}`}
                >
                  Remove
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
