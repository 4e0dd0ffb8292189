import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formErrors, type ApiResult } from '@csz/core';
import type { z } from 'zod';
import { isUnchanged, shownErrors } from './formState';

/** How sending a form ended: the success text to show, or the failure's message. */
export type FormOutcome = { ok: true; message?: string } | { ok: false; message: string };

/** A call's answer as a form's outcome: its failure's message, or `message` on success. */
export function outcomeOf(answer: ApiResult<unknown>, message?: string): FormOutcome {
  if (!answer.ok) return { ok: false, message: answer.failure.message };
  return message == null ? { ok: true } : { ok: true, message };
}

/**
 * The schema a form is checked with, or a function that loads it: forms load the validation
 * library apart from their page (formSchemas.ts), so that the page shows at once.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

/** What a text field needs from its form. */
export interface FieldBinding {
  name: string;
  value: string;
  /** The error to show now, if any (spec §5: once touched). */
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A form's values, checks and sending. */
export interface FormHandle<V extends Record<string, string>> {
  values: V;
  /** The binding of one field. */
  field: (name: keyof V & string) => FieldBinding;
  /** True while the form is being sent. */
  sending: boolean;
  /** True once it was sent successfully: the form stays disabled (spec §4 "Password reset"). */
  done: boolean;
  /** The last send's failure. */
  failure: string | null;
  /** The success text, once done. */
  success: string | null;
  /** Whether the values are those the form started with. */
  unchanged: boolean;
  /** Sets several fields at once (a picker that clears the pickers under it). */
  update: (patch: Partial<V>) => void;
  onSubmit: (event: FormEvent) => void;
}

/**
 * What a form does once sent successfully: 'lock' stays disabled (spec §4 "Password reset"),
 * 'keep' stays open with the values sent as its new start (a profile), 'reset' empties it for the
 * next one (add a role, invite someone).
 */
export type AfterSuccess = 'lock' | 'keep' | 'reset';

/**
 * A form checked with a core schema: errors show once a field is changed and left, or the form
 * sent (spec §5 "errors only once touched"); a valid form is sent once at a time, and stays
 * disabled after it succeeded. `normalize` cleans a field's value when the reader leaves it
 * (spec §5: the display name is normalised on input).
 */
export function useForm<V extends Record<string, string>, S extends z.ZodType>(
  schemaSource: SchemaSource<S>,
  initial: V,
  send: (data: z.output<S>) => Promise<FormOutcome>,
  normalize: Partial<Record<keyof V, (value: string) => string>> = {},
  after: AfterSuccess = 'lock',
): FormHandle<V> {
  const [start, setStart] = useState(initial);
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  // A second press before the first answer must not send twice; state would be read stale.
  const busy = useRef(false);

  // A schema to load arrives a moment after the page; until then nothing is flagged or sent.
  const [schema, setSchema] = useState<S | null>(() =>
    typeof schemaSource === 'function' ? null : schemaSource,
  );
  const [loadSchema] = useState(() => schemaSource);
  useEffect(() => {
    if (typeof loadSchema !== 'function') return undefined;
    let current = true;
    void loadSchema().then((loaded) => {
      if (current) setSchema(loaded);
    });
    return () => {
      current = false;
    };
  }, [loadSchema]);
  const checked = schema == null ? null : formErrors(schema, values);
  const errors = shownErrors(checked?.ok === false ? checked.errors : {}, touched, submitted);
  const done = outcome?.ok === true && after === 'lock';

  const sendChecked = (data: z.output<S>, sent: V) => {
    busy.current = true;
    setSending(true);
    setOutcome(null);
    void send(data).then((result) => {
      busy.current = false;
      setSending(false);
      setOutcome(result);
      if (!result.ok || after === 'lock') return;
      if (after === 'keep') return setStart(sent);
      setValues(start);
      setTouched(new Set());
      setSubmitted(false);
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (busy.current || done) return;
    if (schema != null || typeof loadSchema !== 'function') {
      if (checked?.ok === true) sendChecked(checked.data, values);
      return;
    }
    // Sent before the schema arrived (a quick reader on a slow phone): the button is busy until it
    // has, then the form is checked and sent as it was, instead of the press being lost.
    const sent = values;
    busy.current = true;
    setSending(true);
    void loadSchema().then((loaded) => {
      busy.current = false;
      setSending(false);
      const result = formErrors(loaded, sent);
      if (result.ok) sendChecked(result.data, sent);
    });
  };

  return {
    values,
    field: (name) => ({
      name,
      value: values[name] ?? '',
      error: errors[name],
      onChange: (value) => setValues((current) => ({ ...current, [name]: value })),
      onBlur: () => {
        const clean = normalize[name];
        if (clean) setValues((current) => ({ ...current, [name]: clean(current[name] ?? '') }));
        // Touched once changed and left: a field only passed through (an autofocused one the reader
        // clicks away from) says nothing until the form is sent.
        if (values[name] !== start[name]) setTouched((current) => new Set(current).add(name));
      },
    }),
    sending,
    done,
    failure: outcome?.ok === false ? outcome.message : null,
    success: outcome?.ok === true ? (outcome.message ?? null) : null,
    unchanged: isUnchanged(values, start),
    update: (patch) => setValues((current) => ({ ...current, ...patch })),
    onSubmit,
  };
}
