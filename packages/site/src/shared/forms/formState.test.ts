import { describe, expect, it } from 'vitest';
import { isUnchanged, shownErrors } from './formState';

describe('shownErrors', () => {
  const errors = { email: 'Must be valid email', password: 'Required' };

  it('shows a field’s error only once the field has been left', () => {
    expect(shownErrors(errors, new Set(), false)).toEqual({});
    expect(shownErrors(errors, new Set(['email']), false)).toEqual({
      email: 'Must be valid email',
    });
  });

  it('shows every error once the form has been sent', () => {
    expect(shownErrors(errors, new Set(), true)).toEqual(errors);
  });
});

describe('isUnchanged', () => {
  it('compares each value with the one the form started with', () => {
    const initial = { email: 'a@b.c', password: '' };
    expect(isUnchanged({ ...initial }, initial)).toBe(true);
    expect(isUnchanged({ ...initial, password: 'x' }, initial)).toBe(false);
  });
});
