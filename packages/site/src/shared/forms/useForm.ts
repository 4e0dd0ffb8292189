import { useEffect, useLayoutEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import type { ApiResult, FormErrors } from '@csz/core';
import type { z } from 'zod';
import {
  FormController,
  type FormOptions,
  type FormOutcome,
  type FormSend,
  type SchemaSource,
  type TextName,
} from './formController';

export type {
  AfterSuccess,
  FormOptions,
  FormOutcome,
  FormSend,
  SchemaSource,
} from './formController';

/** A call's answer as a form's outcome: its failure's message, or `message` on success. */
export function outcomeOf(answer: ApiResult<unknown>, message?: string): FormOutcome {
  if (!answer.ok) return { ok: false, message: answer.failure.message };
  return message == null ? { ok: true } : { ok: true, message };
}

/** What a text field needs from its form. */
export interface FieldBinding {
  name: string;
  value: string;
  /** The error to show now, if any (spec §5: once touched). */
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A form's values, checks and sending; `D` is the checked body it sends. */
export interface FormHandle<V extends object, D = unknown> {
  values: V;
  /**
   * The binding of a text field. `change` makes the next values from the typed one where a rule
   * ties other values to it (a game's start time moves its end); by default the field's value alone
   * changes.
   */
  field: (name: TextName<V>, change?: (values: V, value: string) => V) => FieldBinding;
  /** The errors to show now, by path: fields' and others' (a game's teams). */
  errors: FormErrors;
  /** True while the form is being sent. */
  sending: boolean;
  /** True once it was sent successfully: the form stays disabled (spec §4 "Password reset"). */
  done: boolean;
  /** The last send's failure. */
  failure: string | null;
  /** The success text, once sent. */
  success: string | null;
  /** Whether the values are those the form started with. */
  unchanged: boolean;
  /** Changes several values at once (a picker that clears the pickers under it, a team added). */
  update: (change: Partial<V> | ((values: V) => V)) => void;
  /** Checks and sends; a refused form puts focus on its first field to put right. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /**
   * Checks and sends from another button than the form's own, the checked body changed by
   * `adjust` (the game form's 'Ignore Duplicates').
   */
  // A method: a form of any body serves where its body is not looked at (AuthForm, SectionForm).
  submit(adjust: (data: D) => D): void;
}

/**
 * The site's one way to write a form (a {@link FormController} bound to the component): core's
 * schema, or a function that loads it, checks `options.body(values)` (the values themselves by
 * default); errors show once a field is changed and left, or the form sent (spec §5); a valid form
 * is sent once at a time, and what follows a success is `options.after`. `send` is the page's
 * latest, so it may use the page's newest state.
 */
export function useForm<V extends object, S extends z.ZodType>(
  schema: SchemaSource<S>,
  initial: V,
  send: FormSend<S>,
  options: FormOptions<V> = {},
): FormHandle<V, z.output<S>> {
  const [form] = useState(() => new FormController(schema, initial, send, options));
  // Before any event can reach the form (a layout effect runs before the browser paints).
  useLayoutEffect(() => form.configure(schema, send, options));
  // A schema to load arrives a moment after the page; until then nothing is flagged.
  useEffect(() => {
    if (typeof schema === 'function') void form.loadSchema();
  }, [form, schema]);
  const state = useSyncExternalStore(form.subscribe, form.getState, form.getState);
  const errors = form.shownErrors(state);

  return {
    values: state.values,
    field: (name, change) => ({
      name,
      value: state.values[name] as string,
      error: errors[name],
      onChange: (value) =>
        form.update(change ? (values) => change(values, value) : ({ [name]: value } as Partial<V>)),
      onBlur: () => form.leave(name),
    }),
    errors,
    sending: state.sending,
    done: form.isDone(state),
    failure: state.outcome?.ok === false ? state.outcome.message : null,
    success: state.outcome?.ok === true ? (state.outcome.message ?? null) : null,
    unchanged: form.isUnchanged(state),
    update: (change) => form.update(change),
    submit: (adjust) => void form.submit(adjust),
    onSubmit: (event) => {
      event.preventDefault();
      const element = event.currentTarget;
      void form.submit().then((result) => {
        if (result !== 'invalid') return;
        // The first field to put right takes the focus, so the reader hears what is wrong; after
        // the frame that shows the errors.
        requestAnimationFrame(() =>
          element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
        );
      });
    },
  };
}
