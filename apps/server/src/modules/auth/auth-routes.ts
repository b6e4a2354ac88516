// Owns the /api/auth endpoints of SPEC §7: parse with the contract, call the service, answer the envelope.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { authEndpoints } from '@shop/contract/auth';
import { requireUser, sessionCookieOptions } from '../../platform/auth-guard.ts';
import { route } from '../../platform/endpoint-routes.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { byAddress, byEmailAndAddress, clientNetwork, failureLimits, limit } from '../../platform/rate-limits.ts';
import { deleteSession, SESSION_COOKIE } from '../../platform/sessions.ts';
import { TWO_FACTOR_MESSAGES } from './two-factor.ts';
import {
  AUTH_MESSAGES,
  changePassword,
  openResetLink,
  resetPassword,
  sendResetCode,
  sendSigninLink,
  sendVerificationCode,
  signIn,
  signInWithLink,
  type SignedIn,
  signUp,
  toSessionUser,
  verifyEmail,
} from './auth-service.ts';

/** Where a sign-in came from, kept on its session for staff to review. */
export const originOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

export const authRoutes: FastifyPluginAsync<{ mailer: Mailer }> = async (app, { mailer }) => {
  const { publicUrl } = app.config;
  const deps = {
    db: app.db,
    mailer,
    log: app.log,
    resetPage: `${publicUrl}/auth/verify-forgot-password`,
    resetLinkPage: `${publicUrl}/auth/reset`,
    signinLinkPage: `${publicUrl}/auth/signin-link`,
    loginPage: `${publicUrl}/auth/login`,
  };
  /** A session: its cookie and the user. A second factor to give: the ticket its code comes back with. */
  const answerSignedIn = (signedIn: SignedIn, reply: FastifyReply) => {
    if (signedIn.ticket !== undefined)
      return {
        success: false,
        message: TWO_FACTOR_MESSAGES.codeNeeded,
        two_factor_required: true,
        ticket: signedIn.ticket,
      };
    const { session, user } = signedIn;
    reply.setCookie(SESSION_COOKIE, session.token, sessionCookieOptions(publicUrl, session.expiresAt));
    return { success: true, message: AUTH_MESSAGES.signedIn, user };
  };

  // Generous for a person who mistypes, fatal to a script: per client network, and per email from that network, so
  // a stranger elsewhere never uses up the owner's tries. Codes and links are spaced out per email by codes.ts too.
  const signupLimits = {
    onRequest: limit(app, 'signup', 20, 60),
    preHandler: limit(app, 'signup-email', 5, 60, byEmailAndAddress),
  };
  // A refused send answers its wait as `resend_in`, as the spacing does, for the screens' countdown.
  const countDown = { waitField: 'resend_in' };
  const sendCodeLimits = {
    onRequest: limit(app, 'send-code', 20, 60, byAddress, countDown),
    preHandler: limit(app, 'send-code-email', 5, 60, byEmailAndAddress, countDown),
  };
  const sendLinkLimits = {
    onRequest: limit(app, 'send-link', 20, 60, byAddress, countDown),
    preHandler: limit(app, 'send-link-email', 5, 60, byEmailAndAddress, countDown),
  };
  const checkCodeLimits = {
    onRequest: limit(app, 'check-code', 30, 15),
    preHandler: limit(app, 'check-code-email', 15, 15, byEmailAndAddress),
  };
  // Sign-in counts only wrong passwords; the owner's own sign-in clears their count. Each request still costs a
  // password hash, hence a cap on all requests per network too. No count for an email alone ever refuses (anyone
  // could add to it and keep the owner out, audit M3): past slowDownAfter it only waits. A network refused is told
  // of the way in that no count can take away, the mailed sign-in link.
  const otherWayIn = { otherWay: AUTH_MESSAGES.askForSigninLink };
  const signinLimits = {
    onRequest: limit(app, 'signin', 60, 15, byAddress, otherWayIn),
    ...failureLimits(app, 'signin-failures', {
      failedStatus: 401,
      minutes: 15,
      perEmailAndAddress: 10,
      perAddress: 20,
      slowDownAfter: 10,
      refusal: otherWayIn,
    }),
  };
  // A token is 32 random bytes: nothing to guess, so per network only (sign-in and reset links alike).
  const useLinkLimits = { onRequest: limit(app, 'use-link', 30, 15) };
  route(app, authEndpoints.signup, signupLimits, async (request) => {
    await signUp(deps, request.body);
    return { success: true, message: AUTH_MESSAGES.signedUp };
  });

  route(app, authEndpoints.sendCode, sendCodeLimits, async (request) => {
    const resendIn = await sendVerificationCode(deps, request.body.email);
    return { success: true, message: AUTH_MESSAGES.codeSent, resend_in: resendIn };
  });

  route(app, authEndpoints.verifyCode, checkCodeLimits, async (request) => {
    await verifyEmail(deps, { ...request.body, network: clientNetwork(request.ip) });
    return { success: true, message: AUTH_MESSAGES.verified };
  });

  route(app, authEndpoints.signin, signinLimits, async (request, reply) => {
    const signedIn = await signIn(deps, request.body.email, request.body.password, originOf(request));
    return answerSignedIn(signedIn, reply);
  });

  route(app, authEndpoints.sendSigninLink, sendLinkLimits, async (request) => {
    const resendIn = await sendSigninLink(deps, request.body.email);
    return { success: true, message: AUTH_MESSAGES.signinLinkSent, resend_in: resendIn };
  });

  route(app, authEndpoints.signinWithLink, useLinkLimits, async (request, reply) => {
    const signedIn = await signInWithLink(deps, request.body.token, originOf(request));
    return answerSignedIn(signedIn, reply);
  });

  // POST only, so the origin check applies: a link or image on another site cannot sign anyone out.
  route(app, authEndpoints.logout, {}, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(app.db, token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true, message: AUTH_MESSAGES.signedOut };
  });

  // Signed out is an answer, not an error: 200 with success false keeps browsers' consoles free of failed requests.
  route(app, authEndpoints.checkAuth, {}, async (request, reply) => {
    reply.headers({
      'cache-control': 'no-store, no-cache, must-revalidate, proxy-revalidate',
      pragma: 'no-cache',
      expires: '0',
    });
    if (!request.user) return { success: false, message: AUTH_MESSAGES.unauthorised };
    return { success: true, message: AUTH_MESSAGES.authenticated, user: toSessionUser(request.user) };
  });

  route(app, authEndpoints.sendResetCode, sendCodeLimits, async (request) => {
    const resendIn = await sendResetCode(deps, request.body.email);
    return { success: true, message: AUTH_MESSAGES.resetCodeSent, resend_in: resendIn };
  });

  route(app, authEndpoints.openResetLink, useLinkLimits, async (request) => {
    const filled = await openResetLink(deps, request.body.token);
    return { success: true, message: AUTH_MESSAGES.resetLinkOpened, ...filled };
  });

  route(app, authEndpoints.resetPassword, checkCodeLimits, async (request) => {
    await resetPassword(deps, { ...request.body, network: clientNetwork(request.ip) });
    return { success: true, message: AUTH_MESSAGES.passwordReset };
  });

  route(
    app,
    authEndpoints.changePassword,
    { onRequest: [requireUser, limit(app, 'change-password', 10, 15, (request) => request.user!.id)] },
    async (request) => {
      await changePassword(deps, { user: request.user!, sessionId: request.sessionId! }, request.body);
      return { success: true, message: AUTH_MESSAGES.passwordChanged };
    },
  );
};
