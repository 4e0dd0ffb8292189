import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VALIDATION, changePasswordSchema } from '@csz/core';
import { FormController, type FormOptions, type FormOutcome } from './formController';

type Values = { oldPassword: string; newPassword: string };
type Change = z.output<typeof changePasswordSchema>;

const EMPTY: Values = { oldPassword: '', newPassword: '' };
const VALID: Values = { oldPassword: 'old-secret', newPassword: 'new-secret-1' };

/** A promise to settle by hand, for a server or a chunk that answers when the test says. */
function deferred<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

/** A form of core's password change, its sends recorded and answered with `answer`. */
function passwordForm(
  options: FormOptions<Values> = {},
  answer: () => Promise<FormOutcome | null> = async () => ({ ok: true, message: 'Saved' }),
  schema:
    | typeof changePasswordSchema
    | (() => Promise<typeof changePasswordSchema>) = changePasswordSchema,
) {
  const sent: Change[] = [];
  const form = new FormController(
    schema,
    EMPTY,
    (data) => {
      sent.push(data);
      return answer();
    },
    options,
  );
  return { form, sent };
}

describe('FormController', () => {
  it('shows a field’s error once it was changed and left, not when only passed through', () => {
    const { form } = passwordForm();
    form.leave('oldPassword');
    expect(form.shownErrors()).toEqual({});
    form.update({ newPassword: 'short' });
    expect(form.shownErrors()).toEqual({});
    form.leave('newPassword');
    expect(Object.keys(form.shownErrors())).toEqual(['newPassword']);
  });

  it('shows every error once sent, and sends nothing while one is left', async () => {
    const { form, sent } = passwordForm();
    expect(await form.submit()).toBe('invalid');
    expect(form.shownErrors().oldPassword).toBe(VALIDATION.required);
    expect(form.shownErrors().newPassword).toBeDefined();
    expect(sent).toEqual([]);
  });

  it('cleans a value as its field is left', () => {
    const { form } = passwordForm({ normalize: { oldPassword: (value) => value.trim() } });
    form.update({ oldPassword: '  old-secret ' });
    form.leave('oldPassword');
    expect(form.getState().values.oldPassword).toBe('old-secret');
  });

  it('sends once at a time, and stays done after a success by default', async () => {
    const answer = deferred<FormOutcome | null>();
    const { form, sent } = passwordForm({}, () => answer.promise);
    form.update(VALID);
    const first = form.submit();
    expect(await form.submit()).toBe('ignored');
    expect(form.getState().sending).toBe(true);
    answer.settle({ ok: true, message: 'Password changed' });
    expect(await first).toBe('sent');
    expect(sent).toHaveLength(1);
    expect(form.isDone()).toBe(true);
    expect(form.getState().outcome).toEqual({ ok: true, message: 'Password changed' });
    expect(await form.submit()).toBe('ignored');
    expect(sent).toHaveLength(1);
  });

  it('keeps the values after a failure, to send again', async () => {
    const { form, sent } = passwordForm({}, async () => ({ ok: false, message: 'Wrong password' }));
    form.update(VALID);
    await form.submit();
    expect(form.getState().outcome).toEqual({ ok: false, message: 'Wrong password' });
    expect(form.getState().values).toEqual(VALID);
    expect(form.isDone()).toBe(false);
    await form.submit();
    expect(sent).toHaveLength(2);
  });

  it("starts again from the values sent ('keep') or from the start ('reset')", async () => {
    const kept = passwordForm({ after: 'keep' }).form;
    kept.update(VALID);
    await kept.submit();
    expect(kept.isUnchanged()).toBe(true);
    expect(kept.getState().values).toEqual(VALID);

    const reset = passwordForm({ after: 'reset' }).form;
    reset.update(VALID);
    reset.leave('newPassword');
    await reset.submit();
    const state = reset.getState();
    expect(state.values).toEqual(EMPTY);
    expect(reset.shownErrors()).toEqual({});
    // The success is still said.
    expect(state.outcome).toEqual({ ok: true, message: 'Saved' });
  });

  it('leaves the form as it is when the answer asks the reader first (null)', async () => {
    const { form } = passwordForm({ after: 'reset' }, async () => null);
    form.update(VALID);
    expect(await form.submit()).toBe('sent');
    expect(form.getState()).toMatchObject({ values: VALID, outcome: null, sending: false });
  });

  it('waits for a schema that loads apart, then sends the values as they were', async () => {
    const chunk = deferred<typeof changePasswordSchema>();
    const { form, sent } = passwordForm({}, undefined, () => chunk.promise);
    // Nothing is flagged before the schema is there.
    form.update({ newPassword: 'x' });
    form.leave('newPassword');
    expect(form.shownErrors()).toEqual({});
    form.update(VALID);
    const submitted = form.submit();
    expect(form.getState().sending).toBe(true);
    // Typed after the press: not what was sent.
    form.update({ newPassword: 'typed-later-1' });
    chunk.settle(changePasswordSchema);
    expect(await submitted).toBe('sent');
    expect(sent).toEqual([VALID]);
  });

  it('checks the body the values make, with errors named by its paths', async () => {
    const schema = z.object({ teams: z.array(z.number()).min(2, 'Choose two teams') });
    const form = new FormController(schema, { first: '', second: '' }, async () => ({ ok: true }), {
      body: (values) => ({ teams: [values.first, values.second].filter(Boolean).map(Number) }),
    });
    expect(await form.submit()).toBe('invalid');
    expect(form.shownErrors()).toEqual({ teams: 'Choose two teams' });
    form.update({ first: '3', second: '4' });
    expect(form.shownErrors()).toEqual({});
  });

  it('sends the checked body as the second button changes it', async () => {
    const { form, sent } = passwordForm();
    form.update(VALID);
    await form.submit((change) => ({ ...change, oldPassword: 'changed' }));
    expect(sent).toEqual([{ ...VALID, oldPassword: 'changed' }]);
  });

  it('tells its listener of every change, and answers the same state until then', () => {
    const { form } = passwordForm();
    let calls = 0;
    const stop = form.subscribe(() => calls++);
    const before = form.getState();
    expect(form.getState()).toBe(before);
    form.update({ oldPassword: 'a' });
    expect(calls).toBe(1);
    expect(form.getState()).not.toBe(before);
    stop();
    form.update({ oldPassword: 'b' });
    expect(calls).toBe(1);
  });
});
