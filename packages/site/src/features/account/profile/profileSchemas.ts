// The profile tab's form schemas, in a chunk of their own that loads as a form first shows: the
// validation library stays out of the tab's own chunk (docs/architecture.md "site JS before the first route").
import { profileFormSchema, type DateString } from '@csz/core';
import { z } from 'zod';

export { addRoleSchema, inviteSchema } from '@csz/core';

/** The profile form (spec §5 "Profile"): core's schema, an empty date input meaning no birthday. */
export function profileEditSchema(today: DateString) {
  return z.preprocess(
    (values) => ({
      ...(values as object),
      birthday: (values as { birthday?: string }).birthday || null,
    }),
    profileFormSchema(today),
  );
}
