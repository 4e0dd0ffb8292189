/** The validation messages of spec §5, word for word. */
export const VALIDATION = {
  required: 'Required',
  email: 'Must be valid email',
  score: 'Must be valid score',
  scoreMin: 'Score must be greater than or equal to 0',
  zip: 'Must be valid Zip Code',
  lettersOnly: 'Must contain only letters',
  lettersAndDigits: 'Must contain only letters and digits',
  validEmailRequired: 'Valid email is required',
  subjectRequired: 'Subject is required',
  passwordsDontMatch: "Passwords don't match",
  invalidPhone: 'Invalid phone number',
  twoTeams: 'The game should have at least two teams',
  schoolRequired: 'School is required',
  homeTeamRequired: 'Home Team is required',
  roleRequired: 'Role is required',
  fieldRequired: 'Field is required',
  maxImages: 'You achieved maximum amount of images',
  // Texts below are not given by the spec; they follow its wording.
  displayName: "Must contain only letters, digits, spaces and . _ ' -",
  endBeforeStart: 'End time must not be before start time',
  oneLine: 'Must be one line',
  postponeBeforeOriginal: 'New date must not be before the original date',
  birthdayRange: 'Must be a date in the allowed range',
  videoLink: 'Must be a YouTube or Vimeo link',
} as const;

/** The hint under the legacy sign-up's phone field (spec §5). */
export const PHONE_HINT = 'Required to report scores and for alerts';

/** 'Must be N character(s) or less' (spec §5 "Generic"). */
export function maxLengthMessage(n: number): string {
  return `Must be ${n} character${n === 1 ? '' : 's'} or less`;
}

/** 'Must be N character(s) or more' (spec §5 "Generic"). */
export function minLengthMessage(n: number): string {
  return `Must be ${n} character${n === 1 ? '' : 's'} or more`;
}

/** 'Some images names are too long. Keep it under {limit} characters.' (spec §5 "Images"). */
export function imageNamesTooLongMessage(limit: number): string {
  return `Some images names are too long. Keep it under ${limit} characters.`;
}
