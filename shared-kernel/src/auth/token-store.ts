import { createStore, useStore } from 'zustand';
import type { Role, TokenClaims, TokenPair, UserProfile } from '../types/entities';
import { decodeClaims } from './jwt';
import { navigateTo } from '../navigation/navigation';
import { emit } from '../events/event-bus';

export const TOKEN_KEY = 'token';
export const REFRESH_TOKEN_KEY = 'refreshToken';

export interface AuthState {
  token: string | null;
  refreshToken: string | null;
  claims: TokenClaims | null;
  /** The signed-in user's profile once a remote has loaded it (the "user store"). */
  user: UserProfile | null;
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function initialState(): AuthState {
  const token = readStorage(TOKEN_KEY);
  return { token, refreshToken: readStorage(REFRESH_TOKEN_KEY), claims: decodeClaims(token), user: null };
}

export const authStore = createStore<AuthState>()(() => initialState());

export function useAuth<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}

/** Stores a new token pair (login, refresh) in local storage and the store. */
export function setTokens({ accessToken, refreshToken }: TokenPair): void {
  window.localStorage.setItem(TOKEN_KEY, accessToken);
  window.localStorage.setItem(REFRESH_TOKEN_KEY, refreshToken);
  const claims = decodeClaims(accessToken);
  const previous = authStore.getState();
  const sameUser = previous.claims?.UserId === claims?.UserId;
  authStore.setState({ token: accessToken, refreshToken, claims, user: sameUser ? previous.user : null });
  if (!sameUser) emit('auth:changed', { loggedIn: true });
}

export function setUserProfile(user: UserProfile | null): void {
  authStore.setState({ user });
}

/** Logged in means a token is present. */
export function isLoggedIn(state: AuthState = authStore.getState()): boolean {
  return Boolean(state.token);
}

/** The role from the user store first, the token as fallback. */
export function roleOf(state: AuthState = authStore.getState()): Role | null {
  if (state.user && typeof state.user.isAdmin === 'boolean') return state.user.isAdmin ? 'admin' : 'user';
  return state.claims?.role ?? null;
}

export function isAdmin(state: AuthState = authStore.getState()): boolean {
  return isLoggedIn(state) && roleOf(state) === 'admin';
}

/** A pharmacist (granted by an admin; an admin is not one unless granted): the profile first, the token as fallback. */
export function isPharmacist(state: AuthState = authStore.getState()): boolean {
  if (!isLoggedIn(state)) return false;
  const fromProfile: unknown = state.user?.isPharmacist;
  if (typeof fromProfile === 'boolean') return fromProfile;
  return state.claims?.pharmacist === true;
}

/** A laboratory's staff (made so by an admin), as the token says: the Laboratory bookings screen is theirs. */
export function isLabStaff(state: AuthState = authStore.getState()): boolean {
  return isLoggedIn(state) && state.claims?.labStaff === true;
}

/** A pharmacy's staff (bound by an admin), as the token says: the Pharmacy orders screen is theirs, and where they land. */
export function isPharmacyStaff(state: AuthState = authStore.getState()): boolean {
  return isLoggedIn(state) && state.claims?.pharmacyStaff === true;
}

/** A pharmacy's rider (added by its staff or an admin), as the token says: the My deliveries screen is theirs. */
export function isRider(state: AuthState = authStore.getState()): boolean {
  return isLoggedIn(state) && state.claims?.rider === true;
}

export function currentUserId(state: AuthState = authStore.getState()): string | null {
  return state.claims?.UserId || null;
}

/** Clears the session (local storage as a whole, as the spec says) without navigating. */
export function clearSession(): void {
  window.localStorage.clear();
  authStore.setState({ token: null, refreshToken: null, claims: null, user: null });
  emit('auth:changed', { loggedIn: false });
}

/** Logout: clears local storage and goes to the login page. */
export function logout(): void {
  clearSession();
  navigateTo('/login');
}
