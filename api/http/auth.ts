import { APIError, betterAuth } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { phoneNumber } from 'better-auth/plugins';
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { account, profiles, session, user, verification } from '#db/schema/index.ts';
import type { AppContext } from '../core/context.ts';
import { isE164, phoneEmail } from '../core/phone-number.ts';
import { sendEmail } from '../services/messaging/mailer.ts';
import { enqueueMessage } from '../services/messaging/outbox.ts';
import { ensureProfile } from '../services/accounts/profiles.ts';

/** better-auth, wired to our database, outbox and mailer. Mounted at `/api/auth/*`. */
export function createAuth(ctx: AppContext) {
  return betterAuth({
    appName: 'BookMitra',
    baseURL: ctx.config.publicUrl,
    basePath: '/api/auth',
    secret: ctx.config.authSecret,
    trustedOrigins: ctx.config.trustedOrigins,
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => {
        const log = level === 'error' ? ctx.logger.error : level === 'warn' ? ctx.logger.warn : ctx.logger.debug;
        log(`better-auth: ${message}`, args.length > 0 ? { args: args.map((arg) => (arg instanceof Error ? arg.message : arg)) } : {});
      },
    },
    // Our own limiter (api/middleware/rate-limit.ts) keeps counts in Postgres for every instance.
    rateLimit: { enabled: false },
    database: drizzleAdapter(ctx.db, { provider: 'pg', schema: { user, session, account, verification } }),
    user: {
      additionalFields: { role: { type: 'string', defaultValue: 'user', input: false, required: false } },
    },
    session: { cookieCache: { enabled: false } },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 3600,
      // Whoever knew the old password must not stay signed in after a reset.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: target, url }) => {
        await sendEmail(ctx, {
          to: target.email,
          subject: 'Reset your BookMitra password',
          text: `Hello ${target.name},\n\nOpen this link to choose a new password (valid for one hour):\n${url}\n\nIf you did not ask for this, ignore this e-mail.`,
          kind: 'password_reset',
          userId: target.id,
        });
      },
    },
    // A sign-up for a known e-mail answers as one for a new e-mail, and its owner is told (issue 22.10).
    hooks: { before: answerKnownEmailSignUp(ctx) },
    plugins: [
      phoneNumber({
        otpLength: 6,
        expiresIn: 300,
        allowedAttempts: 3,
        phoneNumberValidator: (value) => isE164(value),
        sendOTP: async ({ phoneNumber: to, code }) => {
          await enqueueMessage(ctx, ctx.db, {
            channel: 'sms',
            to,
            kind: 'otp',
            body: `${code} is your BookMitra code. It expires in 5 minutes. Do not share it.`,
          });
        },
        signUpOnVerification: { getTempEmail: phoneEmail, getTempName: (phone) => phone },
      }),
    ],
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            const phone = typeof created.phoneNumber === 'string' ? created.phoneNumber : null;
            const isPhoneName = phone !== null && created.name === phone;
            await ensureProfile(ctx, ctx.db, { userId: created.id, fullName: isPhoneName ? null : created.name, phone });
          },
        },
      },
      session: {
        create: {
          before: async (candidate) => {
            const profile = await ctx.db.query.profiles.findFirst({
              columns: { isActive: true },
              where: eq(profiles.userId, candidate.userId),
            });
            if (profile && !profile.isActive) {
              throw new APIError('FORBIDDEN', { code: 'ACCOUNT_INACTIVE', message: 'This account is inactive. Please contact support.' });
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const passwordLengths = { min: 8, max: 128 };

/**
 * better-auth answers a sign-up for a known e-mail with 422 USER_ALREADY_EXISTS, which tells anyone
 * who has an account. Its own generic answer needs `autoSignIn: false`, which would stop every new
 * client being signed in by their sign-up (a contract clients rely on). So a known e-mail gets what
 * a new one gets: 200, `{token, user}` with the fields a new user has, and a signed session cookie
 * whose token opens no session. The password is hashed as for a new account, so the time taken is
 * alike too, and the owner gets an e-mail, as a password reset does. Input a new sign-up would
 * refuse is left to better-auth, which refuses it the same way whoever owns the e-mail.
 */
function answerKnownEmailSignUp(ctx: AppContext) {
  return createAuthMiddleware(async (hook) => {
    if (hook.path !== '/sign-up/email') return;
    const body = (hook.body ?? {}) as Record<string, unknown>;
    const { email, password, name } = body;
    if (typeof email !== 'string' || typeof password !== 'string' || typeof name !== 'string') return;
    if (password.length < passwordLengths.min || password.length > passwordLengths.max) return;
    const found = await hook.context.internalAdapter.findUserByEmail(email.toLowerCase());
    if (!found?.user) return;
    await hook.context.password.hash(password);
    const owner = found.user;
    await sendEmail(ctx, {
      to: owner.email,
      subject: 'Someone tried to sign up with your e-mail',
      text: `Hello ${owner.name},\n\nSomeone tried to create a BookMitra account with this e-mail, which already has one. If it was you, sign in; if you forgot your password, choose a new one here:\n${ctx.config.publicUrl}/forgot-password\n\nIf it was not you, ignore this e-mail: your account is unchanged.`,
      kind: 'sign_up_existing',
      userId: owner.id,
    });
    const token = hook.context.generateId({ model: 'session', size: 32 }) || randomBytes(24).toString('base64url').slice(0, 32);
    const cookie = hook.context.authCookies.sessionToken;
    await hook.setSignedCookie(cookie.name, token, hook.context.secret, cookie.attributes);
    const now = new Date();
    const id = hook.context.generateId({ model: 'user' }) || randomUUID();
    return hook.json({
      token,
      user: {
        id,
        email: email.toLowerCase(),
        name,
        image: typeof body.image === 'string' ? body.image : null,
        emailVerified: false,
        createdAt: now,
        updatedAt: now,
        role: 'user',
        phoneNumber: null,
        phoneNumberVerified: null,
      },
    });
  });
}
