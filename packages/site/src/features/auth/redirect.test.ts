import { describe, expect, it } from 'vitest';
import { afterLogIn, afterSignUp, mentionsPlayGames, safeRedirect, signUpEnd } from './redirect';

describe('safeRedirect', () => {
  it('follows a path of this site', () => {
    expect(safeRedirect('/distribution')).toBe('/distribution');
    expect(safeRedirect('/scores?sportId=4')).toBe('/scores?sportId=4');
  });

  it('goes to the fallback without one, or for an address elsewhere', () => {
    for (const redirect of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
    ]) {
      expect(safeRedirect(redirect)).toBe('/');
      expect(safeRedirect(redirect, '/my-account/home')).toBe('/my-account/home');
    }
  });
});

describe('mentionsPlayGames', () => {
  it('finds playgames as a key or inside a value, escaped or not', () => {
    expect(mentionsPlayGames('?playgames=true')).toBe(true);
    expect(mentionsPlayGames('?redirect=%2Fplaygames')).toBe(true);
    expect(mentionsPlayGames('?redirect=/PlayGames')).toBe(true);
    expect(mentionsPlayGames('?redirect=/scores')).toBe(false);
    expect(mentionsPlayGames('?x=%E0%A4%A')).toBe(false);
  });
});

describe('the account steps', () => {
  it('sends a new account to Pick ’Em when the query mentions it, else to Complete Profile', () => {
    expect(afterSignUp('?redirect=/playgames')).toBe('/playgames');
    expect(afterSignUp('?redirect=/scores')).toBe('/profile-sign-up?redirect=/scores');
    expect(afterSignUp('')).toBe('/profile-sign-up');
  });

  it('ends the sign-up steps at the redirect, else the profile tab', () => {
    expect(signUpEnd(new URLSearchParams('redirect=/scores'))).toBe('/scores');
    expect(signUpEnd(new URLSearchParams(''))).toBe('/my-account/profile');
  });

  it('ends a login at the redirect, else Pick ’Em when asked, else the home tab', () => {
    expect(afterLogIn(new URLSearchParams('redirect=/distribution'))).toBe('/distribution');
    expect(afterLogIn(new URLSearchParams('playgames=1'))).toBe('/playgames');
    expect(afterLogIn(new URLSearchParams(''))).toBe('/my-account/home');
  });
});
