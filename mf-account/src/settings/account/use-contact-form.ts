import { useState } from 'react';
import type { FieldErrors } from './change-contact';

/** Focuses an element once React has rendered it. */
export function focusSoon(id: string): void {
  setTimeout(() => document.getElementById(id)?.focus(), 0);
}

/**
 * What the e-mail and mobile change forms share: the typed values, the field messages (focus goes to the
 * first field in error), the element ids (`settings-<name>-<field>`) and the busy flag while a request runs.
 */
export function useContactForm<F extends string>(name: string, fields: readonly F[]) {
  const empty = () => Object.fromEntries(fields.map((field) => [field, ''])) as Record<F, string>;
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [busy, setBusy] = useState(false);
  const fieldId = (field: F) => `settings-${name}-${field}`;

  return {
    values,
    errors,
    busy,
    fieldId,
    setField: (field: F, value: string) => setValues({ ...values, [field]: value }),
    clearValues: () => setValues(empty()),
    clearErrors: () => setErrors({}),
    showErrors: (next: FieldErrors<F>) => {
      setErrors(next);
      const first = fields.find((field) => next[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
    },
    /** Empty values, no messages, and the first field focused: the form as opened. */
    reset: () => {
      setValues(empty());
      setErrors({});
      focusSoon(fieldId(fields[0]!));
    },
    /** Runs a request with the form busy (its submit button shows progress, the others are disabled). */
    whileBusy: async <T>(request: () => Promise<T>): Promise<T> => {
      setBusy(true);
      try {
        return await request();
      } finally {
        setBusy(false);
      }
    }
  };
}
