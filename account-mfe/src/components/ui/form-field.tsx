import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import './ui.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string;
  /** Adds a Show/Hide button for a password field. */
  revealable?: boolean;
  hint?: ReactNode;
};

/** A labelled input whose error is linked with aria-describedby and announced. */
export function FormField({ label, error, revealable, hint, type = 'text', ...input }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [shown, setShown] = useState(false);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="account-field">
      <label htmlFor={id} className="account-field__label">
        {label}
      </label>
      <div className="account-field__control">
        <input
          id={id}
          className="account-field__input"
          type={revealable && shown ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {revealable && (
          <button
            type="button"
            className="account-field__reveal"
            aria-pressed={shown}
            aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            onClick={() => setShown(!shown)}
          >
            {shown ? 'Hide' : 'Show'}
          </button>
        )}
      </div>
      {hint && (
        <p id={hintId} className="account-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="account-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
