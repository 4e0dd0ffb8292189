import type { RouteObject } from 'react-router-dom';
import { SITE_ROUTES as R } from '@csz/core';
import { lazyPage } from './lazyPage';

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

/**
 * The account pages (spec §2 "Account and navigation", §4 sign-in, sign-up and password flows),
 * for the site's chrome to hold among its pages.
 */
export const accountRoutes: RouteObject[] = [
  { path: R.signIn, ...lazyPage(pages.signIn, (m) => m.SignInPage) },
  { path: R.login, ...lazyPage(pages.login, (m) => m.LoginPage) },
  { path: R.signUp, ...lazyPage(pages.signUp, (m) => m.SignUpPage) },
  { path: R.profileSignUp, ...lazyPage(pages.profile, (m) => m.ProfileSignUpPage) },
  { path: R.addSchoolSub, ...lazyPage(pages.preferences, (m) => m.PreferencesPage) },
  {
    path: R.forgotPassword,
    ...lazyPage(pages.forgotPassword, (m) => m.ForgotPasswordPage),
  },
  {
    path: R.forgotPasswordChange,
    ...lazyPage(pages.resetPassword, (m) => m.ResetPasswordPage),
  },
  {
    path: R.changePassword,
    ...lazyPage(pages.changePassword, (m) => m.ChangePasswordPage),
  },
];
