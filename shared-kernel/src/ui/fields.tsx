import {
  useId,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldFrame {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Marks the label "(optional)". */
  optional?: boolean;
  /** Keeps the (empty) message slot in place, so a message appearing never moves what follows. */
  keepErrorSlot?: boolean;
  id?: string;
  className?: string;
}

type ChangeHandler = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;

/** The label, hint and message around one control, with the ids that tie them together. */
function useFieldIds(id: string | undefined, hint: ReactNode, error: string | undefined, keepErrorSlot?: boolean) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const message =
    error || keepErrorSlot ? (
      <p id={errorId} className="ep-field__error" role="alert">
        {error ?? ''}
      </p>
    ) : null;
  const hintText = hint ? (
    <p id={hintId} className="ep-field__hint">
      {hint}
    </p>
  ) : null;
  return { controlId, describedBy, message, hintText };
}

function Label({ htmlFor, label, optional }: { htmlFor: string; label: ReactNode; optional?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="ep-field__label">
      {label}
      {optional && <span className="ep-field__optional"> (optional)</span>}
    </label>
  );
}

type TextFieldProps = FieldFrame &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'onChange'> & {
    onChange?: ChangeHandler;
    /** A textarea instead of one line. */
    multiline?: boolean;
    rows?: number;
    /** Adds a Show/Hide button (for a password). */
    revealable?: boolean;
  };

/** A labelled text input (or textarea) with its hint and its error, linked by aria-describedby. */
export function TextField({
  label,
  hint,
  error,
  optional,
  keepErrorSlot,
  id,
  className,
  multiline,
  rows = 3,
  revealable,
  type = 'text',
  ...control
}: TextFieldProps) {
  const { controlId, describedBy, message, hintText } = useFieldIds(id, hint, error, keepErrorSlot);
  const [shown, setShown] = useState(false);
  const common = {
    id: controlId,
    className: 'ep-input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  const spoken = typeof label === 'string' ? label.toLowerCase() : 'password';
  return (
    <div className={className ? `ep-field ${className}` : 'ep-field'}>
      <Label htmlFor={controlId} label={label} optional={optional} />
      {multiline ? (
        <textarea rows={rows} {...common} {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)} />
      ) : (
        <div className="ep-field__control">
          <input type={revealable && shown ? 'text' : type} {...common} {...control} />
          {revealable && (
            <button
              type="button"
              className="ep-field__reveal"
              aria-pressed={shown}
              aria-label={shown ? `Hide ${spoken}` : `Show ${spoken}`}
              onClick={() => setShown(!shown)}
            >
              {shown ? 'Hide' : 'Show'}
            </button>
          )}
        </div>
      )}
      {hintText}
      {message}
    </div>
  );
}

type SelectProps = FieldFrame & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & { children: ReactNode };

/** A labelled select with its hint and its error. */
export function Select({ label, hint, error, optional, keepErrorSlot, id, className, children, ...control }: SelectProps) {
  const { controlId, describedBy, message, hintText } = useFieldIds(id, hint, error, keepErrorSlot);
  return (
    <div className={className ? `ep-field ${className}` : 'ep-field'}>
      <Label htmlFor={controlId} label={label} optional={optional} />
      <select id={controlId} className="ep-input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...control}>
        {children}
      </select>
      {hintText}
      {message}
    </div>
  );
}

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type' | 'onChange'> & {
  label: ReactNode;
  id?: string;
  className?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Drawn and announced as an on/off switch (with "Yes"/"No" beside it). */
  asSwitch?: boolean;
};

/** A checkbox (or switch) with its label after it. */
export function Checkbox({ label, id, className, asSwitch, checked, onChange, disabled, name, ...rest }: CheckboxProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const classes = className ? `ep-check ${className}` : 'ep-check';
  if (asSwitch) {
    return (
      <div className={classes}>
        <button
          id={controlId}
          type="button"
          role="switch"
          name={name}
          aria-checked={Boolean(checked)}
          disabled={disabled}
          className={checked ? 'ep-switch ep-switch--on' : 'ep-switch'}
          onClick={() => onChange?.({ target: { checked: !checked, name } } as ChangeEvent<HTMLInputElement>)}
        >
          <span className="ep-switch__knob" aria-hidden="true" />
        </button>
        <label htmlFor={controlId}>{label}</label>
        <span className="ep-switch__state" aria-hidden="true">
          {checked ? 'Yes' : 'No'}
        </span>
      </div>
    );
  }
  return (
    <div className={classes}>
      <input id={controlId} type="checkbox" name={name} checked={checked} onChange={onChange} disabled={disabled} {...rest} />
      <label htmlFor={controlId}>{label}</label>
    </div>
  );
}
