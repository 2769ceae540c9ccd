import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'danger' | 'link';

/** The look of a text input or select, for a control the toolkit's fields do not draw. */
export const inputClass = 'ep-input';
/** A white panel with the site's border, radius and shadow. */
export const cardClass = 'ep-card';
/** Hidden on screen, still read by screen readers. */
export const visuallyHiddenClass = 'ep-visually-hidden';

/** The button look, for a link or anything else that should read as a button. */
export function buttonClass(variant: ButtonVariant = 'primary', className?: string): string {
  return ['ep-button', variant === 'primary' ? '' : `ep-button--${variant}`, className ?? ''].filter(Boolean).join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

/** A button; `type` is "button" unless said otherwise, so it never submits a form by accident. */
export function Button({ variant, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
