import { emit } from 'shared-kernel';
import { clearVisitorCaches, startServiceWorker } from '../service-worker-client';
import { CACHES } from '../../../service-worker/cache-names';

function cacheStorage(names: string[]) {
  const held = new Set(names);
  return {
    held,
    storage: { delete: async (name: string) => held.delete(name) } as unknown as CacheStorage,
  };
}

describe('the service worker, seen from the page', () => {
  it("empties every cache of what the visitor saw, and keeps the shell's own files", async () => {
    const { held, storage } = cacheStorage([...Object.values(CACHES), 'workbox-precache-v2-https://shop.example/']);
    await clearVisitorCaches(storage);
    expect([...held]).toEqual(['workbox-precache-v2-https://shop.example/']);
  });

  it('empties them at logout', async () => {
    const deleted: string[] = [];
    Object.defineProperty(globalThis, 'caches', {
      configurable: true,
      value: { delete: async (name: string) => deleted.push(name) },
    });
    startServiceWorker();
    emit('auth:changed', { loggedIn: true });
    expect(deleted).toEqual([]);
    emit('auth:changed', { loggedIn: false });
    await Promise.resolve();
    expect(deleted.sort()).toEqual(Object.values(CACHES).sort());
  });
});
