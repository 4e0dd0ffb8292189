import type { ReactNode } from 'react';
import { FormStatus } from '../../../shared/forms/fields';
import type { FormHandle } from '../../../shared/forms/useForm';

/** A form of the profile tab: its fields, its button, then what the last send came to. */
export function SectionForm({
  form,
  submitLabel,
  children,
}: {
  form: Pick<FormHandle<never>, 'onSubmit' | 'sending' | 'failure' | 'success'>;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form className="auth-form" noValidate onSubmit={form.onSubmit}>
      {children}
      <div className="auth-actions">
        {/* aria-disabled, not disabled: the button keeps the focus while the form is sent. */}
        <button type="submit" className="csz-button" aria-disabled={form.sending || undefined}>
          {form.sending ? 'Sending...' : submitLabel}
        </button>
      </div>
      <FormStatus failure={form.failure} success={form.success} />
    </form>
  );
}

/** A failed call's text (spec §8: 'Unknown Error' when the server gave none). */
export function failureText(message: string | undefined): string {
  return message || 'Unknown Error';
}
