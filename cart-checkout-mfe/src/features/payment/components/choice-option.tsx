import type { ReactNode } from 'react';

/** One answer of a checkout choice (how to receive the order, how to pay): a radio with its words. */
export function ChoiceOption({
  name,
  value,
  checked,
  onChoose,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <label className="checkout-saved-address">
      <input type="radio" name={name} value={value} checked={checked} onChange={onChoose} />
      <span>{children}</span>
    </label>
  );
}
