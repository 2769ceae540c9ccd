import { useState } from 'react';
import { Button } from 'shared-kernel';
import { TextField } from 'shared-kernel/ui/forms';
import { useCartText } from '../../../i18n';

type Outcome = { code: string; applied: boolean; amount: number; reason: string | null } | null;

/**
 * A discount code: the shopper types it and applies it; the server's quote says what it takes off
 * (only OTC and pharmacy-only items, never prescription-only ones) or why it cannot be used.
 */
export function DiscountCodeField({ applied, onApply, outcome }: { applied: string; onApply: (code: string) => void; outcome: Outcome }) {
  const [typed, setTyped] = useState(applied);
  const t = useCartText();
  return (
    <div className="checkout-discount" data-testid="discount-code">
      <TextField
        id="checkout-discount-code"
        label={t('checkout.discountLabel')}
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
        {t('checkout.discountApply')}
      </Button>
      {applied && outcome ? (
        outcome.applied ? (
          <p role="status" className="ep-field__hint">
            {t('checkout.discountApplied', { code: outcome.code, amount: outcome.amount })}
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
