// The schemas the account forms are checked with, in a chunk of their own
// that loads as a form first shows (useForm's formSchema): the validation library stays out of
// the pages' first load (docs/architecture.md budget "site JS before the first route renders").
import { profileSignUpSchema, type DateString } from '@csz/core';
import { z } from 'zod';

export {
  changePasswordSchema,
  checkRequestSchema,
  loginFormSchema,
  requestResetSchema,
  resetPasswordSchema,
  resetWithCodeSchema,
  signUpFormSchema,
} from '@csz/core';

/** The profile form: core's profile schema, an empty date input meaning no birthday. */
export function profileFormSchema(today: DateString) {
  return z.preprocess(
    (values) => ({
      ...(values as object),
      birthday: (values as { birthday?: string }).birthday || null,
    }),
    profileSignUpSchema(today),
  );
}
