import { apiClient } from '../../http/testing';
import { clearSession, setTokens } from '../../auth/token-store';
import { addKeptItemsToCart, keepForAfterLogin, keptItems, MAX_CART_QUANTITY } from '../kept-for-login';
import { loginPath, safeReturnPath } from '../../navigation/login-return';
import { makeToken } from '../../auth/__tests__/make-token';

describe('items kept for after login', () => {
  afterEach(() => {
    clearSession();
    jest.restoreAllMocks();
  });

  it('are kept on the device, one line per medicine, never past the cart limit', () => {
    keepForAfterLogin('m-1');
    keepForAfterLogin('m-1');
    keepForAfterLogin('m-2', 500);
    expect(keptItems()).toEqual([
      { medicineId: 'm-1', quantity: 2 },
      { medicineId: 'm-2', quantity: MAX_CART_QUANTITY },
    ]);
  });

  it('join the account’s cart at login, capped by what the cart already holds, and are then forgotten', async () => {
    keepForAfterLogin('m-1', 3);
    keepForAfterLogin('m-2', 5);
    keepForAfterLogin('m-3', 1);
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({
      data: [
        { medicineId: 'm-2', quantity: 97 },
        { medicineId: 'm-3', quantity: 99 },
      ],
    });
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: {} });
    setTokens({ accessToken: makeToken({ UserId: 'u-1', role: 'user', name: 'Ada' }), refreshToken: 'r' });
    expect(await addKeptItemsToCart()).toBe(5);
    expect(get).toHaveBeenCalledWith('/api/carts/getcartitems', { params: { userId: 'u-1' } });
    expect(post.mock.calls).toEqual([
      ['/api/carts/add', { medicineId: 'm-1', quantity: 3, userId: 'u-1' }],
      ['/api/carts/add', { medicineId: 'm-2', quantity: 2, userId: 'u-1' }],
    ]);
    expect(keptItems()).toEqual([]);
  });

  it('stay kept while nobody is logged in', async () => {
    keepForAfterLogin('m-1');
    expect(await addKeptItemsToCart()).toBe(0);
    expect(keptItems()).toHaveLength(1);
  });
});

describe('returning after login', () => {
  it('carries only a path of this site', () => {
    expect(loginPath('/cart')).toBe('/login?returnTo=%2Fcart');
    expect(loginPath('/medicines?page=5')).toBe('/login?returnTo=%2Fmedicines%3Fpage%3D5');
    for (const unsafe of ['https://evil.example', '//evil.example/x', '/\\evil.example', 'cart', '/login?returnTo=/cart']) {
      expect(safeReturnPath(unsafe)).toBeNull();
    }
    expect(loginPath('//evil.example')).toBe('/login');
  });
});
