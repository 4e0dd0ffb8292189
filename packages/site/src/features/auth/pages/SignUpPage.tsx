import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PATHS } from '@csz/core';
import { useSession } from '../../../state/session';
import { AuthPage } from '../AuthPage';
import { afterSignUp } from '../redirect';
import { SignUpForm } from '../SignUpForm';

/**
 * /sign-up, 'Create Account' (spec §2, §4 "Sign-up flow"): then Pick 'Em when the query mentions
 * it, else 'Complete Profile' with the same query. An invitation's link fills in the email.
 */
export function SignUpPage() {
  const session = useSession();
  const [search] = useSearchParams();
  const { search: query } = useLocation();
  const navigate = useNavigate();
  const [signedUpHere, setSignedUpHere] = useState(false);

  if (session && !signedUpHere) return <Navigate to={PATHS.myAccountHome} replace />;
  return (
    <AuthPage
      title="Create Account"
      lead="Follow your schools and teams, post and earn Spirit PointZ."
    >
      <SignUpForm
        initialEmail={search.get('email') ?? ''}
        onSignedUp={() => {
          setSignedUpHere(true);
          navigate(afterSignUp(query), { replace: true });
        }}
      />
      <p>
        Have an account? <Link to={`${PATHS.login}${query}`}>Log In</Link>
      </p>
    </AuthPage>
  );
}
