import type { ReactNode } from 'react';
import { Button } from './button';

export interface FormActionsProps {
  /** What the submit button says, and what it says while the form is being sent. */
  submitLabel: string;
  busyLabel: string;
  /** The form is being sent: the submit button shows busyLabel and takes no second click. */
  busy: boolean;
  /** The submit button is off for another reason (nothing chosen, the form invalid). */
  disabled?: boolean;
  /** A Cancel button (secondary) beside the submit, when given. */
  onCancel?: () => void;
  cancelLabel?: string;
  /** The form's error line, above the buttons, announced as it appears. */
  error?: ReactNode;
  /** The row's class (a remote's own spacing); `ep-form-actions` otherwise. */
  className?: string;
}

/** The end of a form: its error line, the submit button with a busy label, and an optional Cancel. */
export function FormActions({
  submitLabel,
  busyLabel,
  busy,
  disabled,
  onCancel,
  cancelLabel = 'Cancel',
  error,
  className,
}: FormActionsProps) {
  return (
    <>
      {error ? (
        <p className="ep-form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className={className ?? 'ep-form-actions'}>
        <Button type="submit" disabled={disabled || busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
        ) : null}
      </div>
    </>
  );
}
