import { apiClient } from '../../http/testing';
import { clearSession, setTokens } from '../../auth/token-store';
import { on } from '../../events/event-bus';
import type { ToastMessage } from '../../toast/toast';
import { makeToken } from '../../auth/__tests__/make-token';
import { failedOffline, queueCartChange, queuedCartChanges, replayCartChangesWhenOnline } from '../offline-cart-queue';
import { REFUSED_TITLE, replayCartChanges } from '../offline-cart-replay';

const signIn = (userId: string) => setTokens({ accessToken: makeToken({ UserId: userId, role: 'user' }), refreshToken: 'r' });
const refusal = (status: number, message: string) =>
  Object.assign(new Error(message), { isAxiosError: true, response: { status, data: { message } } });
const unreachable = () => Object.assign(new Error('Network Error'), { isAxiosError: true });
const setOnline = (online: boolean) => Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

describe('cart changes made offline', () => {
  let toasts: ToastMessage[];
  let stopToasts: () => void;
  beforeEach(() => {
    toasts = [];
    stopToasts = on('toast:show', (message) => toasts.push(message));
    setOnline(true);
  });
  afterEach(() => {
    stopToasts();
    clearSession();
    jest.restoreAllMocks();
  });

  it('are kept in order for the signed-in shopper only, and forgotten at logout', () => {
    expect(queueCartChange({ kind: 'add', medicineId: 'm-1', quantity: 1 })).toBe(false);
    signIn('u-1');
    queueCartChange({ kind: 'add', medicineId: 'm-1', quantity: 1, name: 'Paracetamol' });
    queueCartChange({ kind: 'remove', cartItemId: 'c-9' });
    expect(queuedCartChanges()).toEqual([
      { kind: 'add', medicineId: 'm-1', quantity: 1, name: 'Paracetamol' },
      { kind: 'remove', cartItemId: 'c-9' },
    ]);
    signIn('u-2');
    expect(queuedCartChanges()).toEqual([]);
    signIn('u-1');
    expect(queuedCartChanges()).toHaveLength(2);
    clearSession();
    signIn('u-1');
    expect(queuedCartChanges()).toEqual([]);
  });

  it('are sent in order when the connection is back, as the cart screens send them', async () => {
    signIn('u-1');
    queueCartChange({ kind: 'add', medicineId: 'm-1', quantity: 2 });
    queueCartChange({ kind: 'update', cartItemId: 'c-1', medicineId: 'm-1', price: 250_000, quantity: 3 });
    queueCartChange({ kind: 'remove', cartItemId: 'c-2' });
    const calls: string[] = [];
    jest
      .spyOn(apiClient, 'post')
      .mockImplementation(async (url, body) => (calls.push(`POST ${url} ${JSON.stringify(body)}`), { data: {} }));
    jest.spyOn(apiClient, 'put').mockImplementation(async (url, body) => (calls.push(`PUT ${url} ${JSON.stringify(body)}`), { data: {} }));
    jest.spyOn(apiClient, 'delete').mockImplementation(async (url) => (calls.push(`DELETE ${url}`), { data: {} }));
    const changed: string[] = [];
    const off = on('cart:changed', ({ reason }) => changed.push(reason));

    expect(await replayCartChanges()).toEqual({ sent: 3, refused: [], left: 0 });
    off();
    expect(calls).toEqual([
      'POST /api/carts/add {"medicineId":"m-1","quantity":2,"userId":"u-1"}',
      'PUT /api/carts/updateCartItem {"cartItemId":"c-1","medicineId":"m-1","quantity":3,"price":250000,"userId":"u-1"}',
      'DELETE /api/carts/removecartitem/c-2',
    ]);
    expect(queuedCartChanges()).toEqual([]);
    expect(changed).toEqual(['load']);
    expect(toasts.map((t) => t.summary)).toEqual(['Cart up to date']);
  });

  it("show the server's refusal to the shopper and go on with the rest", async () => {
    signIn('u-1');
    queueCartChange({ kind: 'add', medicineId: 'm-1', quantity: 1, name: 'Coartem 80/480' });
    queueCartChange({ kind: 'add', medicineId: 'm-2', quantity: 1 });
    const post = jest
      .spyOn(apiClient, 'post')
      .mockRejectedValueOnce(refusal(400, 'Only 0 left in stock.'))
      .mockResolvedValueOnce({ data: {} });

    const outcome = await replayCartChanges();
    expect(post).toHaveBeenCalledTimes(2);
    expect(outcome.sent).toBe(1);
    expect(outcome.refused).toEqual([
      { change: { kind: 'add', medicineId: 'm-1', quantity: 1, name: 'Coartem 80/480' }, message: 'Only 0 left in stock.' },
    ]);
    expect(toasts).toEqual([
      expect.objectContaining({
        type: 'error',
        summary: REFUSED_TITLE,
        detail: 'Adding "Coartem 80/480": Only 0 left in stock.',
        sticky: true,
      }),
    ]);
    expect(queuedCartChanges()).toEqual([]);
  });

  it('stay waiting when the server still cannot be reached', async () => {
    signIn('u-1');
    queueCartChange({ kind: 'add', medicineId: 'm-1', quantity: 1 });
    queueCartChange({ kind: 'add', medicineId: 'm-2', quantity: 1 });
    jest.spyOn(apiClient, 'post').mockResolvedValueOnce({ data: {} }).mockRejectedValueOnce(unreachable());
    expect(await replayCartChanges()).toEqual({ sent: 1, refused: [], left: 1 });
    expect(queuedCartChanges()).toEqual([{ kind: 'add', medicineId: 'm-2', quantity: 1 }]);
    expect(toasts).toEqual([]);
  });

  it('are sent when the browser says it is online again', async () => {
    signIn('u-1');
    setOnline(false);
    queueCartChange({ kind: 'add', medicineId: 'm-1', quantity: 1 });
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: {} });
    const stop = replayCartChangesWhenOnline();
    expect(post).not.toHaveBeenCalled();
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    expect(post).toHaveBeenCalledTimes(1);
    expect(queuedCartChanges()).toEqual([]);
  });

  it('are queued only when the server was not reached', () => {
    expect(failedOffline(unreachable())).toBe(true);
    expect(failedOffline(refusal(400, 'Out of stock'))).toBe(false);
    setOnline(false);
    expect(failedOffline(new Error('anything'))).toBe(true);
  });
});
