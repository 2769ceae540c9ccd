import { useCallback, useMemo, useState } from 'react';

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

export interface FormState<V extends Record<string, unknown>> {
  values: V;
  /** The message to show at each field: the client's check once touched or submitted, else the server's. */
  errors: FieldErrors<V>;
  isValid: boolean;
  setValue<K extends keyof V & string>(name: K, value: V[K]): void;
  touch(name: keyof V & string): void;
  /** Marks every field as touched; returns whether the form is valid. */
  attemptSubmit(): boolean;
  setServerErrors(errors: Record<string, string>): void;
  reset(): void;
}

/** Form values with the client's validation and the server's field errors in one place. */
export function useForm<V extends Record<string, unknown>>(initial: V, validate: (values: V) => FieldErrors<V>): FormState<V> {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<string, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrorsState] = useState<Record<string, string>>({});

  const clientErrors = useMemo(() => validate(values), [validate, values]);

  const errors = useMemo(() => {
    const shown: FieldErrors<V> = {};
    for (const name of Object.keys(values) as (keyof V & string)[]) {
      const client = clientErrors[name];
      if (client && (submitted || touched[name])) shown[name] = client;
      else if (serverErrors[name]) shown[name] = serverErrors[name];
    }
    return shown;
  }, [clientErrors, serverErrors, submitted, touched, values]);

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrorsState((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const touch = useCallback((name: keyof V & string) => setTouched((current) => ({ ...current, [name]: true })), []);

  const attemptSubmit = useCallback(() => {
    setSubmitted(true);
    return Object.values(clientErrors).every((message) => !message);
  }, [clientErrors]);

  const reset = useCallback(() => {
    setValues(initial);
    setTouched({});
    setSubmitted(false);
    setServerErrorsState({});
  }, [initial]);

  return {
    values,
    errors,
    isValid: Object.values(clientErrors).every((message) => !message),
    setValue,
    touch,
    attemptSubmit,
    setServerErrors: setServerErrorsState,
    reset,
  };
}
