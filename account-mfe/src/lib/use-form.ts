import { useCallback, useMemo, useState, type ChangeEvent } from 'react';
import { hasErrors, type Errors } from './validation';

/**
 * A small form model: values, which fields were touched, and the errors a validate function finds.
 * A field's error shows once it is touched (left or changed) or after a submit; server errors show until the field changes.
 */
export function useForm<F extends string>(initial: Record<F, string>, validate: (values: Record<F, string>) => Errors<F>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors<F>>({});

  const errors = useMemo(() => validate(values), [validate, values]);
  const invalid = hasErrors(errors);

  const visibleError = (field: F): string | undefined =>
    (touched[field] || submitted ? errors[field] : undefined) || serverErrors[field];

  const field = (name: F) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      setTouched((current) => (current[name] ? current : { ...current, [name]: true }));
      setServerErrors((current) => ({ ...current, [name]: undefined }));
    },
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });

  const reset = useCallback(() => {
    setValues(initial);
    setTouched({});
    setSubmitted(false);
    setServerErrors({});
  }, [initial]);

  return {
    values,
    setValues,
    errors,
    invalid,
    visibleError,
    field,
    markSubmitted: () => setSubmitted(true),
    setServerErrors: (next: Record<string, string>) => setServerErrors(next as Errors<F>),
    reset,
  };
}
