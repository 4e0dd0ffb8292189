import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect';

describe('redirectTarget', () => {
  it('follows a path of this site', () => {
    expect(redirectTarget('/distribution')).toBe('/distribution');
    expect(redirectTarget('/scores?sportId=4')).toBe('/scores?sportId=4');
  });

  it('goes home without one, or for an address elsewhere', () => {
    for (const redirect of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
    ]) {
      expect(redirectTarget(redirect)).toBe('/');
    }
  });
});
