import { useParams, useSearchParams } from 'react-router-dom';
import { CONTACT_EMAIL } from '@csz/core';
import { sendContactMessage } from '../../api/contact';
import { EmailField, FormStatus, TextAreaField, TextField } from '../../shared/forms/fields';
import { outcomeOf, useForm } from '../../shared/forms/useForm';
import { usePageTitle } from '../../shared/usePageTitle';
import { useApi } from '../../state/api';
import { useSession } from '../../state/session';
import { PageLayout } from '../../shared/PageLayout';

/** The form's schema, loaded apart from the page (the validation library is not in its first load). */
const loadSchema = () => import('./contactSchema').then((m) => m.contactMessageSchema);

/**
 * The contact page (spec §2 /contact-us/:gameId?/:gameName?): email, subject and message to the
 * staff, about a game when the address names one. The server's message shows on an error and
 * 'Message Sent' on success, after which the form is done.
 */
export function ContactPage() {
  usePageTitle('Contact Us');
  const api = useApi();
  const session = useSession();
  const { gameId, gameName } = useParams();
  const [searchParams] = useSearchParams();
  const form = useForm(
    loadSchema,
    {
      email: session?.email ?? '',
      subject: searchParams.get('subject') ?? (gameName ? `About ${gameName}` : ''),
      text: '',
    },
    async (message) => outcomeOf(await sendContactMessage(api, message), 'Message Sent'),
    {
      body: (values) => ({
        ...values,
        gameId: gameId && /^\d+$/.test(gameId) ? gameId : undefined,
        gameName: gameName ?? undefined,
      }),
    },
  );
  return (
    <PageLayout>
      <div className="site-page site-page--form">
        <h1 className="site-page__title">Contact Us</h1>
        <p>
          Questions, corrections, a team to add? Write to us here or at{' '}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </p>
        {gameName ? (
          <p className="site-page__hint">
            About the game: <strong>{gameName}</strong>
          </p>
        ) : null}
        {/* The site's forms' look (the account forms'), disabled for good once sent. */}
        <form className="auth-form" noValidate onSubmit={form.onSubmit}>
          <fieldset className="auth-form__fields" disabled={form.done}>
            <EmailField field={form.field('email')} />
            <TextField label="Subject" autoComplete="off" field={form.field('subject')} />
            <TextAreaField label="Message" rows={6} field={form.field('text')} />
            <div className="auth-actions">
              {/* aria-disabled, not disabled: the button keeps the focus while the form is sent. */}
              <button
                type="submit"
                className="csz-button"
                aria-disabled={form.sending || undefined}
              >
                {form.sending ? 'Sending...' : 'Send'}
              </button>
            </div>
          </fieldset>
          <FormStatus failure={form.failure} success={form.success} />
        </form>
      </div>
    </PageLayout>
  );
}
