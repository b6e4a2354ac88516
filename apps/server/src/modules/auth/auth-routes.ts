// Owns the /api/auth endpoints of SPEC §7: parse with the contract, call the service, answer the envelope.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authAnswer,
  changePasswordBody,
  emailBody,
  resetPasswordBody,
  signinBody,
  signupBody,
  verifyCodeBody,
} from '@shop/contract/auth';
import { errorAnswer, messageAnswer } from '@shop/contract/envelope';
import { requireUser, sessionCookieOptions } from '../../platform/auth-guard.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { byEmailAndAddress, failureLimits, limit } from '../../platform/rate-limits.ts';
import { deleteSession, SESSION_COOKIE } from '../../platform/sessions.ts';
import {
  AUTH_MESSAGES,
  changePassword,
  resetPassword,
  sendResetCode,
  sendVerificationCode,
  signIn,
  signUp,
  toSessionUser,
  verifyEmail,
} from './auth-service.ts';

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 429: errorAnswer };

export const authRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, { mailer }) => {
  const deps = { db: app.db, mailer, log: app.log, resetPage: `${app.config.publicUrl}/auth/verify-forgot-password` };
  // Generous for a person who mistypes, fatal to a script: per client network, and per email from that network, so
  // a stranger elsewhere never uses up the owner's tries. Codes are spaced out per email by codes.ts instead.
  const signupLimits = {
    onRequest: limit(app, 'signup', 20, 60),
    preHandler: limit(app, 'signup-email', 5, 60, byEmailAndAddress),
  };
  const sendCodeLimits = {
    onRequest: limit(app, 'send-code', 20, 60),
    preHandler: limit(app, 'send-code-email', 5, 60, byEmailAndAddress),
  };
  const checkCodeLimits = {
    onRequest: limit(app, 'check-code', 30, 15),
    preHandler: limit(app, 'check-code-email', 15, 15, byEmailAndAddress),
  };
  // Sign-in counts only wrong passwords; the owner's own sign-in clears their count. Each request still costs a
  // password hash, hence a cap on all requests per network too.
  const signinLimits = {
    onRequest: limit(app, 'signin', 60, 15),
    ...failureLimits(app, 'signin-failures', {
      failedStatus: 401,
      minutes: 15,
      perEmailAndAddress: 10,
      perAddress: 20,
      perEmail: 100,
      slowDownAfter: 10,
    }),
  };
  const tags = ['auth'];

  app.post(
    '/signup',
    {
      schema: { tags, body: signupBody, response: { 201: messageAnswer, ...errors } },
      ...signupLimits,
    },
    async (request, reply) => {
      await signUp(deps, request.body);
      return reply.status(201).send({ success: true, message: AUTH_MESSAGES.signedUp });
    },
  );

  app.patch(
    '/send-verification-code',
    {
      schema: { tags, body: emailBody, response: { 200: messageAnswer, ...errors } },
      ...sendCodeLimits,
    },
    async (request) => {
      await sendVerificationCode(deps, request.body.email);
      return { success: true, message: AUTH_MESSAGES.codeSent };
    },
  );

  app.patch(
    '/verify-verification-code',
    {
      schema: { tags, body: verifyCodeBody, response: { 200: messageAnswer, ...errors } },
      ...checkCodeLimits,
    },
    async (request) => {
      await verifyEmail(deps, request.body.email, request.body.providedCode);
      return { success: true, message: AUTH_MESSAGES.verified };
    },
  );

  app.post(
    '/signin',
    {
      schema: { tags, body: signinBody, response: { 200: authAnswer, ...errors } },
      ...signinLimits,
    },
    async (request, reply) => {
      const { session, user } = await signIn(deps, request.body.email, request.body.password);
      reply.setCookie(SESSION_COOKIE, session.token, sessionCookieOptions(app.config.publicUrl, session.expiresAt));
      return { success: true, message: AUTH_MESSAGES.signedIn, user };
    },
  );

  // POST only, so the origin check applies: a link or image on another site cannot sign anyone out.
  app.post('/logout', { schema: { tags, response: { 200: messageAnswer } } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(app.db, token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true, message: AUTH_MESSAGES.signedOut };
  });

  app.get(
    '/check-auth',
    // Signed out is an answer, not an error: 200 with success false keeps browsers' consoles free of failed requests.
    { schema: { tags, response: { 200: authAnswer } } },
    async (request, reply) => {
      reply.headers({
        'cache-control': 'no-store, no-cache, must-revalidate, proxy-revalidate',
        pragma: 'no-cache',
        expires: '0',
      });
      if (!request.user) return { success: false, message: AUTH_MESSAGES.unauthorised };
      return { success: true, message: AUTH_MESSAGES.authenticated, user: toSessionUser(request.user) };
    },
  );

  app.patch(
    '/send-forgot-password-code',
    {
      schema: { tags, body: emailBody, response: { 200: messageAnswer, ...errors } },
      ...sendCodeLimits,
    },
    async (request) => {
      await sendResetCode(deps, request.body.email);
      return { success: true, message: AUTH_MESSAGES.resetCodeSent };
    },
  );

  app.patch(
    '/verify-forgot-password-code',
    {
      schema: { tags, body: resetPasswordBody, response: { 200: messageAnswer, ...errors } },
      ...checkCodeLimits,
    },
    async (request) => {
      await resetPassword(deps, request.body);
      return { success: true, message: AUTH_MESSAGES.passwordReset };
    },
  );

  app.patch(
    '/change-password',
    {
      schema: { tags, body: changePasswordBody, response: { 200: messageAnswer, ...errors } },
      onRequest: [requireUser, limit(app, 'change-password', 10, 15, (request) => request.user!.id)],
    },
    async (request) => {
      await changePassword(deps, { user: request.user!, sessionId: request.sessionId! }, request.body);
      return { success: true, message: AUTH_MESSAGES.passwordChanged };
    },
  );
};
