import { useNavigate } from 'react-router-dom';
import { PATHS } from '@csz/core';

/** The success texts' 'Log in' button (spec §8): the login page, with the email when known. */
export function useGoToLogIn(email?: string | null): () => void {
  const navigate = useNavigate();
  return () => navigate(email ? `${PATHS.login}/${encodeURIComponent(email)}` : PATHS.login);
}
