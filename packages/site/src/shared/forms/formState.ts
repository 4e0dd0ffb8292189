import type { FormErrors } from '@csz/core';

/**
 * The errors a form shows (spec §5 "errors only once touched"): a field's once the reader has left
 * it, and every field's once the form has been sent.
 */
export function shownErrors(
  errors: FormErrors,
  touched: ReadonlySet<string>,
  submitted: boolean,
): FormErrors {
  if (submitted) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => touched.has(field)));
}

/** Whether a form's values are still those it started with (spec §5: sign-up is then disabled). */
export function isUnchanged<V extends object>(values: V, initial: V): boolean {
  return (Object.keys(initial) as (keyof V)[]).every((key) => values[key] === initial[key]);
}
