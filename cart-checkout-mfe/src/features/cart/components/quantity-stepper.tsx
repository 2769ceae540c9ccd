import { MAX_QUANTITY, MIN_QUANTITY } from '../lib/cart-math';

interface QuantityStepperProps {
  name: string;
  quantity: number;
  busy: boolean;
  onChange: (quantity: number) => void;
}

/** Minus, the quantity, plus: never below 1 nor above the API's limit. */
export function QuantityStepper({ name, quantity, busy, onChange }: QuantityStepperProps) {
  return (
    <div className="checkout-stepper" role="group" aria-label={`Quantity of ${name}`}>
      <button
        type="button"
        className="checkout-stepper-button"
        aria-label={`Decrease quantity of ${name}`}
        disabled={busy || quantity <= MIN_QUANTITY}
        onClick={() => onChange(quantity - 1)}
      >
        −
      </button>
      <output className="checkout-stepper-value" aria-label={`Quantity of ${name}`} aria-live="polite">
        {quantity}
      </output>
      <button
        type="button"
        className="checkout-stepper-button"
        aria-label={`Increase quantity of ${name}`}
        disabled={busy || quantity >= MAX_QUANTITY}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </button>
    </div>
  );
}
