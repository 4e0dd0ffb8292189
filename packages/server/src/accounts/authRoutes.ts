import {
  accountCheckResponseSchema,
  changePasswordSchema,
  checkRequestSchema,
  credentialsSchema,
  idParamSchema,
  legacySignUpSchema,
  loginFormSchema,
  loginResponseSchema,
  MESSAGES,
  recoveryRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  requestResetSchema,
  resetPasswordSchema,
  resetWithCodeSchema,
  restoreRequestSchema,
} from '@csz/core';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { createFactory } from 'hono/factory';
import { z } from 'zod';
import { memberByEmail, resetPassword, sessionFor } from '../auth/accounts';
import { authenticate, authorize, caller, requireMember, type AuthEnv } from '../auth/authenticate';
import { revokeRefreshFamily } from '../auth/tokens';
import type { AppDeps } from '../deps';
import { badInput, RequestError } from '../http/errors';
import { describeJson } from '../http/openapi';
import { valid, validNow } from '../http/validation';
import {
  askForAccountMail,
  changePassword,
  logIn,
  refreshSession,
  registerMember,
  restoreSession,
} from './authWrites';

const factory = createFactory<AuthEnv>();

/** changePassword/{memberId}: the path names the member, as older clients send it. */
const memberIdPathSchema = z.object({ memberId: idParamSchema });

/**
 * Accounts (spec §7 "Auth and accounts"): register, the legacy sign-up, check, login, logout,
 * refresh, account restore, password reset by code or by link, and password change.
 */
export function authRoutes(deps: AppDeps) {
  const { handle, tokens, limiter, clock } = deps;
  const { db } = handle;

  const check = factory.createHandlers(valid('json', checkRequestSchema), async (c) => {
    const { email } = c.req.valid('json');
    await limiter.consume(c, 'check');
    return c.json({ exists: (await memberByEmail(db, email)) != null });
  });

  return (
    new Hono<AuthEnv>()
      .post(
        '/register',
        describeJson('Accounts', 'Create an account and log in', {
          body: registerRequestSchema,
          response: loginResponseSchema,
        }),
        async (c, next) => {
          await limiter.consume(c, 'register');
          await next();
        },
        // The service's own check first, for its one message when either is missing (spec §5).
        valid('json', credentialsSchema),
        valid('json', registerRequestSchema),
        async (c) => {
          const { email, password, displayName } = c.req.valid('json');
          const fields = { email, password, displayName: displayName ?? null };
          return c.json(await registerMember(db, tokens, fields), 201);
        },
      )
      .post(
        '/registerMyAccount',
        describeJson(
          'Accounts',
          'Create an account with names, phone, birthday and zip (legacy sign-up)',
          { body: legacySignUpSchema('2026-01-01'), response: loginResponseSchema },
        ),
        async (c, next) => {
          await limiter.consume(c, 'register');
          await next();
        },
        validNow('json', () => legacySignUpSchema(clock.today())),
        async (c) => {
          const { password, email, firstName, lastName, cellPhone, birthday, zipCode } =
            c.req.valid('json');
          const fields = {
            email,
            password,
            firstName,
            lastName,
            cellPhone,
            birthday: birthday ?? null,
            zipCode: zipCode ?? null,
          };
          return c.json(await registerMember(db, tokens, fields), 201);
        },
      )
      .post(
        '/check',
        describeJson('Accounts', 'Whether an account exists for an email', {
          body: checkRequestSchema,
          response: accountCheckResponseSchema,
        }),
        ...check,
      )
      // The same, at the address older clients call; described once, under /check.
      .post('/check/', describeRoute({ hide: true }), ...check)
      .post(
        '/login',
        describeJson('Accounts', 'Log in: an access token and a refresh token', {
          body: loginFormSchema,
          response: loginResponseSchema,
        }),
        valid('json', credentialsSchema),
        valid('json', loginFormSchema),
        async (c) => {
          const { email, password } = c.req.valid('json');
          await limiter.beforeLogin(c, email);
          const member = await logIn(db, email, password);
          if (member == null) throw new RequestError(401, MESSAGES.wrongCredentials);
          await limiter.loginSucceeded(c, email);
          if (!member.isActive) {
            throw new RequestError(403, MESSAGES.accountNotActive, { code: 'inactive' });
          }
          return c.json(await sessionFor(db, tokens, member));
        },
      )
      .post(
        '/logout',
        describeJson('Accounts', 'Log out: end the session of a refresh token', {
          body: refreshRequestSchema,
        }),
        valid('json', refreshRequestSchema),
        async (c) => {
          await revokeRefreshFamily(db, c.req.valid('json').refreshToken);
          return c.body(null, 204);
        },
      )
      .post(
        '/token/refresh',
        describeJson('Accounts', 'Swap a refresh token for a new session', {
          body: refreshRequestSchema,
          response: loginResponseSchema,
        }),
        valid('json', refreshRequestSchema),
        async (c) => c.json(await refreshSession(db, tokens, c.req.valid('json').refreshToken)),
      )
      .post(
        '/recovery',
        describeJson('Accounts', 'Email a link that restores a closed account', {
          body: recoveryRequestSchema,
        }),
        valid('json', recoveryRequestSchema),
        async (c) => {
          const { email } = c.req.valid('json');
          if (await limiter.accountMailWanted(c, 'recovery', email)) {
            await askForAccountMail(db, 'restore', email);
          }
          return c.json({ message: MESSAGES.restoreSent });
        },
      )
      .post(
        '/recovery/restore',
        describeJson('Accounts', 'Restore a closed account from the emailed link', {
          body: restoreRequestSchema,
          response: loginResponseSchema,
        }),
        valid('json', restoreRequestSchema),
        async (c) => {
          const input = c.req.valid('json');
          const session = await restoreSession(db, tokens, input).catch(async (error: unknown) => {
            await limiter.linkFailed(c, 'recovery');
            throw error;
          });
          await limiter.accountMailUsed(c, input.email);
          return c.json(session);
        },
      )
      .post(
        '/forgotPassword',
        describeJson('Accounts', 'Email a password reset code and link', {
          body: requestResetSchema,
        }),
        valid('json', requestResetSchema),
        async (c) => {
          const { email } = c.req.valid('json');
          if (await limiter.accountMailWanted(c, 'forgotPassword', email)) {
            await askForAccountMail(db, 'reset', email);
          }
          return c.json({ message: MESSAGES.resetCodeSent });
        },
      )
      .post(
        '/forgotPassword/change',
        describeJson('Accounts', 'Set a new password with the emailed code', {
          body: resetWithCodeSchema,
        }),
        valid('json', resetWithCodeSchema),
        async (c) => {
          const input = c.req.valid('json');
          await limiter.beforeCode(c);
          const email = await resetPassword(db, { code: input.token }, input.newPassword);
          if (email == null) {
            throw badInput('This reset code is not valid or has expired', { token: 'Not valid' });
          }
          await limiter.codeWorked(c);
          await limiter.accountMailUsed(c, email);
          return c.json({ message: MESSAGES.passwordChanged });
        },
      )
      .post(
        '/resetPassword',
        describeJson('Accounts', 'Set a new password with the emailed link', {
          body: resetPasswordSchema,
        }),
        valid('json', resetPasswordSchema),
        async (c) => {
          const { email, token, newPassword } = c.req.valid('json');
          // Failures alone are counted, after the link is tried: its token cannot be guessed, and
          // the owner's use of it must not wait on what others sent from their address.
          if ((await resetPassword(db, { token, email }, newPassword)) == null) {
            await limiter.linkFailed(c, 'forgotPassword');
            throw badInput('This reset link is not valid or has expired');
          }
          await limiter.accountMailUsed(c, email);
          return c.json({ message: MESSAGES.passwordChanged });
        },
      )
      .put(
        '/changePassword/:memberId',
        describeJson('Accounts', 'Change the password of the member logged in', {
          body: changePasswordSchema,
          session: true,
        }),
        authenticate(db, tokens),
        requireMember,
        valid('param', memberIdPathSchema),
        async (c, next) => {
          authorize(c, { action: 'changePassword', memberId: c.req.valid('param').memberId });
          await next();
        },
        valid('json', changePasswordSchema),
        async (c) => {
          const { oldPassword, newPassword } = c.req.valid('json');
          await changePassword(db, caller(c).member, oldPassword, newPassword);
          return c.json({ message: MESSAGES.passwordChanged });
        },
      )
  );
}
