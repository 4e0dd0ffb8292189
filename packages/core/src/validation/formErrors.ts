import type { z } from 'zod';

/** Field errors keyed by dotted path ('teams.1.schoolId'); '' holds form-level errors. */
export type FormErrors = Record<string, string>;

/**
 * Validates form values and returns the first message per field, as forms show them; the server
 * sends the same object in its 400 answers.
 */
export function formErrors<T extends z.ZodType>(
  schema: T,
  values: unknown,
): { ok: true; data: z.output<T> } | { ok: false; errors: FormErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: issuesToFormErrors(result.error.issues) };
}

/** The first message of each path of some zod issues. */
export function issuesToFormErrors(issues: readonly z.core.$ZodIssue[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
