import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { formErrors } from './formErrors';
import {
  addRoleSchema,
  birthdayBounds,
  changePasswordSchema,
  commentSchema,
  contactMessageSchema,
  credentialsSchema,
  inviteSchema,
  legacySignUpSchema,
  loginFormSchema,
  preferencesSchema,
  profileFormSchema,
  profileSignUpSchema,
  recoveryRequestSchema,
  registerRequestSchema,
  requestResetSchema,
  resetPasswordSchema,
  resetWithCodeSchema,
  signUpFormSchema,
  updateCoachSchema,
} from './accountForms';

const TODAY = '2026-11-20';

/** Field errors of a form, {} when it passes. */
function errorsOf(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = formErrors(schema, values);
  return result.ok ? {} : result.errors;
}

describe('loginFormSchema', () => {
  it.each([
    [
      { email: '', password: '' },
      { email: 'Required', password: 'Required' },
    ],
    [{ email: 'coach', password: 'x' }, { email: 'Must be valid email' }],
    [{ email: 'coach@school.org', password: 'anything' }, {}],
  ])('%o gives %o', (values, expected) => {
    expect(errorsOf(loginFormSchema, values)).toEqual(expected);
  });

  it('removes line breaks and tabs pasted into email and password', () => {
    expect(
      loginFormSchema.parse({ email: 'coach@school.org\n', password: '\tsecret1!\r\n' }),
    ).toEqual({
      email: 'coach@school.org',
      password: 'secret1!',
    });
  });
});

describe('credentialsSchema (service level)', () => {
  it.each([
    [{}, false],
    [{ email: '\n', password: 'x' }, false],
    [{ email: 'a@b.co', password: '\t' }, false],
    [{ email: 'a@b.co', password: 'x' }, true],
  ])('%o passes: %s', (values, ok) => {
    const result = credentialsSchema.safeParse(values);
    expect(result.success).toBe(ok);
    if (!result.success) {
      expect(result.error.issues[0]?.message).toBe('Email and Password are required');
    }
  });

  it('says Email are required for an empty recovery', () => {
    expect(errorsOf(recoveryRequestSchema, { email: '\n' })).toEqual({
      email: 'Email are required',
    });
    expect(errorsOf(recoveryRequestSchema, {})).toEqual({ email: 'Email are required' });
  });
});

describe('signUpFormSchema', () => {
  const valid = {
    email: 'fan@example.com',
    displayName: '',
    password: 'goBulldogs1',
    confirmPassword: 'goBulldogs1',
  };

  it.each([
    [valid, {}],
    [{ ...valid, confirmPassword: 'goBulldogs2' }, { confirmPassword: "Passwords don't match" }],
    [{ ...valid, confirmPassword: '' }, { confirmPassword: 'Required' }],
    [
      { ...valid, password: 'short', confirmPassword: 'short' },
      { password: 'Must be 8 characters or more' },
    ],
    [{ ...valid, email: 'fan' }, { email: 'Must be valid email' }],
  ])('%o gives %o', (values, expected) => {
    expect(errorsOf(signUpFormSchema, values)).toEqual(expected);
  });

  it('uses the real name when the display name is blank', () => {
    expect(signUpFormSchema.parse(valid).displayName).toBeUndefined();
  });

  it('checks the register call the same way', () => {
    expect(errorsOf(registerRequestSchema, { email: 'x', password: '1' })).toEqual({
      email: 'Must be valid email',
      password: 'Must be 8 characters or more',
    });
  });
});

describe('birthdayBounds', () => {
  it('runs from 100 years back to 4 years back, opening 14 years back', () => {
    expect(birthdayBounds(TODAY)).toEqual({
      min: '1926-11-20',
      max: '2022-11-20',
      initial: '2012-11-20',
    });
  });

  it('never goes before 1900', () => {
    expect(birthdayBounds('1990-05-01').min).toBe('1900-01-01');
  });
});

describe('legacySignUpSchema', () => {
  const valid = {
    email: 'parent@example.com',
    password: 'goBulldogs1',
    firstName: 'Dana',
    lastName: 'Lee',
    cellPhone: '301-555-0142',
    birthday: '1980-04-02',
    zipCode: '20814',
  };

  it.each([
    [valid, {}],
    [
      { ...valid, firstName: '', lastName: '' },
      { firstName: 'Required', lastName: 'Required' },
    ],
    [{ ...valid, cellPhone: '123-555-0142' }, { cellPhone: 'Invalid phone number' }],
    [{ ...valid, birthday: '2024-01-01' }, { birthday: 'Must be a date in the allowed range' }],
    [{ ...valid, zipCode: '2081' }, { zipCode: 'Must be valid Zip Code' }],
  ])('%o gives %o', (values, expected) => {
    expect(errorsOf(legacySignUpSchema(TODAY), values)).toEqual(expected);
  });
});

describe('profile forms', () => {
  it.each([
    [{ firstName: 'Dana', lastName: 'Lee' }, {}],
    [{ firstName: 'Dana', lastName: 'Lee', cellPhone: '', zipCode: '' }, {}],
    [
      { firstName: 'Dana', lastName: 'Lee', cellPhone: '301555' },
      { cellPhone: 'Must be 10 characters or more' },
    ],
    [
      { firstName: 'D4na', lastName: 'x'.repeat(51) },
      { firstName: 'Must contain only letters', lastName: 'Must be 50 characters or less' },
    ],
    [
      { firstName: 'Dana', lastName: 'Lee', birthday: '1899-12-31' },
      { birthday: 'Must be a date in the allowed range' },
    ],
  ])('profile %o gives %o', (values, expected) => {
    expect(errorsOf(profileFormSchema(TODAY), values)).toEqual(expected);
  });

  it('requires zip and phone on Complete Profile', () => {
    expect(errorsOf(profileSignUpSchema(TODAY), { firstName: 'Dana', lastName: 'Lee' })).toEqual({
      zipCode: 'Required',
      cellPhone: 'Required',
    });
  });
});

describe('password forms', () => {
  it.each([
    [
      changePasswordSchema,
      { oldPassword: '', newPassword: '' },
      { oldPassword: 'Required', newPassword: 'Required' },
    ],
    [
      changePasswordSchema,
      { oldPassword: 'a', newPassword: 'short' },
      { newPassword: 'Must be 8 characters or more' },
    ],
    [changePasswordSchema, { oldPassword: 'a', newPassword: 'longenough' }, {}],
    [
      resetPasswordSchema,
      { email: 'a@b.co', token: '', newPassword: 'longenough' },
      { token: 'Required' },
    ],
    [
      resetWithCodeSchema,
      { token: '123456', newPassword: 'x'.repeat(101) },
      { newPassword: 'Must be 100 characters or less' },
    ],
    [requestResetSchema, { email: '' }, { email: 'Required' }],
    [requestResetSchema, { email: 'nope' }, { email: 'Must be valid email' }],
  ])('%#: %o gives %o', (schema, values, expected) => {
    expect(errorsOf(schema, values)).toEqual(expected);
  });
});

describe('contactMessageSchema', () => {
  it.each([
    [
      { email: '', subject: '' },
      { email: 'Valid email is required', subject: 'Subject is required' },
    ],
    [{ email: 'nope', subject: 'Score' }, { email: 'Valid email is required' }],
    [{ email: 'fan@example.com', subject: 'Wrong score', text: '' }, {}],
    [{ email: 'fan@example.com', subject: 'Wrong score', gameId: '12', gameName: 'A @ B' }, {}],
  ])('%o gives %o', (values, expected) => {
    expect(errorsOf(contactMessageSchema, values)).toEqual(expected);
  });

  it('keeps the message optional and the game id numeric', () => {
    expect(
      contactMessageSchema.parse({ email: 'fan@example.com', subject: 'Hi', gameId: '12' }),
    ).toEqual({
      email: 'fan@example.com',
      subject: 'Hi',
      gameId: 12,
      gameName: undefined,
      text: undefined,
    });
  });
});

describe('commentSchema', () => {
  it.each([
    [{ replyToPostId: 1, message: '' }, { message: 'Required' }],
    [{ replyToPostId: 1, message: 'x'.repeat(12_000) }, {}],
    [
      { replyToPostId: 1, message: 'x'.repeat(12_001) },
      { message: 'Must be 12000 characters or less' },
    ],
  ])('%#: gives %o', (values, expected) => {
    expect(errorsOf(commentSchema, values)).toEqual(expected);
  });
});

describe('preferencesSchema', () => {
  it('requires a school and defaults the role to Other (Spectator)', () => {
    expect(errorsOf(preferencesSchema, {})).toEqual({ followSchoolId: 'Required' });
    expect(preferencesSchema.parse({ followSchoolId: '7' })).toEqual({
      followSchoolId: 7,
      followSports: [],
      role: 'Spectator',
      isCoachOrDirector: false,
    });
  });

  it('rejects a role that is not a self sign-up choice', () => {
    expect(errorsOf(preferencesSchema, { followSchoolId: 7, role: 'SiteAdmin' })).toEqual({
      role: 'Required',
    });
  });
});

describe('addRoleSchema', () => {
  it.each([
    [{}, { role: 'Role is required' }],
    [
      { role: 'Fan' },
      {
        followStateId: 'Field is required',
        followDistrictId: 'Field is required',
        followSchoolId: 'Field is required',
      },
    ],
    [{ role: 'Fan', followStateId: 1, followDistrictId: 2, followSchoolId: 3 }, {}],
    [
      { role: 'Player', followStateId: 1, followDistrictId: 2, followSchoolId: 3 },
      { followSportId: 'Field is required' },
    ],
    [
      {
        role: 'HeadCoach',
        followStateId: 1,
        followDistrictId: 2,
        followSchoolId: 3,
        followSportId: 4,
      },
      {},
    ],
    [{ role: 'LeagueDirector', followStateId: 1, followDistrictId: 2 }, {}],
    [{ role: 'LeagueDirector', followStateId: 1 }, { followDistrictId: 'Field is required' }],
    [
      { role: 'AthleticDirector', followStateId: 1, followDistrictId: 2, followSchoolId: '' },
      { followSchoolId: 'Field is required' },
    ],
  ])('%o gives %o', (values, expected) => {
    expect(errorsOf(addRoleSchema, values)).toEqual(expected);
  });
});

describe('inviteSchema', () => {
  const valid = {
    role: 'Parent',
    firstName: 'Sam',
    lastName: 'Ortiz',
    email: 'sam@example.com',
    followStateId: 1,
    followDistrictId: 2,
    followSchoolId: 3,
    followSportId: 4,
  };

  it.each([
    [valid, {}],
    [{ ...valid, followSportId: null }, { followSportId: 'Field is required' }],
    [
      { ...valid, firstName: '', email: 'x' },
      { firstName: 'Required', email: 'Must be valid email' },
    ],
    [{ ...valid, cellPhone: '301-555-0142' }, {}],
    [
      { ...valid, firstName: '', email: 'x', followSportId: '' },
      { firstName: 'Required', email: 'Must be valid email', followSportId: 'Field is required' },
    ],
  ])('%#: gives %o', (values, expected) => {
    expect(errorsOf(inviteSchema, values)).toEqual(expected);
  });
});

describe('updateCoachSchema', () => {
  const named = {
    isCoach: false,
    role: 'HeadCoach',
    coachFirstName: 'Pat',
    coachLastName: 'Kim',
    coachEmail: 'pat@school.org',
  };
  it.each([
    [{}, { isCoach: 'Required', role: 'Role is required' }],
    [{ isCoach: true, role: 'HeadCoach' }, {}],
    [{ isCoach: true, role: 'AssistantCoach' }, {}],
    [{ isCoach: true, role: 'Parent' }, { role: 'A coach is a Head Coach or an Assistant Coach' }],
    [
      { isCoach: false, role: 'AssistantCoach' },
      { coachFirstName: 'Required', coachLastName: 'Required', coachEmail: 'Required' },
    ],
    // Every field's error in one pass, 'Role is required' included.
    [
      { isCoach: false },
      {
        role: 'Role is required',
        coachFirstName: 'Required',
        coachLastName: 'Required',
        coachEmail: 'Required',
      },
    ],
    [
      { isCoach: false, coachFirstName: 'x'.repeat(51), coachEmail: 'pat' },
      {
        role: 'Role is required',
        coachFirstName: 'Must be 50 characters or less',
        coachLastName: 'Required',
        coachEmail: 'Must be valid email',
      },
    ],
    [named, {}],
    [{ ...named, coachCellPhone: '' }, {}],
    [{ ...named, coachCellPhone: '301-555-0142' }, {}],
    [{ ...named, role: 'Parent' }, { role: 'A coach is a Head Coach or an Assistant Coach' }],
    [{ ...named, coachLastName: 'K1m' }, { coachLastName: 'Must contain only letters' }],
    [{ ...named, coachEmail: `${'a'.repeat(250)}@x.org` }, { coachEmail: 'Must be valid email' }],
    [{ ...named, coachCellPhone: '301555' }, { coachCellPhone: 'Must be 10 characters or more' }],
    [
      { ...named, coachCellPhone: '3'.repeat(800_000) },
      { coachCellPhone: 'Must be 15 characters or less' },
    ],
    // The coach's phone is bounded even from a member who says they coach.
    [
      { isCoach: true, role: 'HeadCoach', coachCellPhone: 'x'.repeat(100) },
      { coachCellPhone: 'Must be 15 characters or less' },
    ],
  ])('%#: gives %o', (values, expected) => {
    expect(errorsOf(updateCoachSchema, values)).toEqual(expected);
  });
});
