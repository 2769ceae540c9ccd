import type { ComponentPropsWithoutRef } from 'react';
import { formatNaira } from '../money/money';

/**
 * An amount of naira as the shop writes it ("N4,500", "N4,500.50"), on one line: marked
 * `data-money` so styles (never wrapped, never hyphenated) and the no-wrap journey find it.
 */
export function Money({ amount, className }: { amount: number; className?: string }) {
  return (
    <span className={className ? `ep-money ${className}` : 'ep-money'} data-money="">
      {formatNaira(amount)}
    </span>
  );
}

/**
 * A short status or label ("Paid", "Prescription only"), on one line: marked `data-badge`.
 * The remote gives its own look with `className`; the kernel keeps it from breaking inside.
 */
export function Badge({ className, ...rest }: ComponentPropsWithoutRef<'span'>) {
  return <span {...rest} className={className ? `ep-badge ${className}` : 'ep-badge'} data-badge="" />;
}
