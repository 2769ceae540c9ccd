import { emit, on } from '../event-bus';

describe('event bus', () => {
  it('delivers a typed event to every subscriber until it unsubscribes', () => {
    const seen: string[] = [];
    const offA = on('cart:changed', ({ reason }) => seen.push(`a:${reason}`));
    const offB = on('cart:changed', ({ reason }) => seen.push(`b:${reason}`));
    emit('cart:changed', { reason: 'add' });
    offA();
    emit('cart:changed', { reason: 'clear' });
    offB();
    emit('cart:changed', { reason: 'remove' });
    expect(seen).toEqual(['a:add', 'b:add', 'b:clear']);
  });

  it('keeps event names apart', () => {
    const handler = jest.fn();
    const off = on('auth:changed', handler);
    emit('cart:changed', { reason: 'load' });
    expect(handler).not.toHaveBeenCalled();
    emit('auth:changed', { loggedIn: true });
    expect(handler).toHaveBeenCalledWith({ loggedIn: true });
    off();
  });
});
