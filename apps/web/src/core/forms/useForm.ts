import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError, type DescribedError } from './errors';

type Values = Record<string, string>;
export type FieldErrors<T extends Values> = Partial<Record<keyof T & string, string>>;

/**
 * A small form state: values, the errors shown under each field (ours from `validate`, or the server's), the
 * form's own error (the envelope message) and the submitting flag. `handleSubmit` validates, then runs the call;
 * a failure is turned into field errors and the form error.
 */
export function useForm<T extends Values>(initialValues: T, validate: (values: T) => Partial<Record<keyof T & string, string | null>>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<T>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [formError, setFormError] = useState<DescribedError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const fields = Object.keys(initialValues) as (keyof T & string)[];

  /** Sets a value; editing a field clears its message, unless `keepError` (a wrong code cleared for a new try). */
  const setField = useCallback((name: keyof T & string, value: string, options: { keepError?: boolean } = {}) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (!options.keepError) setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setField(name, event.currentTarget.value),
  });

  /** Checks the values; shows and answers the errors found (none: an empty object). */
  const check = (only?: (keyof T & string)[]): FieldErrors<T> => {
    const found: FieldErrors<T> = {};
    const all = validate(values);
    for (const name of only ?? fields) {
      const message = all[name];
      if (message) found[name] = message;
    }
    setErrors((current) => ({ ...current, ...Object.fromEntries((only ?? fields).map((name) => [name, found[name]])) }));
    return found;
  };

  /** Shows a failed call: field errors on their fields, the rest as the form error. */
  const showError = (error: unknown): DescribedError => {
    const described = describeError(error, t, fields);
    setErrors((current) => ({ ...current, ...described.fieldErrors }));
    const onFields = Object.values(described.fieldErrors);
    // the message repeats a field's own ("the code is not correct"): the field says it already
    setFormError(onFields.includes(described.message) && described.otherErrors.length === 0 ? null : described);
    return described;
  };

  /** Runs `task` as the form's call: one at a time, with the submitting flag, its failure shown. */
  const run = async (task: () => Promise<void>, onError?: (error: unknown, described: DescribedError) => void) => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    setFormError(null);
    try {
      await task();
    } catch (error) {
      const described = showError(error);
      onError?.(error, described);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const handleSubmit =
    (onValid: (values: T) => Promise<void>, onError?: (error: unknown, described: DescribedError) => void) =>
    (event?: FormEvent) => {
      event?.preventDefault();
      if (busy.current) return;
      if (Object.keys(check()).length > 0) return;
      void run(() => onValid(values), onError);
    };

  return { values, errors, formError, submitting, field, setField, setErrors, setFormError, check, run, handleSubmit, showError };
}

export type FormApi<T extends Values> = ReturnType<typeof useForm<T>>;
