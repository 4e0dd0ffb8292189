import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { SITE_ROUTES as R } from '@csz/core';

// Each page is a chunk of its own, loaded when first visited (docs/architecture.md budgets: routes split).
const pages = {
  signIn: () => import('../features/auth/pages/SignInPage'),
  login: () => import('../features/auth/pages/LoginPage'),
  signUp: () => import('../features/auth/pages/SignUpPage'),
  profile: () => import('../features/auth/pages/ProfileSignUpPage'),
  preferences: () => import('../features/auth/pages/PreferencesPage'),
  forgotPassword: () => import('../features/auth/pages/ForgotPasswordPage'),
  resetPassword: () => import('../features/auth/pages/ResetPasswordPage'),
  changePassword: () => import('../features/auth/pages/ChangePasswordPage'),
};

function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return <Page />;
}

/**
 * The account pages (spec §2 "Account and navigation", §4 sign-in, sign-up and password flows),
 * for the site's chrome to hold among its pages.
 */
export const accountRoutes: RouteObject[] = [
  { path: R.signIn, element: page(pages.signIn, (m) => m.SignInPage) },
  { path: R.login, element: page(pages.login, (m) => m.LoginPage) },
  { path: R.signUp, element: page(pages.signUp, (m) => m.SignUpPage) },
  { path: R.profileSignUp, element: page(pages.profile, (m) => m.ProfileSignUpPage) },
  { path: R.addSchoolSub, element: page(pages.preferences, (m) => m.PreferencesPage) },
  {
    path: R.forgotPassword,
    element: page(pages.forgotPassword, (m) => m.ForgotPasswordPage),
  },
  {
    path: R.forgotPasswordChange,
    element: page(pages.resetPassword, (m) => m.ResetPasswordPage),
  },
  {
    path: R.changePassword,
    element: page(pages.changePassword, (m) => m.ChangePasswordPage),
  },
];
