import { z } from 'zod';
import { LENGTHS } from '../constants';
import { dateStringSchema } from '../contract/primitives';
import type { DateString } from '../dates/dateStrings';
import { birthdayBounds } from './inputRules';
import {
  DEFAULT_SELF_SIGNUP_CHOICE,
  MEMBER_ROLES,
  isMemberRole,
  type MemberRole,
  ROLE_REQUIRED_FIELDS,
  SELF_SIGNUP_CHOICES,
} from '../roles/roles';
import {
  displayNameField,
  emailField,
  nameField,
  optionalId,
  optionalNameField,
  optionalText,
  passwordField,
  phoneField,
  requiredId,
  requiredPassword,
  requiredText,
  stripLineBreaksAndTabs,
  zipField,
} from './fields';
import { maxLengthMessage, VALIDATION } from './messages';

/** The login form (spec §5 "Login"): email required and valid, password required. */
export const loginFormSchema = z.object({
  email: z.string().transform(stripLineBreaksAndTabs).pipe(emailField()),
  password: z.string().transform(stripLineBreaksAndTabs).pipe(requiredPassword()),
});
export type LoginForm = z.input<typeof loginFormSchema>;

/**
 * The login and register calls' own check (spec §5 "service level"): after line breaks and tabs are
 * removed, both email and password must be there, else 'Email and Password are required'.
 */
export const credentialsSchema = z
  .object({
    email: z.string().optional(),
    password: z.string().optional(),
  })
  .transform(({ email, password }) => ({
    email: stripLineBreaksAndTabs(email ?? '').trim(),
    password: stripLineBreaksAndTabs(password ?? ''),
  }))
  .refine((v) => v.email !== '' && v.password !== '', {
    error: 'Email and Password are required',
  });

/** The recovery call's check: 'Email are required' (spec §5, word for word). */
export const recoveryRequestSchema = z.object({
  email: z
    .string({ error: 'Email are required' })
    .transform((v) => stripLineBreaksAndTabs(v).trim())
    .pipe(z.string().min(1, 'Email are required')),
});

/** The sign-up form (spec §5 "Sign-up"). */
export const signUpFormSchema = z
  .object({
    email: emailField(),
    displayName: displayNameField(),
    password: passwordField(),
    confirmPassword: requiredPassword(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: VALIDATION.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type SignUpForm = z.input<typeof signUpFormSchema>;

/** POST register: email, password, displayName (spec §7). */
export const registerRequestSchema = z.object({
  email: z.string().transform(stripLineBreaksAndTabs).pipe(emailField()),
  password: z.string().transform(stripLineBreaksAndTabs).pipe(passwordField()),
  displayName: displayNameField(),
});
export type RegisterRequest = z.output<typeof registerRequestSchema>;

export { birthdayBounds } from './inputRules';

/** A birthday inside {@link birthdayBounds}, or nothing. */
export function birthdayField(today: DateString) {
  const { min, max } = birthdayBounds(today);
  return dateStringSchema
    .refine((v) => v >= min && v <= max, VALIDATION.birthdayRange)
    .nullable()
    .optional();
}

/** The legacy sign-up (registerMyAccount, spec §5 "Legacy sign-up"). */
export function legacySignUpSchema(today: DateString) {
  return z.object({
    email: emailField(),
    password: passwordField(),
    firstName: nameField(),
    lastName: nameField(),
    cellPhone: phoneField(),
    birthday: birthdayField(today),
    zipCode: zipField().optional().nullable(),
  });
}

/** The profile form (spec §5 "Profile"); the email is shown but not editable, so not here. */
export function profileFormSchema(today: DateString) {
  return z.object({
    firstName: nameField(),
    lastName: nameField(),
    displayName: displayNameField(),
    cellPhone: z
      .union([z.literal(''), phoneField()])
      .optional()
      .nullable(),
    zipCode: z
      .union([z.literal(''), zipField()])
      .optional()
      .nullable(),
    birthday: birthdayField(today),
    avatarUrl: z.string().nullable().optional(),
  });
}

/** The profile sign-up step, 'Complete Profile' (spec §3 "Profile sign-up"). */
export function profileSignUpSchema(today: DateString) {
  return z.object({
    firstName: nameField(),
    lastName: nameField(),
    zipCode: zipField(),
    cellPhone: phoneField(),
    birthday: birthdayField(today),
  });
}

/** Change password (spec §5): oldPassword required, newPassword required and valid. */
export const changePasswordSchema = z.object({
  oldPassword: requiredPassword(),
  newPassword: passwordField(),
});
export type ChangePassword = z.output<typeof changePasswordSchema>;

/** Reset with email and token from the link (spec §3 "Reset"). */
export const resetPasswordSchema = z.object({
  email: emailField(),
  token: requiredText(),
  newPassword: passwordField(),
});
export type ResetPassword = z.output<typeof resetPasswordSchema>;

/** Reset with the emailed code (forgotPassword/change: token, newPassword). */
export const resetWithCodeSchema = z.object({
  token: requiredText(),
  newPassword: passwordField(),
});

/** Request a reset code (spec §5): email required and valid. */
export const requestResetSchema = z.object({ email: emailField() });

/** The contact form (spec §5 "Contact"; spec §3 "Contact message"). */
export const contactMessageSchema = z.object({
  gameId: optionalId(),
  gameName: optionalText().pipe(z.string().max(200, maxLengthMessage(200)).optional()),
  email: emailField(VALIDATION.validEmailRequired, VALIDATION.validEmailRequired),
  subject: requiredText(VALIDATION.subjectRequired).pipe(
    z.string().max(200, maxLengthMessage(200)),
  ),
  text: optionalText().pipe(z.string().max(5000, maxLengthMessage(5000)).optional()),
});
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** A comment (spec §5 "Comment"): required, at most 12000 characters. */
export const commentSchema = z.object({
  replyToPostId: requiredId(),
  message: requiredText().pipe(
    z.string().max(LENGTHS.commentMax, maxLengthMessage(LENGTHS.commentMax)),
  ),
});
export type CommentInput = z.output<typeof commentSchema>;

/** A followed sport with the roles the member holds in it. */
const followedSportSchema = z.object({
  id: requiredId(),
  roles: z.array(z.enum(MEMBER_ROLES)).default([]),
});

/**
 * Complete Preferences (spec §5 "Preferences"): a school is required (Finish is disabled without
 * one), the role defaults to Other (Spectator).
 */
export const preferencesSchema = z.object({
  followSchoolId: requiredId(),
  followSports: z.array(followedSportSchema).default([]),
  role: z
    .enum(SELF_SIGNUP_CHOICES.map((c) => c.value) as [string, ...string[]], {
      error: VALIDATION.required,
    })
    .default(DEFAULT_SELF_SIGNUP_CHOICE),
  isCoachOrDirector: z.boolean().default(false),
});
export type Preferences = z.output<typeof preferencesSchema>;

/** A subscription to a school and some of its sports (spec §3 "Subscription"). */
export const subscriptionRequestSchema = z.object({
  followSchoolId: requiredId(),
  followSportIds: z.array(requiredId()).default([]),
  roles: z.array(z.enum(MEMBER_ROLES)).default([]),
});

/** A role's place fields as a form holds them. */
const roleFieldsShape = {
  followStateId: optionalId(),
  followDistrictId: optionalId(),
  followSchoolId: optionalId(),
  followSportId: optionalId(),
};

const FIELD_KEYS = {
  stateId: 'followStateId',
  districtId: 'followDistrictId',
  schoolId: 'followSchoolId',
  sportId: 'followSportId',
} as const;

/**
 * The per-role required fields of a role form (spec §5 "Add role"): each place field the role
 * needs but the form lacks gets 'Field is required'. It reads the raw input beside the form's own
 * schema (an intersection), so it reports even when other fields failed and the form shows every
 * missing field at once; zod skips an object's refinements once a field check has aborted.
 */
const roleFieldsCheck = z.unknown().transform((raw, ctx) => {
  // A transform (not a refinement) so that it always answers {}, which merges with the form.
  const values = (typeof raw === 'object' && raw != null ? raw : {}) as Record<string, unknown>;
  if (isMemberRole(values.role)) {
    for (const field of ROLE_REQUIRED_FIELDS[values.role]) {
      const key = FIELD_KEYS[field];
      if (values[key] == null || values[key] === '') {
        ctx.addIssue({
          code: 'custom',
          message: VALIDATION.fieldRequired,
          path: [key],
          input: raw,
        });
      }
    }
  }
  return {};
});

function withRoleFields<T extends z.ZodType>(schema: T) {
  return z.intersection(roleFieldsCheck, schema);
}

const roleChoice = z.enum(MEMBER_ROLES, { error: VALIDATION.roleRequired });

/** Add a role (spec §5 "Add role"): the role, and the place fields that role needs. */
export const addRoleSchema = withRoleFields(z.object({ role: roleChoice, ...roleFieldsShape }));
export type AddRole = z.output<typeof addRoleSchema>;

/** Invite someone to follow a team (spec §5 "Invite form", spec §7 invitemember). */
export const inviteSchema = withRoleFields(
  z.object({
    role: roleChoice,
    firstName: nameField(),
    lastName: nameField(),
    email: emailField(),
    cellPhone: z
      .union([z.literal(''), phoneField()])
      .optional()
      .nullable(),
    ...roleFieldsShape,
  }),
);
export type Invite = z.output<typeof inviteSchema>;

/** The role 'Update Coach' names: a coach's, the member's own or the coach they name. */
export const COACH_ROLE_MESSAGE = 'A coach is a Head Coach or an Assistant Coach';

/** The roles 'Update Coach' names: the member's own when they coach, else the named coach's. */
const COACH_ROLES: readonly MemberRole[] = ['HeadCoach', 'AssistantCoach'];

/** Whether a field of the form was left empty. */
const blank = (value: unknown) =>
  value == null || (typeof value === 'string' && value.trim() === '');

/**
 * 'Update Coach' (spec §5 "Update coach"): say whether you are the coach and the coach's role (Head
 * Coach or Assistant Coach: yours when you are the coach, else theirs); when you are not, name the
 * coach (names as the profile's, at most 50) and give their email, and optionally their cell phone
 * (the profile's phone rule, 10 to 15 characters). Every field's error comes in one pass: the
 * cross-field check runs even while another field fails, so 'Role is required' never hides a
 * missing name.
 */
export const updateCoachSchema = z
  .object({
    isCoach: z.boolean({ error: VALIDATION.required }),
    role: roleChoice,
    coachFirstName: optionalNameField(),
    coachLastName: optionalNameField(),
    coachEmail: z
      .string()
      .trim()
      .refine((v) => v === '' || emailField().safeParse(v).success, VALIDATION.email)
      .transform((v) => v.toLowerCase())
      .optional()
      .nullable(),
    coachCellPhone: z
      .union([z.literal(''), phoneField()])
      .optional()
      .nullable(),
  })
  .superRefine(
    (v, ctx) => {
      // A member who says they are the coach claims the team's coach role, which staff approve
      // (issue 18); a member naming the coach says which of the two the coach is, which decides
      // whether staff accepting it replace the head coach on file.
      if (isMemberRole(v.role) && !COACH_ROLES.includes(v.role)) {
        ctx.addIssue({ code: 'custom', message: COACH_ROLE_MESSAGE, path: ['role'] });
      }
      if (v.isCoach !== false) return;
      for (const key of ['coachFirstName', 'coachLastName', 'coachEmail'] as const) {
        if (blank(v[key])) {
          ctx.addIssue({ code: 'custom', message: VALIDATION.required, path: [key] });
        }
      }
    },
    // Run on whatever parsed, not only when every field did (zod's default skips it then).
    { when: () => true },
  );
export type UpdateCoach = z.output<typeof updateCoachSchema>;

/** Toggle texting on a subscription (patchMyAcc, spec §7). */
export const patchSubscriptionSchema = z.object({ isAutomaticallyTexting: z.boolean() });

/** check: whether an account exists for an email (the sign-in modal's first step, spec §4). */
export const checkRequestSchema = z.object({
  email: z
    .string({ error: VALIDATION.required })
    .transform(stripLineBreaksAndTabs)
    .pipe(emailField()),
});

/** Token refresh and logout: the refresh token. */
export const refreshRequestSchema = z.object({
  refreshToken: requiredText().pipe(z.string().max(200, maxLengthMessage(200))),
});

/** Account restore from the emailed link: the email and the token. */
export const restoreRequestSchema = z.object({
  email: emailField(),
  token: requiredText(),
});

/** 'Update Coach' for a school's team: the form and the team it is about. */
export const updateCoachRequestSchema = z.intersection(
  z.object({ schoolId: requiredId(), sportId: requiredId() }),
  updateCoachSchema,
);
export type UpdateCoachRequest = z.output<typeof updateCoachRequestSchema>;
