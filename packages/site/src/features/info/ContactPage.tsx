import { useEffect, useState, type FormEvent } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { CONTACT_EMAIL, formErrors, type FormErrors } from '@csz/core';
import { sendContactMessage } from '../../api/contact';
import { usePageTitle } from '../../shared/usePageTitle';
import { useApi } from '../../state/api';
import { useSession } from '../../state/session';
import { PageLayout } from '../../shared/PageLayout';

type Field = 'email' | 'subject' | 'text';

/** The form's schema, loaded apart from the page (the validation library is not in its first load). */
const loadSchemas = () => import('./contactSchema');

/** A labelled input with its error read out with it. */
function ContactField({
  name,
  label,
  value,
  error,
  disabled,
  onChange,
  multiline = false,
}: {
  name: Field;
  label: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
  multiline?: boolean;
}) {
  const id = `contact-${name}`;
  const common = {
    id,
    name,
    value,
    disabled,
    className: 'csz-input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
  return (
    <div className="site-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={6} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={name === 'email' ? 'email' : 'text'}
          autoComplete={name === 'email' ? 'email' : 'off'}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {error ? (
        <p id={`${id}-error`} className="site-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

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
  const [values, setValues] = useState<Record<Field, string>>({
    email: session?.email ?? '',
    subject: searchParams.get('subject') ?? (gameName ? `About ${gameName}` : ''),
    text: '',
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { contactMessageSchema } = await loadSchemas();
    const checked = formErrors(contactMessageSchema, {
      ...values,
      gameId: gameId && /^\d+$/.test(gameId) ? gameId : undefined,
      gameName: gameName ?? undefined,
    });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    setState('sending');
    setFailure(null);
    const answer = await sendContactMessage(api, checked.data);
    if (answer.ok) {
      setState('sent');
    } else {
      setState('editing');
      setFailure(answer.failure.message);
    }
  };

  // Fetched while the reader types, so that Send checks at once.
  useEffect(() => void loadSchemas(), []);

  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const done = state !== 'editing';
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
        <form className="site-form" noValidate onSubmit={(e) => void onSubmit(e)}>
          <ContactField
            name="email"
            label="Email"
            value={values.email}
            error={errors.email}
            disabled={done}
            onChange={set('email')}
          />
          <ContactField
            name="subject"
            label="Subject"
            value={values.subject}
            error={errors.subject}
            disabled={done}
            onChange={set('subject')}
          />
          <ContactField
            name="text"
            label="Message"
            value={values.text}
            error={errors.text}
            disabled={done}
            onChange={set('text')}
            multiline
          />
          <button type="submit" className="csz-button" disabled={done}>
            {state === 'sending' ? 'Sending...' : 'Send'}
          </button>
          <p role="status" className={failure ? 'site-form__error' : 'site-form__success'}>
            {state === 'sent' ? 'Message Sent' : (failure ?? '')}
          </p>
        </form>
      </div>
    </PageLayout>
  );
}
