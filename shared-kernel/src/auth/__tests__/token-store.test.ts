import {
  authStore,
  clearSession,
  currentUserId,
  isAdmin,
  isLoggedIn,
  isPharmacist,
  isPharmacyStaff,
  isRider,
  logout,
  roleOf,
  setTokens,
  setUserProfile,
} from '../token-store';
import { decodeClaims } from '../jwt';
import { setNavigator } from '../../navigation/navigation';
import { makeToken } from './make-token';

describe('token store', () => {
  afterEach(() => {
    clearSession();
    setNavigator(null);
  });

  it('stores the pair under the keys token and refreshToken and decodes the claims', () => {
    const accessToken = makeToken({ name: 'Ada Obi', role: 'user', UserId: 'u-1' });
    setTokens({ accessToken, refreshToken: 'r-1' });
    expect(window.localStorage.getItem('token')).toBe(accessToken);
    expect(window.localStorage.getItem('refreshToken')).toBe('r-1');
    expect(authStore.getState().claims).toMatchObject({ name: 'Ada Obi', role: 'user', UserId: 'u-1' });
    expect(isLoggedIn()).toBe(true);
    expect(currentUserId()).toBe('u-1');
  });

  it('reads the pharmacist claim, which an admin token does not imply', () => {
    setTokens({ accessToken: makeToken({ name: 'Musa', role: 'admin', UserId: 'a-1' }), refreshToken: 'r' });
    expect(isAdmin()).toBe(true);
    expect(isPharmacist()).toBe(false);
    setTokens({ accessToken: makeToken({ name: 'Musa', role: 'admin', UserId: 'a-1', pharmacist: true }), refreshToken: 'r' });
    expect(isPharmacist()).toBe(true);
    setTokens({ accessToken: makeToken({ name: 'Musa', role: 'admin', UserId: 'a-1', pharmacist: 'yes' }), refreshToken: 'r' });
    expect(isPharmacist()).toBe(false);
    clearSession();
    expect(isPharmacist()).toBe(false);
  });

  it('reads the rider claim, only when it is exactly true, and no other staff claim from it', () => {
    setTokens({ accessToken: makeToken({ name: 'Musa', role: 'user', UserId: 'r-1' }), refreshToken: 'r' });
    expect(isRider()).toBe(false);
    setTokens({ accessToken: makeToken({ name: 'Musa', role: 'user', UserId: 'r-1', rider: true }), refreshToken: 'r' });
    expect(isRider()).toBe(true);
    expect(decodeClaims(authStore.getState().token)?.rider).toBe(true);
    expect([isAdmin(), isPharmacist(), isPharmacyStaff()]).toEqual([false, false, false]);
    setTokens({ accessToken: makeToken({ name: 'Musa', role: 'user', UserId: 'r-1', rider: 'true' }), refreshToken: 'r' });
    expect(isRider()).toBe(false);
    setTokens({ accessToken: makeToken({ name: 'Musa', role: 'user', UserId: 'r-1', rider: true }), refreshToken: 'r' });
    clearSession();
    expect(isRider()).toBe(false);
  });

  it('is logged out with no token', () => {
    expect(isLoggedIn()).toBe(false);
    expect(roleOf()).toBeNull();
    expect(isAdmin()).toBe(false);
  });

  it('takes the role from the user store first and the token as fallback', () => {
    setTokens({ accessToken: makeToken({ name: 'A', role: 'user', UserId: 'u-2' }), refreshToken: 'r' });
    expect(roleOf()).toBe('user');
    setUserProfile({
      userId: 'u-1',
      createdAt: '2026-01-01T00:00:00.000Z',
      phone: null,
      emailConfirmed: true,
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.ng',
      userName: 'ab',
      isAdmin: true,
      isPharmacist: false,
      pharmacistRegistration: null,
      pharmacistDisplayName: null,
    });
    expect(roleOf()).toBe('admin');
    expect(isAdmin()).toBe(true);
  });

  it('reads names, and a .NET style role claim, in UTF-8', () => {
    const token = makeToken({
      name: 'Chiọma Ọkafọr',
      'http://schemas.microsoft.com/ws/2008/06/identity/claims/role': 'admin',
      UserId: 'u-3',
    });
    expect(decodeClaims(token)).toMatchObject({ name: 'Chiọma Ọkafọr', role: 'admin' });
    expect(decodeClaims('not-a-token')).toBeNull();
  });

  it('logout clears local storage and goes to /login', () => {
    const visited: string[] = [];
    setNavigator((path) => visited.push(path));
    setTokens({ accessToken: makeToken({ name: 'A', role: 'user', UserId: 'u' }), refreshToken: 'r' });
    window.localStorage.setItem('something-else', 'x');
    logout();
    expect(window.localStorage.length).toBe(0);
    expect(isLoggedIn()).toBe(false);
    expect(visited).toEqual(['/login']);
  });
});
