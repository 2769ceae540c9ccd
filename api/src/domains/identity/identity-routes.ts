import { preferredLanguage } from '../../platform/lib/message-catalogues';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../platform/lib/http-errors';
import { pageWindow, setPagingHeaders } from '../../platform/lib/paging';
import * as s from './identity-schemas';
import { KNOWN_DEVICE, KNOWN_DEVICE_SECONDS, knownDeviceCookie } from './login-guard';
import { SAME_ANSWER_REACTIVATION, SAME_ANSWER_RESET } from './identity-service';
import { errors as documentedErrors, uuid, typed } from '../../platform/http/schemas';
import { languageRoutes } from './language-routes';

const tags = ['identity'];

const setKnownDeviceCookie = (value: string, publicUrl: string) =>
  `${KNOWN_DEVICE}=${value}; Path=/api; Max-Age=${KNOWN_DEVICE_SECONDS}; HttpOnly; SameSite=Strict${publicUrl.startsWith('https:') ? '; Secure' : ''}`;
const bearer = [{ bearerAuth: [] }];
const errors = documentedErrors(400, 401, 403, 404, 409, 429);

/** Accounts and sessions: every identity call of spec section 7 (paths match case-insensitively). */
export default async function identityRoutes(app: FastifyInstance) {
  registrationRoutes(app);
  sessionRoutes(app);
  emailLinkRoutes(app);
  userAdminRoutes(app);
  profileRoutes(app);
  languageRoutes(app);
}

/** Creating an account. */
function registrationRoutes(app: FastifyInstance) {
  const route = typed(app);
  const identity = app.identity;

  route.post(
    '/api/user/register',
    {
      onRequest: app.optionalUser,
      schema: {
        tags,
        summary:
          'Create an account; the outcome is mailed (a confirmation link, or to an address that has an account, a note). The same answer whether or not the email has an account; a taken username is a 409 whatever the email. isAdmin counts only when an admin calls.',
        body: s.registerBody,
        response: { 201: { type: 'object', properties: { message: { type: 'string' }, userId: { type: 'string' } } }, ...errors },
      },
    },
    async (request, reply) => {
      const locale = preferredLanguage(request.headers['accept-language']);
      const sms = request.body.smsUpdates;
      // A wording the visitor could not have read now is refused before any account exists.
      if (sms) app.consents.assertCurrentWording(sms.wordingVersion);
      const { userId } = await identity.register(request.body, request.user, request.ip, locale, async (user) => {
        if (sms)
          await app.consents.give(
            user.id,
            { purpose: 'order-updates', channel: 'sms', wordingVersion: sms.wordingVersion, phone: sms.phone, via: 'sign-up' },
            locale,
            // Recorded now; no text goes to the number until the shopper proves it with a code.
            { beforeVerification: true },
          );
      });
      return reply.status(201).send({ message: 'Registration successful. Check your email to confirm your account.', userId });
    },
  );
}

/** Sessions: logging in, refreshing the token pair, logging out. */
function sessionRoutes(app: FastifyInstance) {
  const route = typed(app);
  const identity = app.identity;

  for (const url of ['/api/user/authenticate', '/api/auth', '/api/auth/login']) {
    route.post(
      url,
      {
        schema: {
          tags,
          hide: url !== '/api/user/authenticate',
          summary:
            'Log in with user name or email; returns an access token (15 min) and a refresh token, and sets a known-device cookie for this browser. A wrong user name or password is a 400 with the message (never a 401, which the storefront answers by renewing the session); 403 for an unconfirmed email.',
          body: s.loginBody,
          response: { 200: s.loginResponse, ...errors },
        },
      },
      async (request, reply) => {
        const device = knownDeviceCookie(request.headers.cookie);
        const { knownDevice, ...pair } = await identity.authenticate(request.body.username, request.body.password, request.ip, device);
        reply.header('set-cookie', setKnownDeviceCookie(knownDevice, app.config.publicUrl));
        return { message: 'Login successful.', ...pair };
      },
    );
  }

  for (const url of ['/api/user/refresh', '/api/auth/refresh']) {
    route.post(
      url,
      {
        schema: {
          tags,
          hide: url !== '/api/user/refresh',
          summary:
            "Exchange a refresh token for a new pair. Each refresh token works once. 400 without RefreshToken; 403 when it is expired, used, revoked or not of this access token's session (never a 401: the storefront renews on every 401, and would renew again on this answer).",
          body: s.refreshBody,
          response: { 200: s.refreshResponse, ...errors },
        },
      },
      async (request) => {
        const refreshToken = request.body.RefreshToken ?? request.body.refreshToken;
        const accessToken = request.body.AccessToken ?? request.body.accessToken;
        if (!refreshToken) throw badRequest('RefreshToken is required.', [{ field: 'RefreshToken', message: 'RefreshToken is required.' }]);
        const pair = await identity.refresh(refreshToken, accessToken);
        return { AccessToken: pair.accessToken, RefreshToken: pair.refreshToken };
      },
    );
  }

  route.post(
    '/api/user/logout',
    {
      schema: {
        tags,
        summary: 'End the login this refresh token belongs to.',
        body: s.logoutBody,
        response: { 200: s.message, ...errors },
      },
    },
    async (request) => {
      const refreshToken = request.body.RefreshToken ?? request.body.refreshToken;
      if (refreshToken) await identity.logout(refreshToken);
      return { message: 'Logged out.' };
    },
  );
}

/** The mailed links: confirming an email, a new confirmation link, password reset. */
function emailLinkRoutes(app: FastifyInstance) {
  const route = typed(app);
  const identity = app.identity;

  route.post(
    '/api/user/confirm-email',
    {
      schema: {
        tags,
        summary: 'Confirm an email address with the mailed token (query or body).',
        querystring: s.confirmEmailQuery,
        body: s.confirmEmailBody,
        response: { 200: s.message, ...errors },
      },
    },
    async (request) => {
      const email = request.query.email ?? request.body?.email;
      const token = request.query.token ?? request.body?.token;
      const missing = [];
      if (!email) missing.push({ field: 'email', message: 'email is required' });
      if (!token) missing.push({ field: 'token', message: 'token is required' });
      if (missing.length) throw badRequest('The confirmation link is incomplete.', missing);
      await identity.confirmEmail(email!, token!);
      return { message: 'Your email is confirmed. You can now log in.' };
    },
  );

  route.get(
    '/api/user/reactivation-email',
    { schema: { tags, summary: 'Send a new confirmation link.', querystring: s.emailQuery, response: { 200: s.message, ...errors } } },
    async (request) => {
      await identity.sendReactivation(request.query.email, request.ip);
      return { message: SAME_ANSWER_REACTIVATION };
    },
  );

  route.post(
    '/api/user/send-reset-email/:email',
    {
      schema: {
        tags,
        summary: 'Mail a password reset link (valid 1 hour).',
        params: s.emailParams,
        response: { 200: s.message, ...errors },
      },
    },
    async (request) => {
      await identity.sendPasswordReset(request.params.email, request.ip);
      return { message: SAME_ANSWER_RESET };
    },
  );

  route.post(
    '/api/user/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the mailed reset token.',
        body: s.resetPasswordBody,
        response: { 200: s.message, ...errors },
      },
    },
    async (request) => {
      await identity.resetPassword(request.body);
      return { message: 'Your password has been reset. You can now log in with the new password.' };
    },
  );
}

const pcnNumber = {
  type: 'string',
  minLength: 4,
  maxLength: 30,
  pattern: '^\\s*[A-Za-z0-9][A-Za-z0-9/ -]*[A-Za-z0-9]\\s*$',
  description: 'The PCN registration number, e.g. PCN/045678 (letters, digits, /, - and spaces).',
} as const;

/** Admin user management: the user list, the pharmacist role. */
function userAdminRoutes(app: FastifyInstance) {
  const route = typed(app);
  const identity = app.identity;

  route.get(
    '/api/user',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'List users (admin only): all, or searched and paged (the total in X-Total-Count).',
        security: bearer,
        querystring: s.userListQuery,
        response: { 200: { type: 'array', items: s.profile }, ...errors },
      },
    },
    async (request, reply) => {
      const window = pageWindow(request.query);
      const { items, total } = await identity.listUsers(request.query.search, window);
      setPagingHeaders(reply, total, window);
      return items;
    },
  );

  route.put(
    '/api/admin/users/:id/pharmacist',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary:
          "Ask for (with the PCN registration number) or take back a user's pharmacist role (admin only; asking for oneself is 403). A grant is a pending request (`accessRequestId`) until a pharmacist who is neither the admin who asked nor the grantee approves it (`POST /api/pharmacist/health-access-requests/{id}`); taking the role back applies at once. Every request, decision and revoke is audited. The user's next session refresh carries the `pharmacist` claim; pharmacist calls check the database at once.",
        security: bearer,
        params: { type: 'object', required: ['id'], properties: { id: uuid } },
        body: {
          type: 'object',
          required: ['pharmacist'],
          additionalProperties: false,
          properties: {
            pharmacist: { type: 'boolean' },
            pcnRegistrationNumber: { ...pcnNumber, description: `${pcnNumber.description} Required when granting.` },
          },
        },
        response: { 200: s.pharmacistGrantAnswer, ...errors },
      },
    },
    async (request) => identity.setPharmacist(request.user!, request.params.id, request.body, app.audit),
  );

  route.put(
    '/api/users/:id/pharmacist-profile',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'The name patients read on a pharmacist\'s decision ("Pharm. Ada Example") and, optionally, the PCN registration number: set by an admin or by the user themselves. Audited.',
        security: bearer,
        params: { type: 'object', required: ['id'], properties: { id: uuid } },
        body: {
          type: 'object',
          required: ['displayName'],
          additionalProperties: false,
          properties: {
            displayName: { type: 'string', minLength: 3, maxLength: 80, pattern: '\\S' },
            pcnRegistrationNumber: pcnNumber,
          },
        },
        response: { 200: s.profile, ...errors },
      },
    },
    async (request) => identity.setPharmacistProfile(request.user!, request.params.id, request.body, app.audit),
  );
}

/** Profiles: reading one, editing one (your own, or any as admin). */
function profileRoutes(app: FastifyInstance) {
  const route = typed(app);
  const identity = app.identity;

  route.get(
    '/api/user/user-profile/:userId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "A user's profile (your own, or any as admin).",
        security: bearer,
        params: s.userIdParams,
        response: { 200: s.profile, ...errors },
      },
    },
    async (request) => {
      app.assertSelfOrAdmin(request, request.params.userId);
      return identity.getProfile(request.params.userId);
    },
  );

  route.put(
    '/api/user/edit-profile',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'Edit first name, last name, email, user name or phone (your own, or any as admin). A new email applies once the link mailed to it is followed; the answer is the same whether or not that address has an account. A phone that is not a Nigerian mobile number is a 400 on the phone field.',
        security: bearer,
        querystring: s.userIdQuery,
        body: s.editProfileBody,
        response: { 200: s.editProfileResponse, ...errors },
      },
    },
    async (request) => {
      app.assertSelfOrAdmin(request, request.query.userId);
      const { profile, emailChangeRequested } = await identity.editProfile(request.query.userId, request.body, (tx, userId, phone) =>
        app.consents.followPhone(userId, phone, tx),
      );
      return {
        ...profile,
        message: emailChangeRequested
          ? 'Profile updated. We sent a link to confirm your new address; your email changes when you follow it.'
          : 'Profile updated.',
      };
    },
  );
}
