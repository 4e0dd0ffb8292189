import type { ReactNode } from 'react';
import { usePageTitle } from '../../shared/usePageTitle';
import { GuestOnly, RequireLogin } from './guards';
import './auth.css';

/** Props of {@link AuthPage}. */
export interface AuthPageProps {
  /** The page's heading, and its part of the tab's title (spec §2 'name | page | network'). */
  title: string;
  /** A line under the heading. */
  lead?: ReactNode;
  /** Who may see the page; others meet the guard's panel in its place. @default 'anyone' */
  access?: 'anyone' | 'guests' | 'members';
  children: ReactNode;
}

/** The frame of an account page: its guard, title, lead line and content. */
export function AuthPage({ title, lead, access = 'anyone', children }: AuthPageProps) {
  usePageTitle(title);
  const page = (
    <div className="auth-page">
      <h1 className="auth-page__title">{title}</h1>
      {lead ? <p className="auth-lead">{lead}</p> : null}
      {children}
    </div>
  );
  if (access === 'guests') return <GuestOnly>{page}</GuestOnly>;
  if (access === 'members') return <RequireLogin>{page}</RequireLogin>;
  return page;
}
