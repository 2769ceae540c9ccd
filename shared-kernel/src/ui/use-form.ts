import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/**
 * When a field's own check starts to show: after the field is left (`onBlur`, the default), as soon
 * as it changes or is left (`onChange`), or only once the form was submitted (`onSubmit`). After a
 * submit every field shows its check, and keeps it up to date as it is typed in.
 */
export type RevealMode = 'onBlur' | 'onChange' | 'onSubmit';

export interface FormOptions<V> {
  initial: V;
  validate?: (values: V) => FieldErrors<V>;
  mode?: RevealMode;
}

type FieldChange = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

const NO_ERRORS = () => ({});
const anyError = (errors: Record<string, string | undefined>) => Object.values(errors).some(Boolean);

interface Shown<V> {
  values: V;
  problems: FieldErrors<V>;
  serverErrors: Record<string, string | undefined>;
  submitted: boolean;
  touched: Partial<Record<string, boolean>>;
  mode: RevealMode;
}

/** The errors on show: a client check once revealed (see RevealMode), else the server's for that field. */
function shownErrors<V extends object>({ values, problems, serverErrors, submitted, touched, mode }: Shown<V>): FieldErrors<V> {
  const shown: FieldErrors<V> = {};
  for (const name of Object.keys(values) as (keyof V & string)[]) {
    const client = problems[name];
    if (client && (submitted || (mode !== 'onSubmit' && touched[name]))) shown[name] = client;
    else if (serverErrors[name]) shown[name] = serverErrors[name];
  }
  return shown;
}

/** Moves focus to the form's first field marked invalid, after the render that marks it. */
function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  const requestFocus = useCallback(() => setFocusRequest((n) => n + 1), []);
  return { formRef, requestFocus };
}

/** Submitting: busy while the work runs (the ref answers at once, before the next render). */
function useBusy() {
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const run = useCallback(async (work: () => unknown) => {
    busyRef.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, busyRef, run };
}

/** The server's field errors (each shown until its field changes); setting any moves focus to it. */
function useServerErrors(requestFocus: () => void) {
  const [serverErrors, setServerErrorsState] = useState<Record<string, string | undefined>>({});
  const setServerErrors = useCallback(
    (next: Record<string, string>) => {
      setServerErrorsState(next);
      if (anyError(next)) requestFocus();
    },
    [requestFocus],
  );
  return { serverErrors, setServerErrorsState, setServerErrors };
}

/**
 * One form model for every remote: values, the client's checks, the server's field errors (shown
 * until the field changes), submitting (no second submit while one runs) and, after a refused
 * submit, focus on the first field marked invalid.
 */
export function useForm<V extends object>({ initial, validate = NO_ERRORS, mode = 'onBlur' }: FormOptions<V>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<string, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const { busy, busyRef, run } = useBusy();
  const { formRef, requestFocus } = useFocusFirstInvalid();
  const { serverErrors, setServerErrorsState, setServerErrors } = useServerErrors(requestFocus);

  /** Every client-side problem, shown or not yet. */
  const problems = useMemo(() => validate(values), [validate, values]);
  const isValid = !anyError(problems);

  const errors = useMemo(
    () => shownErrors({ values, problems, serverErrors, submitted, touched, mode }),
    [problems, serverErrors, submitted, touched, values, mode],
  );

  const setValue = useCallback(
    <K extends keyof V & string>(name: K, value: V[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      if (mode === 'onChange') setTouched((current) => (current[name] ? current : { ...current, [name]: true }));
      setServerErrorsState((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
    [mode, setServerErrorsState],
  );

  const touch = useCallback(
    (name: keyof V & string) => setTouched((current) => (current[name] ? current : { ...current, [name]: true })),
    [],
  );

  /** Props for a TextField or Select bound to a text value. */
  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: (values[name] ?? '') as string,
    onChange: (event: FieldChange) => setValue(name, event.target.value as V[K]),
    onBlur: () => touch(name),
    error: errors[name],
  });

  /** Props for a Checkbox bound to a true/false value. */
  const checkbox = <K extends keyof V & string>(name: K) => ({
    name,
    checked: Boolean(values[name]),
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.checked as V[K]),
  });

  /**
   * The form's onSubmit: with every check passing runs `onValid` (busy meanwhile); otherwise marks
   * the problems, moves focus to the first and calls `onInvalid`.
   */
  const handleSubmit =
    (onValid: (values: V) => unknown, onInvalid?: (errors: FieldErrors<V>) => void) => async (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      if (event?.currentTarget) formRef.current = event.currentTarget;
      if (busyRef.current) return;
      setSubmitted(true);
      if (!isValid) {
        requestFocus();
        onInvalid?.(problems);
        return;
      }
      await run(() => onValid(values));
    };

  const reset = useCallback(
    (next: V = initial) => {
      setValues(next);
      setTouched({});
      setSubmitted(false);
      setServerErrorsState({});
    },
    [initial, setServerErrorsState],
  );

  return {
    values,
    errors,
    problems,
    isValid,
    submitted,
    busy,
    setValue,
    setValues,
    touch,
    field,
    checkbox,
    handleSubmit,
    setServerErrors,
    reset,
  };
}

export type FormModel<V extends object> = ReturnType<typeof useForm<V>>;
