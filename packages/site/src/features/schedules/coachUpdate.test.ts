import { describe, expect, it } from 'vitest';
import { formErrors, updateCoachRequestSchema } from '@csz/core';
import { START, coachUpdateOf } from './coachUpdate';

const team = { schoolId: 4, sportId: 2 };
const check = (values: Partial<typeof START>) =>
  formErrors(updateCoachRequestSchema, coachUpdateOf(team, { ...START, ...values }));

describe('coachUpdateOf', () => {
  it('asks whether you are the coach and your role first (spec §5)', () => {
    expect(check({})).toEqual({
      ok: false,
      errors: { isCoach: 'Required', role: 'Role is required' },
    });
  });

  it('sends a coach’s answer without the coach fields they did not see', () => {
    const typed = { coachFirstName: 'Left', coachEmail: 'over' };
    expect(check({ isCoach: 'yes', role: 'HeadCoach', ...typed })).toEqual({
      ok: true,
      data: { ...team, isCoach: true, role: 'HeadCoach' },
    });
  });

  it('needs the coach’s name and a valid email from someone who is not the coach', () => {
    const answer = check({ isCoach: 'no', role: 'AssistantCoach', coachEmail: 'coach@' });
    expect(answer).toEqual({
      ok: false,
      errors: {
        coachFirstName: 'Required',
        coachLastName: 'Required',
        coachEmail: 'Must be valid email',
      },
    });
  });

  it('leaves out a blank cell phone and keeps one given', () => {
    const named = {
      isCoach: 'no',
      role: 'HeadCoach',
      coachFirstName: 'Dana',
      coachLastName: 'Hill',
      coachEmail: 'dana.hill@example.com',
    } as const;
    const blank = check(named);
    expect(blank).toMatchObject({ ok: true, data: { coachFirstName: 'Dana' } });
    expect(blank.ok && blank.data).not.toHaveProperty('coachCellPhone');
    expect(check({ ...named, coachCellPhone: '301-555-0100' })).toMatchObject({
      ok: true,
      data: { coachCellPhone: '301-555-0100' },
    });
  });
});
