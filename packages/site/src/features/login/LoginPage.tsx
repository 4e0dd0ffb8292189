import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { formErrors, loginFormSchema, pageTitle, type LoginForm } from '@csz/core';
import { logIn } from '../../api/accounts';
import { useApi } from '../../state/api';
import { useStartSession } from '../../state/session';
import { redirectTarget } from './redirect';

type Field = keyof LoginForm;

/**
 * /login and /login/:email: a plain log-in form (spec §2). Fields are checked with core's rules and
 * their errors show once a field has been left or the form sent (spec §5 "Login"); then the page
 * the `redirect` param names, or the home page.
 */
export function LoginPage() {
  const id = useId();
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const api = useApi();
  const startSession = useStartSession();
  const [values, setValues] = useState<LoginForm>({ email: params.email ?? '', password: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ email: false, password: false });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const checked = formErrors(loginFormSchema, values);
  const errors: Partial<Record<string, string>> = checked.ok ? {} : checked.errors;
  const shownError = (field: Field) => (touched[field] ? errors[field] : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (!checked.ok || sending) return;
    setSending(true);
    setFailure(null);
    const answer = await logIn(api, checked.data);
    setSending(false);
    if (!answer.ok) {
      setFailure(answer.failure.message);
      return;
    }
    startSession(answer.data, checked.data.email);
    navigate(redirectTarget(search.get('redirect')), { replace: true });
  };

  const field = (name: Field, label: string, type: string, autoComplete: string) => {
    const error = shownError(name);
    return (
      <div className="site-field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          className="csz-input"
          type={type}
          name={name}
          autoComplete={autoComplete}
          value={values[name]}
          aria-invalid={error != null}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          onChange={(event) => setValues({ ...values, [name]: event.currentTarget.value })}
          onBlur={() => setTouched({ ...touched, [name]: true })}
        />
        {error ? (
          <p id={`${id}-${name}-error`} className="site-field__error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <div className="site-page site-page--narrow">
      <title>{pageTitle({ page: 'Log In' })}</title>
      <h1 className="site-page__title">Log In</h1>
      <form className="site-form" onSubmit={submit} noValidate>
        {field('email', 'Email', 'email', 'username')}
        {field('password', 'Password', 'password', 'current-password')}
        {failure ? (
          <p className="site-alert" role="alert">
            {failure}
          </p>
        ) : null}
        <button type="submit" className="csz-button" disabled={sending}>
          Log In
        </button>
      </form>
    </div>
  );
}
