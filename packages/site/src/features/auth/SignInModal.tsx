import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { checkAccount } from '../../api/accounts';
import { useApi } from '../../state/api';
import { AuthForm } from './AuthForm';
import { EmailField } from '../../shared/forms/fields';
import { LogInForm } from './LogInForm';
import { RequestResetForm, ResetCodeForm } from './PasswordResetForms';
import { SignUpForm } from './SignUpForm';
import { useForm } from '../../shared/forms/useForm';
import { formSchema } from './formSchema';

/** The dialog's steps (spec §2 "Sign-in modal with four steps"). */
type Step = 'email' | 'password' | 'signUp' | 'forgotPassword';

const TITLES: Record<Step, string> = {
  email: 'Log In or Sign Up',
  password: 'Log In',
  signUp: 'Create Account',
  forgotPassword: 'Forgot Password',
};

/** Props of {@link SignInModal}. */
export interface SignInModalProps {
  /** Whether the dialog is shown; each opening starts at the email step. */
  open: boolean;
  /** Called when the reader closes the dialog without logging in (Close, Escape). */
  onClose: () => void;
  /** Called once a session has started in the dialog, by logging in or by signing up. */
  onLoggedIn: (how: 'logIn' | 'signUp') => void;
}

/**
 * The sign-in dialog (spec §4 "Sign-in modal"): an email, then the password when an account has
 * it, else sign-up; the password step leads to forgot-password; Back returns to the email. It is
 * the browser's modal dialog: focus stays inside, Escape closes it, and focus returns to where it
 * was.
 */
export function SignInModal({ open, onClose, onLoggedIn }: SignInModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  // Each opening starts over at the email step; a new key remounts the steps' forms.
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setStep('email');
      setOpening((n) => n + 1);
    }
  }

  useEffect(() => {
    const dialog = ref.current;
    if (dialog == null) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The step's field could not take focus while the dialog was closed (React's autoFocus ran
      // first), and the dialog would focus its first button: Close.
      dialog.querySelector<HTMLElement>('.auth-dialog__step input')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const back = (
    <button type="button" className="csz-button csz-button--quiet" onClick={() => setStep('email')}>
      Back
    </button>
  );

  return (
    <dialog
      ref={ref}
      className="csz-dialog auth-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="auth-dialog__head">
        <h2 id={titleId} className="csz-dialog__title">
          {TITLES[step]}
        </h2>
        <button type="button" className="csz-button csz-button--quiet" onClick={onClose}>
          Close
        </button>
      </div>
      {open ? (
        <div key={`${opening} ${step}`} className="auth-dialog__step">
          {step === 'email' ? (
            <EmailStep
              initialEmail={email}
              onChecked={(checked, exists) => {
                setEmail(checked);
                setStep(exists ? 'password' : 'signUp');
              }}
            />
          ) : null}
          {step === 'password' ? (
            <>
              <p className="auth-dialog__email">{email}</p>
              <LogInForm
                initialEmail={email}
                emailFixed
                restore="automatic"
                onLoggedIn={() => onLoggedIn('logIn')}
              >
                <button
                  type="button"
                  className="csz-button csz-button--quiet"
                  onClick={() => setStep('forgotPassword')}
                >
                  Forgot password?
                </button>
                {back}
              </LogInForm>
            </>
          ) : null}
          {step === 'signUp' ? (
            <>
              <p className="auth-dialog__email">
                No account uses {email} yet. Create one to follow your teams.
              </p>
              <SignUpForm initialEmail={email} emailFixed onSignedUp={() => onLoggedIn('signUp')} />
              <div className="auth-actions">{back}</div>
            </>
          ) : null}
          {step === 'forgotPassword' ? (
            <ForgotPasswordStep email={email} onLogIn={() => setStep('password')} back={back} />
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}

/** The first step: an email, checked against the accounts (POST check). */
function EmailStep({
  initialEmail,
  onChecked,
}: {
  initialEmail: string;
  onChecked: (email: string, exists: boolean) => void;
}) {
  const api = useApi();
  const form = useForm(
    formSchema('checkRequestSchema'),
    { email: initialEmail },
    async ({ email }) => {
      const answer = await checkAccount(api, email);
      if (!answer.ok) return { ok: false, message: answer.failure.message };
      onChecked(email, answer.data.exists);
      return { ok: true };
    },
  );
  return (
    <AuthForm form={form} submitLabel="Continue">
      <p className="auth-lead">Log in or create an account with your email.</p>
      <EmailField field={form.field('email')} autoFocus />
    </AuthForm>
  );
}

/** The forgot-password step: send the code, then set a new password with it. */
function ForgotPasswordStep({
  email,
  onLogIn,
  back,
}: {
  email: string;
  onLogIn: () => void;
  back: ReactNode;
}) {
  const [sent, setSent] = useState(false);
  return (
    <>
      <RequestResetForm initialEmail={email} onSent={() => setSent(true)} />
      {sent ? <ResetCodeForm autoFocus onLogIn={onLogIn} /> : null}
      <div className="auth-actions">{back}</div>
    </>
  );
}
