import {
  accountCheckResponseSchema,
  changePasswordSchema,
  checkRequestSchema,
  credentialsSchema,
  idPathSchema,
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
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  accessTokenFor,
  createMember,
  EmailTakenError,
  memberByEmail,
  sessionFor,
  setActive,
  setPassword,
  spendAccountToken,
} from '../auth/accounts';
import { authenticate, denied, signedIn, unauthorized, type AuthEnv } from '../auth/authenticate';
import { unknownAccountHash, verifyPassword } from '../auth/passwords';
import { revokeRefreshFamily, rotateRefreshToken } from '../auth/tokens';
import type { AppDeps } from '../deps';
import { members } from '../db/schema';
import { describeJson } from '../http/openapi';
import { enqueue } from '../jobs/enqueue';
import { badRequest, readJson } from '../http/validation';

/**
 * Accounts (spec §7 "Auth and accounts"): register, the legacy sign-up, check, login, logout,
 * refresh, account restore, password reset by code or by link, and password change.
 */
export function authRoutes(deps: AppDeps): Hono<AuthEnv> {
  const { handle, tokens, limiter, clock } = deps;
  const { db } = handle;
  const app = new Hono<AuthEnv>();

  async function register(c: Context, fields: Parameters<typeof createMember>[1]) {
    try {
      const member = await createMember(db, fields);
      return c.json(await sessionFor(db, tokens, member), 201);
    } catch (error) {
      if (error instanceof EmailTakenError)
        return c.json({ message: error.message, errors: { email: error.message } }, 409);
      throw error;
    }
  }

  app.post(
    '/register',
    describeJson('Accounts', 'Create an account and log in', {
      body: registerRequestSchema,
      response: loginResponseSchema,
    }),
    async (c) => {
      const limited = await limiter.consume(c, 'register');
      if (limited) return limited;
      const credentials = await readJson(c, credentialsSchema);
      if (!credentials.ok) return credentials.response;
      const input = await readJson(c, registerRequestSchema);
      if (!input.ok) return input.response;
      return register(c, {
        email: input.data.email,
        password: input.data.password,
        displayName: input.data.displayName ?? null,
      });
    },
  );

  app.post(
    '/registerMyAccount',
    describeJson(
      'Accounts',
      'Create an account with names, phone, birthday and zip (legacy sign-up)',
      { body: legacySignUpSchema('2026-01-01'), response: loginResponseSchema },
    ),
    async (c) => {
      const limited = await limiter.consume(c, 'register');
      if (limited) return limited;
      const input = await readJson(c, legacySignUpSchema(clock.today()));
      if (!input.ok) return input.response;
      const { password, email, firstName, lastName, cellPhone, birthday, zipCode } = input.data;
      return register(c, {
        email,
        password,
        firstName,
        lastName,
        cellPhone,
        birthday: birthday ?? null,
        zipCode: zipCode ?? null,
      });
    },
  );

  const check = async (c: Context) => {
    const input = await readJson(c, checkRequestSchema);
    if (!input.ok) return input.response;
    const limited = await limiter.consume(c, 'check');
    if (limited) return limited;
    return c.json({ exists: (await memberByEmail(db, input.data.email)) != null });
  };
  app.post(
    '/check',
    describeJson('Accounts', 'Whether an account exists for an email', {
      body: checkRequestSchema,
      response: accountCheckResponseSchema,
    }),
    check,
  );
  // The same, at the address older clients call; described once, under /check.
  app.post('/check/', describeRoute({ hide: true }), check);

  app.post(
    '/login',
    describeJson('Accounts', 'Log in: an access token and a refresh token', {
      body: loginFormSchema,
      response: loginResponseSchema,
    }),
    async (c) => {
      const credentials = await readJson(c, credentialsSchema);
      if (!credentials.ok) return credentials.response;
      const input = await readJson(c, loginFormSchema);
      if (!input.ok) return input.response;
      const limited = await limiter.beforeLogin(c, input.data.email);
      if (limited) return limited;
      const member = await memberByEmail(db, input.data.email);
      // An unknown email is checked against a dummy hash, so both failures take as long and read alike.
      const matches = await verifyPassword(
        input.data.password,
        member?.passwordHash ?? (await unknownAccountHash()),
      );
      if (member == null || !matches) {
        await limiter.loginFailed(c, input.data.email);
        return c.json({ message: MESSAGES.wrongCredentials }, 401);
      }
      await limiter.loginSucceeded(c, input.data.email);
      if (!member.isActive)
        return c.json({ message: MESSAGES.accountNotActive, code: 'inactive' }, 403);
      return c.json(await sessionFor(db, tokens, member));
    },
  );

  app.post(
    '/logout',
    describeJson('Accounts', 'Log out: end the session of a refresh token', {
      body: refreshRequestSchema,
    }),
    async (c) => {
      const input = await readJson(c, refreshRequestSchema);
      if (!input.ok) return input.response;
      await revokeRefreshFamily(db, input.data.refreshToken);
      return c.body(null, 204);
    },
  );

  app.post(
    '/token/refresh',
    describeJson('Accounts', 'Swap a refresh token for a new session', {
      body: refreshRequestSchema,
      response: loginResponseSchema,
    }),
    async (c) => {
      const input = await readJson(c, refreshRequestSchema);
      if (!input.ok) return input.response;
      const rotated = await rotateRefreshToken(db, tokens, input.data.refreshToken);
      if (!rotated.ok) return unauthorized(c, MESSAGES.sessionExpired);
      const [member] = await db.select().from(members).where(eq(members.id, rotated.memberId));
      if (member == null || !member.isActive) return unauthorized(c, MESSAGES.sessionExpired);
      return c.json({
        accessToken: await accessTokenFor(db, tokens, member, rotated.sessionId),
        refreshToken: rotated.refreshToken,
        expiresIn: tokens.accessTtlSeconds,
      });
    },
  );

  app.post(
    '/recovery',
    describeJson('Accounts', 'Email a link that restores a closed account', {
      body: recoveryRequestSchema,
    }),
    async (c) => {
      const input = await readJson(c, recoveryRequestSchema);
      if (!input.ok) return input.response;
      const limited = await limiter.consume(c, 'recovery', input.data.email);
      if (limited) return limited;
      // The worker looks the address up: the answer takes as long whether or not it has an account.
      await db.transaction((tx) =>
        enqueue(tx, { kind: 'accountMail', purpose: 'restore', email: input.data.email }),
      );
      return c.json({ message: MESSAGES.restoreSent });
    },
  );

  app.post(
    '/recovery/restore',
    describeJson('Accounts', 'Restore a closed account from the emailed link', {
      body: restoreRequestSchema,
      response: loginResponseSchema,
    }),
    async (c) => {
      const input = await readJson(c, restoreRequestSchema);
      if (!input.ok) return input.response;
      const limited = await limiter.consume(c, 'recovery', input.data.email);
      if (limited) return limited;
      const memberId = await spendAccountToken(db, 'restore', input.data);
      if (memberId == null)
        return c.json({ message: 'This restore link is not valid or has expired' }, 400);
      await setActive(db, memberId, true);
      const [member] = await db.select().from(members).where(eq(members.id, memberId));
      return c.json(await sessionFor(db, tokens, member!));
    },
  );

  app.post(
    '/forgotPassword',
    describeJson('Accounts', 'Email a password reset code and link', { body: requestResetSchema }),
    async (c) => {
      const input = await readJson(c, requestResetSchema);
      if (!input.ok) return input.response;
      const limited = await limiter.consume(c, 'forgotPassword', input.data.email);
      if (limited) return limited;
      // The same answer, after the same work, whether or not the account exists: the worker looks
      // the address up.
      await db.transaction((tx) =>
        enqueue(tx, { kind: 'accountMail', purpose: 'reset', email: input.data.email }),
      );
      return c.json({ message: MESSAGES.resetCodeSent });
    },
  );

  app.post(
    '/forgotPassword/change',
    describeJson('Accounts', 'Set a new password with the emailed code', {
      body: resetWithCodeSchema,
    }),
    async (c) => {
      const input = await readJson(c, resetWithCodeSchema);
      if (!input.ok) return input.response;
      const limited = await limiter.consume(c, 'forgotPassword');
      if (limited) return limited;
      const memberId = await spendAccountToken(db, 'reset', { code: input.data.token });
      if (memberId == null)
        return c.json(
          {
            message: 'This reset code is not valid or has expired',
            errors: { token: 'Not valid' },
          },
          400,
        );
      await setPassword(db, memberId, input.data.newPassword);
      return c.json({ message: MESSAGES.passwordChanged });
    },
  );

  app.post(
    '/resetPassword',
    describeJson('Accounts', 'Set a new password with the emailed link', {
      body: resetPasswordSchema,
    }),
    async (c) => {
      const input = await readJson(c, resetPasswordSchema);
      if (!input.ok) return input.response;
      const limited = await limiter.consume(c, 'forgotPassword', input.data.email);
      if (limited) return limited;
      const memberId = await spendAccountToken(db, 'reset', {
        token: input.data.token,
        email: input.data.email,
      });
      if (memberId == null)
        return c.json({ message: 'This reset link is not valid or has expired' }, 400);
      await setPassword(db, memberId, input.data.newPassword);
      return c.json({ message: MESSAGES.passwordChanged });
    },
  );

  app.put(
    '/changePassword/:memberId',
    describeJson('Accounts', 'Change the password of the member logged in', {
      body: changePasswordSchema,
      session: true,
    }),
    authenticate(db, tokens),
    async (c) => {
      const caller = signedIn(c);
      if (caller instanceof Response) return caller;
      const id = idPathSchema.safeParse({ id: c.req.param('memberId') });
      if (!id.success) return badRequest(c, 'param', id.error.issues);
      const refused = denied(c, { action: 'changePassword', memberId: id.data.id });
      if (refused) return refused;
      const input = await readJson(c, changePasswordSchema);
      if (!input.ok) return input.response;
      if (!(await verifyPassword(input.data.oldPassword, caller.member.passwordHash))) {
        const message = 'The current password is not right';
        return c.json({ message, errors: { oldPassword: message } }, 400);
      }
      await setPassword(db, caller.member.id, input.data.newPassword);
      return c.json({ message: MESSAGES.passwordChanged });
    },
  );

  return app;
}
