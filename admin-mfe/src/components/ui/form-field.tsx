import type { ReactNode } from 'react';
import './admin-ui.css';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}

/** A label, one control and its message; the message is linked with aria-describedby and announced. */
export function FormField({ id, label, error, hint, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {children(describedBy, Boolean(error))}
      {hint && (
        <p id={hintId} className="admin-field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="admin-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  type?: string;
  multiline?: boolean;
  autoComplete?: string;
  inputMode?: 'decimal' | 'text' | 'numeric' | 'tel' | 'email' | 'url';
}

export function TextField({ id, label, value, onChange, onBlur, error, hint, type = 'text', multiline, autoComplete, inputMode }: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(describedBy, invalid) =>
        multiline ? (
          <textarea
            id={id}
            className="admin-input"
            value={value}
            rows={3}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
        ) : (
          <input
            id={id}
            className="admin-input"
            type={type}
            value={value}
            autoComplete={autoComplete}
            inputMode={inputMode}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
        )
      }
    </FormField>
  );
}

interface CheckboxFieldProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Drawn and announced as an on/off switch. */
  asSwitch?: boolean;
}

export function CheckboxField({ id, label, checked, onChange, asSwitch }: CheckboxFieldProps) {
  if (asSwitch) {
    return (
      <div className="admin-field admin-field-inline">
        <button
          id={id}
          type="button"
          role="switch"
          aria-checked={checked}
          className={`admin-switch${checked ? ' admin-switch-on' : ''}`}
          onClick={() => onChange(!checked)}
        >
          <span className="admin-switch-knob" aria-hidden="true" />
        </button>
        <label htmlFor={id}>{label}</label>
        <span className="admin-switch-state" aria-hidden="true">
          {checked ? 'Yes' : 'No'}
        </span>
      </div>
    );
  }
  return (
    <div className="admin-field admin-field-inline">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
