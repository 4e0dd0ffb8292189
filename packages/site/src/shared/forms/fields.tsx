import { useId, type ReactNode } from 'react';
import type { FieldBinding } from './useForm';

/** Props of {@link TextField}. */
export interface TextFieldProps {
  /** The visible label. */
  label: string;
  /** The form's binding of the field. */
  field: FieldBinding;
  /** The input type. @default 'text' */
  type?: 'text' | 'email' | 'password' | 'tel' | 'date' | 'time' | 'url';
  /** The browser's autofill hint. */
  autoComplete?: string;
  /** A line under the field, read with it. */
  hint?: string;
  /** Focus the field when it appears (a dialog's step). @default false */
  autoFocus?: boolean;
  /** Date bounds, for a date field. */
  min?: string;
  max?: string;
  /** Shown but not editable (the profile's email). @default false */
  readOnly?: boolean;
  /** The most characters it takes (a name's limit, spec §5). */
  maxLength?: number;
}

/** A labelled input whose error (and hint) a screen reader reads with it (spec §5). */
export function TextField({
  label,
  field,
  type = 'text',
  autoComplete,
  hint,
  autoFocus = false,
  min,
  max,
  readOnly = false,
  maxLength,
}: TextFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, field.error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <FieldFrame id={id} label={label} error={field.error} hint={hint}>
      <input
        id={id}
        className="csz-input"
        type={type}
        name={field.name}
        value={field.value}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        min={min}
        max={max}
        readOnly={readOnly}
        maxLength={maxLength}
        aria-invalid={field.error != null}
        aria-describedby={described || undefined}
        onChange={(event) => field.onChange(event.currentTarget.value)}
        onBlur={field.onBlur}
      />
    </FieldFrame>
  );
}

/**
 * A field's label, its control, a hint and the error, with the ids the control is described by
 * (`{id}-hint`, `{id}-error`).
 */
function FieldFrame({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="auth-field__hint">
          {hint}
        </p>
      ) : null}
      {/* Always there, so that an error appearing as the reader leaves the field (to click a
          button below) does not move that button from under the pointer. */}
      <p id={`${id}-error`} className="auth-field__error">
        {error}
      </p>
    </div>
  );
}

/** A labelled text area, its error read with it (spec §5): notes, a message. */
export function TextAreaField({
  label,
  field,
  rows = 3,
  className,
}: {
  label: string;
  field: FieldBinding;
  /** @default 3 */
  rows?: number;
  /** A class of the page's, for its size. */
  className?: string;
}) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={field.error}>
      <textarea
        id={id}
        className={className ? `csz-input ${className}` : 'csz-input'}
        name={field.name}
        rows={rows}
        value={field.value}
        aria-invalid={field.error != null}
        aria-describedby={`${id}-error`}
        onChange={(event) => field.onChange(event.currentTarget.value)}
        onBlur={field.onBlur}
      />
    </FieldFrame>
  );
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps {
  /** The visible label. */
  label: string;
  /** The form's binding of the field; its value is the chosen option's id, '' for none. */
  field: FieldBinding;
  /** The options, in order. */
  options: readonly { id: number | string; name: string }[];
  /** The first, empty option ('Choose State'). */
  placeholder: string;
  /** Off until the choice above it is made (spec §5 "Pickers"). @default false */
  disabled?: boolean;
}

/**
 * A labelled picker of a form: the browser's own select, its error read with it (spec §5). A choice
 * counts as leaving the field, so its error shows at once.
 */
export function SelectField({
  label,
  field,
  options,
  placeholder,
  disabled = false,
}: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={field.error}>
      <select
        id={id}
        className="csz-select__control"
        name={field.name}
        value={field.value}
        disabled={disabled}
        aria-invalid={field.error != null}
        aria-describedby={field.error ? `${id}-error` : undefined}
        onChange={(event) => field.onChange(event.currentTarget.value)}
        onBlur={field.onBlur}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A password field: the current one (login, change) or a new one, as password managers read it. */
export function PasswordField({
  label = 'Password',
  field,
  isNew = false,
  autoFocus = false,
}: {
  label?: string;
  field: FieldBinding;
  isNew?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      field={field}
      autoFocus={autoFocus}
    />
  );
}

/** An email field. */
export function EmailField({
  field,
  autoFocus = false,
}: {
  field: FieldBinding;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      field={field}
      autoFocus={autoFocus}
    />
  );
}

/** A form's outcome: its failure as an alert, its success as a status (spec §8 texts). */
export function FormStatus({
  failure,
  success,
  children,
}: {
  failure: string | null;
  success: string | null;
  /** What follows the success text (the 'Log in' button). */
  children?: ReactNode;
}) {
  return (
    <>
      {failure ? (
        <p className="auth-alert" role="alert">
          {failure}
        </p>
      ) : null}
      {success ? (
        <div className="auth-success" role="status">
          <p>{success}</p>
          {children}
        </div>
      ) : null}
    </>
  );
}
