import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PATHS } from '@csz/core';

// Each page is a chunk of its own, loaded when first visited (DESIGN.md budgets: routes split).
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
  { path: PATHS.signIn, element: page(pages.signIn, (m) => m.SignInPage) },
  { path: `${PATHS.login}/:email?/:error?`, element: page(pages.login, (m) => m.LoginPage) },
  { path: PATHS.signUp, element: page(pages.signUp, (m) => m.SignUpPage) },
  { path: PATHS.profileSignUp, element: page(pages.profile, (m) => m.ProfileSignUpPage) },
  { path: PATHS.addSchoolSub, element: page(pages.preferences, (m) => m.PreferencesPage) },
  {
    path: PATHS.forgotPassword,
    element: page(pages.forgotPassword, (m) => m.ForgotPasswordPage),
  },
  {
    path: PATHS.forgotPasswordChange,
    element: page(pages.resetPassword, (m) => m.ResetPasswordPage),
  },
  {
    path: PATHS.changePassword,
    element: page(pages.changePassword, (m) => m.ChangePasswordPage),
  },
];
