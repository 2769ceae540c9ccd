import { useState } from 'react';
import { Button, Money } from 'shared-kernel';
import { TextField } from 'shared-kernel/ui/forms';

type Outcome = { code: string; applied: boolean; amount: number; reason: string | null } | null;

/**
 * A discount code: the shopper types it and applies it; the server's quote says what it takes off
 * (only OTC and pharmacy-only items, never prescription-only ones) or why it cannot be used.
 */
export function DiscountCodeField({ applied, onApply, outcome }: { applied: string; onApply: (code: string) => void; outcome: Outcome }) {
  const [typed, setTyped] = useState(applied);
  return (
    <div className="checkout-discount" data-testid="discount-code">
      <TextField
        id="checkout-discount-code"
        label="Discount code"
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          onApply(typed.trim());
        }}
      />
      <Button type="button" variant="secondary" onClick={() => onApply(typed.trim())}>
        Apply code
      </Button>
      {applied && outcome ? (
        outcome.applied ? (
          <p role="status" className="ep-field__hint">
            {outcome.code}: <Money amount={outcome.amount} /> off (never on prescription-only medicines).
          </p>
        ) : (
          <p role="alert" className="ep-field__error">
            {outcome.reason}
          </p>
        )
      ) : null}
    </div>
  );
}
