import { useRef, useState } from 'react';
import { formErrors, type FormErrors } from '@csz/core';
import type { z } from 'zod';
import { shownErrors } from '../../../shared/forms/formState';
import type { FieldBinding } from '../../../shared/forms/useForm';

/** A form whose body is checked with a core schema, and sent once at a time. */
export interface CheckedForm<S extends z.ZodType> {
  /** The errors to show: a field's once it was left, every one once the form was sent (spec §5). */
  errors: FormErrors;
  /** The binding of a field the form's values hold: its error, and its leaving marked. */
  bind: (name: string, value: string, onChange: (value: string) => void) => FieldBinding;
  /** True while the body is being sent. */
  sending: boolean;
  /** The last send's failure, if any. */
  failure: string | null;
  /**
   * Sends the checked body when it is valid and nothing else is being sent: `send` answers with a
   * failure's text, or null. False when the body was not valid.
   */
  submit: (send: (data: z.output<S>) => Promise<string | null>) => boolean;
  /** Starts again: nothing left, nothing sent. */
  reset: () => void;
}

/**
 * The game and postpone forms' checks: core's schema on the body the values make (gameFormSchema,
 * postponeSchema), its spec §5 messages shown next to their fields.
 */
export function useCheckedForm<S extends z.ZodType>(schema: S, body: unknown): CheckedForm<S> {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A second press before the first answer must not send twice; state would be read stale.
  const busy = useRef(false);
  const checked = formErrors(schema, body);
  const errors = shownErrors(checked.ok ? {} : checked.errors, touched, submitted);
  return {
    errors,
    bind: (name, value, onChange) => ({
      name,
      value,
      error: errors[name],
      onChange,
      onBlur: () => setTouched((current) => new Set(current).add(name)),
    }),
    sending,
    failure,
    submit: (send) => {
      setSubmitted(true);
      if (!checked.ok) return false;
      if (busy.current) return true;
      busy.current = true;
      setSending(true);
      setFailure(null);
      void send(checked.data).then((failed) => {
        busy.current = false;
        setSending(false);
        setFailure(failed);
      });
      return true;
    },
    reset: () => {
      setTouched(new Set());
      setSubmitted(false);
      setFailure(null);
    },
  };
}
