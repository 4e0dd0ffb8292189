import { formErrors, type FormErrors } from '@csz/core';
import type { z } from 'zod';
import { isUnchanged, shownErrors } from './formState';

/** How sending a form ended: the success text to show, or the failure's message. */
export type FormOutcome = { ok: true; message?: string } | { ok: false; message: string };

/**
 * Sends a form's checked body. It answers null when the server asks something of the reader first
 * (the game form's possible duplicates): the form then stays as it is, neither done nor failed.
 */
export type FormSend<S extends z.ZodType> = (data: z.output<S>) => Promise<FormOutcome | null>;

/**
 * The schema a form is checked with, or a function that loads it: forms load the validation
 * library apart from their page (formSchemas.ts), so that the page shows at once.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

/**
 * What a form does once sent successfully: 'lock' stays disabled (spec §4 "Password reset"),
 * 'keep' stays open with the values sent as its new start (a profile), 'reset' empties it for the
 * next one (add a role, invite someone, add a game).
 */
export type AfterSuccess = 'lock' | 'keep' | 'reset';

/** The names of a form's text values: those a field edits. */
export type TextName<V> = { [K in keyof V]-?: V[K] extends string ? K : never }[keyof V] & string;

/** How a form is checked and what it does after sending. */
export interface FormOptions<V extends object> {
  /** What the schema checks, made from the values (the body the API takes). @default the values */
  body?: (values: V) => unknown;
  /** Cleans a text value when the reader leaves its field (spec §5: the display name). */
  normalize?: Partial<Record<TextName<V>, (value: string) => string>>;
  /** What the form does once sent successfully. @default 'lock' */
  after?: AfterSuccess;
}

/** Where a form stands; a new object at every change. */
export interface FormState<V extends object, S extends z.ZodType> {
  values: V;
  /** The values it started with, or was last saved with ('keep'). */
  start: V;
  /** The fields changed and left (spec §5 "errors only once touched"). */
  touched: ReadonlySet<string>;
  /** Whether a submit was tried: every error shows then. */
  submitted: boolean;
  /** True while the body is sent, or while a submit waits for the schema. */
  sending: boolean;
  outcome: FormOutcome | null;
  /** The schema, once loaded. */
  schema: S | null;
}

/** What a submit came to: sent, refused for its errors, or ignored (one under way, or done). */
export type SubmitResult = 'sent' | 'invalid' | 'ignored';

/**
 * A form's values, checks and sending, apart from React (the site's `useForm` binds it to a
 * component): core's schema checks the body the values make, its errors show once a field was
 * changed and left or the form sent (spec §5), a valid form is sent once at a time, and a submit
 * before a lazily loaded schema has arrived waits for it, then sends the values as they were.
 */
export class FormController<V extends object, S extends z.ZodType> {
  #state: FormState<V, S>;
  #checked: { for: FormState<V, S>; result: ReturnType<typeof formErrors<S>> | null } | null = null;
  #source: SchemaSource<S>;
  #loading: Promise<S> | null = null;
  #send: FormSend<S>;
  #options: FormOptions<V>;
  // A second press before the first answer must not send twice: state could be read stale.
  #busy = false;
  #listeners = new Set<() => void>();

  constructor(source: SchemaSource<S>, initial: V, send: FormSend<S>, options: FormOptions<V>) {
    this.#source = source;
    this.#send = send;
    this.#options = options;
    this.#state = {
      values: initial,
      start: initial,
      touched: new Set(),
      submitted: false,
      sending: false,
      outcome: null,
      schema: typeof source === 'function' ? null : source,
    };
  }

  /** Calls `listener` after every change; answers the way to stop. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** The form as it is now (the same object until something changes). */
  getState = (): FormState<V, S> => this.#state;

  /**
   * Takes the page's latest schema, `send` and options, which may close over its newest state (a
   * schema made for today's date is made again on a new day).
   */
  configure(source: SchemaSource<S>, send: FormSend<S>, options: FormOptions<V>): void {
    this.#send = send;
    this.#options = options;
    if (typeof source !== 'function' && source !== this.#state.schema)
      this.#set({ schema: source });
  }

  /** Loads a schema that loads apart, once; a submit that comes first waits for the same load. */
  loadSchema(): Promise<S> {
    const { schema } = this.#state;
    if (schema != null) return Promise.resolve(schema);
    this.#loading ??= (this.#source as () => Promise<S>)().then((loaded) => {
      this.#set({ schema: loaded });
      return loaded;
    });
    return this.#loading;
  }

  /** Every error of the values now, by path (a field's name, or 'teams'), shown or not. */
  #check(state: FormState<V, S>) {
    if (this.#checked?.for !== state) {
      const result =
        state.schema == null ? null : formErrors(state.schema, this.#body(state.values));
      this.#checked = { for: state, result };
    }
    return this.#checked.result;
  }

  /** The errors to show: a field's once it was changed and left, every one once sent (spec §5). */
  shownErrors(state: FormState<V, S> = this.#state): FormErrors {
    const checked = this.#check(state);
    return shownErrors(checked?.ok === false ? checked.errors : {}, state.touched, state.submitted);
  }

  /** Whether the form was sent successfully and stays disabled ('lock'). */
  isDone(state: FormState<V, S> = this.#state): boolean {
    return state.outcome?.ok === true && (this.#options.after ?? 'lock') === 'lock';
  }

  /** Whether the values are those the form started with (spec §5: sign-up is then disabled). */
  isUnchanged(state: FormState<V, S> = this.#state): boolean {
    return isUnchanged(state.values, state.start);
  }

  /** Changes the values: a patch, or a rule that makes the next values (a start time moves the end). */
  update(change: Partial<V> | ((values: V) => V)): void {
    const { values } = this.#state;
    this.#set({ values: typeof change === 'function' ? change(values) : { ...values, ...change } });
  }

  /** The reader left a text field: its value is cleaned, and it counts as touched if it changed. */
  leave(name: TextName<V>): void {
    const { values, start, touched } = this.#state;
    const value = values[name] as string;
    const clean = this.#options.normalize?.[name];
    // Touched once changed and left: a field only passed through (an autofocused one the reader
    // clicks away from) says nothing until the form is sent.
    const changed = value !== start[name];
    this.#set({
      ...(clean ? { values: { ...values, [name]: clean(value) } } : {}),
      ...(changed && !touched.has(name) ? { touched: new Set(touched).add(name) } : {}),
    });
  }

  /**
   * Checks and sends the form (see the class), its checked body changed by `adjust` if given (the
   * game form's 'Ignore Duplicates'); answers once it is sent, refused or ignored.
   */
  async submit(adjust?: (data: z.output<S>) => z.output<S>): Promise<SubmitResult> {
    this.#set({ submitted: true });
    if (this.#busy || this.isDone()) return 'ignored';
    const sent = this.#state.values;
    let schema = this.#state.schema;
    if (schema == null) {
      // Sent before the schema arrived (a quick reader on a slow phone): the button is busy until
      // it has, then the form is checked and sent as it was, instead of the press being lost.
      this.#busy = true;
      this.#set({ sending: true });
      schema = await this.loadSchema();
      this.#busy = false;
      this.#set({ sending: false });
    }
    const checked = formErrors(schema, this.#body(sent));
    if (!checked.ok) return 'invalid';
    this.#busy = true;
    this.#set({ sending: true, outcome: null });
    const outcome = await this.#send(adjust ? adjust(checked.data) : checked.data);
    this.#busy = false;
    this.#set({ sending: false, ...(outcome == null ? {} : { outcome }) });
    if (outcome?.ok !== true) return 'sent';
    const after = this.#options.after ?? 'lock';
    if (after === 'keep') this.#set({ start: sent });
    if (after === 'reset') {
      this.#set({ values: this.#state.start, touched: new Set(), submitted: false });
    }
    return 'sent';
  }

  #body(values: V): unknown {
    return this.#options.body ? this.#options.body(values) : values;
  }

  #set(change: Partial<FormState<V, S>>): void {
    this.#state = { ...this.#state, ...change };
    for (const listener of this.#listeners) listener();
  }
}
