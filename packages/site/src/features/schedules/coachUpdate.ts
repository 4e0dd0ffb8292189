/** The roles a team's coach holds, for 'Update Coach' to name. */
export const COACH_ROLES = ['HeadCoach', 'AssistantCoach'] as const;

/** The form's values as typed. */
export type Values = {
  isCoach: '' | 'yes' | 'no';
  role: '' | (typeof COACH_ROLES)[number];
  coachFirstName: string;
  coachLastName: string;
  coachEmail: string;
  coachCellPhone: string;
};

/** A new form. */
export const START: Values = {
  isCoach: '',
  role: '',
  coachFirstName: '',
  coachLastName: '',
  coachEmail: '',
  coachCellPhone: '',
};

/** The form's values as the server reads them: the coach's fields only when the reader is not. */
export function coachUpdateOf(team: { schoolId: number; sportId: number }, values: Values) {
  const isCoach = values.isCoach === '' ? undefined : values.isCoach === 'yes';
  const named =
    isCoach === false
      ? {
          coachFirstName: values.coachFirstName,
          coachLastName: values.coachLastName,
          coachEmail: values.coachEmail,
          ...(values.coachCellPhone.trim() === '' ? {} : { coachCellPhone: values.coachCellPhone }),
        }
      : {};
  return {
    ...team,
    isCoach,
    role: values.role === '' ? undefined : values.role,
    ...named,
  };
}
