// The API as the journeys call it directly (set-up and checks), and shoppers (and further admins)
// made the way a person becomes one: register, confirm from the outbox mail, log in.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import type { RunningStack } from '../../scripts/lib/stack';
import { mailedLink } from './outbox';

export async function callApi<T>(
  apiUrl: string,
  method: string,
  urlPath: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const response = await fetch(`${apiUrl}${urlPath}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as T };
}

/**
 * The shopper ticks a health-data consent (keeping their prescriptions, or their conversations
 * with a pharmacist) as the account's consents page does, with the wording version it shows.
 */
export async function giveHealthConsent(apiUrl: string, token: string, use: 'prescriptions' | 'conversations'): Promise<void> {
  const listed = await callApi<{ items: { purpose: string; channel: string; wordingVersion: string }[] }>(
    apiUrl,
    'GET',
    '/api/account/consents',
    token,
  );
  assert.equal(listed.status, 200, JSON.stringify(listed.json));
  const kind = listed.json.items.find((c) => c.purpose === 'health-data' && c.channel === use)!;
  const given = await callApi(apiUrl, 'POST', '/api/account/consents', token, {
    purpose: 'health-data',
    channel: use,
    wordingVersion: kind.wordingVersion,
    via: 'account',
  });
  assert.equal(given.status, 200, JSON.stringify(given.json));
}

export interface Shopper {
  userId: string;
  email: string;
  userName: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

export type Person = { firstName: string; lastName: string; handle: string; passwordPrefix: string };

/** A new account, confirmed through the outbox mail, logged in over the API. */
export const newShopper = (stack: RunningStack, person: Person): Promise<Shopper> => newAccount(stack, person);

/** A new admin, registered by an existing admin (the API makes an account an admin only when an admin asks), confirmed and logged in. */
export const newAdmin = (stack: RunningStack, person: Person, adminToken: string): Promise<Shopper> =>
  newAccount(stack, person, adminToken);

async function newAccount(stack: RunningStack, person: Person, adminToken?: string): Promise<Shopper> {
  const tag = crypto.randomBytes(4).toString('hex');
  const email = `${person.handle}.${tag}@example.ng`;
  const password = `${person.passwordPrefix}${tag}`;
  const userName = `${person.handle}_${tag}`;
  const api = <T>(method: string, urlPath: string, body?: unknown, token?: string) =>
    callApi<T>(stack.apiUrl, method, urlPath, token, body);
  const registered = await api<{ userId: string }>(
    'POST',
    '/api/user/register',
    { firstName: person.firstName, lastName: person.lastName, email, userName, password, ...(adminToken ? { isAdmin: true } : {}) },
    adminToken,
  );
  assert.equal(registered.status, 201, `register: ${JSON.stringify(registered.json)}`);
  const link = new URL(await mailedLink(stack.outboxDir, email, { route: 'confirm-email' }));
  const confirmed = await api('POST', `/api/user/confirm-email${link.search}`, {
    email: link.searchParams.get('email'),
    token: link.searchParams.get('token'),
  });
  assert.equal(confirmed.status, 200, `confirm: ${JSON.stringify(confirmed.json)}`);
  const login = await api<{ accessToken: string; refreshToken: string }>('POST', '/api/user/authenticate', {
    username: userName,
    password,
  });
  assert.equal(login.status, 200, `login: ${JSON.stringify(login.json)}`);
  return {
    userId: registered.json.userId,
    email,
    userName,
    password,
    accessToken: login.json.accessToken,
    refreshToken: login.json.refreshToken,
  };
}

/** The development seed's pharmacist (api/src/workflows/first-start-seed/staff-seed.ts SEED_PHARMACIST). */
export const SEEDED_PHARMACIST = { username: 'superintendent', password: 'Superintendent#2026' };

/**
 * An admin's request to open health data (the pharmacist role, a laboratory binding) applies only
 * once a second person, a pharmacist, approves it: the seeded superintendent does, as the admin's
 * answer names the request. Answers the approval's status.
 */
export async function approveHealthAccess(apiUrl: string, asked: { status: number; json: unknown }): Promise<number> {
  assert.equal(asked.status, 200, JSON.stringify(asked.json));
  const requestId = (asked.json as { accessRequestId?: string }).accessRequestId;
  assert.ok(requestId, `no request to approve: ${JSON.stringify(asked.json)}`);
  const login = await callApi<{ accessToken: string }>(apiUrl, 'POST', '/api/user/authenticate', undefined, SEEDED_PHARMACIST);
  assert.equal(login.status, 200, 'the seeded pharmacist logs in');
  const decided = await callApi(apiUrl, 'POST', `/api/pharmacist/health-access-requests/${requestId}`, login.json.accessToken, {
    approve: true,
  });
  return decided.status;
}

/**
 * The admin's "Grant pharmacist" on Users and roles is a request (issue 47 finding 10): the seeded
 * superintendent pharmacist approves the one pending for the user of this name (as the queue shows it: "Store Admin"). Answers the approval's status.
 */
export async function approvePharmacistRequestFor(apiUrl: string, shownName: string): Promise<number> {
  const login = await callApi<{ accessToken: string }>(apiUrl, 'POST', '/api/user/authenticate', undefined, SEEDED_PHARMACIST);
  assert.equal(login.status, 200, 'the seeded pharmacist logs in');
  const pending = await callApi<{ id: string; userName: string; kind: string }[]>(
    apiUrl,
    'GET',
    '/api/pharmacist/health-access-requests',
    login.json.accessToken,
  );
  const request = pending.json.find((r) => r.userName === shownName && r.kind === 'pharmacist');
  assert.ok(request, `a pharmacist request for ${shownName} waits: ${JSON.stringify(pending.json)}`);
  const decided = await callApi(apiUrl, 'POST', `/api/pharmacist/health-access-requests/${request.id}`, login.json.accessToken, {
    approve: true,
  });
  return decided.status;
}
