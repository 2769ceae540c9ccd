import { getRuntimeConfig, loadRuntimeConfig } from '../../config/runtime-config';
import { canaryBucket, chooseRelease, chosenRelease, remoteVersion, visitorId } from '../remote-release';

const V1 = '/remotes/catalog-mfe/1.0.0-aaaaaaaaaa/remoteEntry.js';
const V2 = '/remotes/catalog-mfe/1.0.0-bbbbbbbbbb/remoteEntry.js';

describe('remote releases', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'epharmacy.visitor=; max-age=0; path=/';
  });

  it('reads the version from a released entry URL, and calls a build served in place unversioned', () => {
    expect(remoteVersion(V1)).toBe('1.0.0-aaaaaaaaaa');
    expect(remoteVersion('https://admin.shop.example.ng/1.2.3-0123456789/remoteEntry.js')).toBe('1.2.3-0123456789');
    expect(remoteVersion('/remotes/catalog-mfe/remoteEntry.js')).toBe('unversioned');
  });

  it('splits visitors by their id close to the canary share, each always on the same side', () => {
    const release = { stable: V1, canary: V2, percent: 30 };
    const ids = Array.from({ length: 2000 }, (_, i) => `visitor${i.toString(36)}x`);
    const onCanary = ids.filter((id) => chooseRelease(release, id, 'catalog').canary).length;
    expect(onCanary).toBeGreaterThan(2000 * 0.25);
    expect(onCanary).toBeLessThan(2000 * 0.35);
    for (const id of ids.slice(0, 50)) expect(chooseRelease(release, id, 'catalog')).toEqual(chooseRelease(release, id, 'catalog'));
    expect(chooseRelease({ ...release, percent: 0 }, ids[0], 'catalog').canary).toBe(false);
    expect(chooseRelease({ ...release, percent: 100 }, ids[0], 'catalog').entry).toBe(V2);
    // The remotes' canaries don't pick the same shoppers.
    const sameBucket = ids.filter((id) => canaryBucket(id, 'catalog') === canaryBucket(id, 'account')).length;
    expect(sameBucket).toBeLessThan(2000 * 0.05);
  });

  it('puts close to half of two thousand new visitors, with the ids a browser makes, on a 50 % canary', () => {
    const release = { stable: V1, canary: V2, percent: 50 };
    let onCanary = 0;
    for (let i = 0; i < 2000; i += 1) {
      // A new visitor: nothing stored, no cookie.
      localStorage.clear();
      document.cookie = 'epharmacy.visitor=; path=/; max-age=0';
      const id = visitorId();
      if (chooseRelease(release, id, 'catalog').canary) onCanary += 1;
    }
    expect(onCanary).toBeGreaterThan(2000 * 0.44);
    expect(onCanary).toBeLessThan(2000 * 0.56);
  });

  it('keeps one anonymous visitor id across visits, in storage and a cookie', () => {
    const id = visitorId();
    expect(id).toMatch(/^[0-9a-z]{8,40}$/);
    expect(visitorId()).toBe(id);
    expect(document.cookie).toContain(`epharmacy.visitor=${id}`);
    localStorage.clear();
    expect(visitorId()).toBe(id); // the cookie brings it back
  });

  it("loads a configuration with a canary as this visitor's entry URLs and remembers each remote's version", async () => {
    const file = {
      apiBaseUrl: '',
      remotes: { catalog: { stable: V1, canary: V2, percent: 50 }, account: '/remotes/account-mfe/remoteEntry.js' },
    };
    global.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => file }) as unknown as typeof fetch;
    await loadRuntimeConfig();
    const catalog = chosenRelease('catalog')!;
    expect(getRuntimeConfig().remotes.catalog).toBe(catalog.entry);
    expect(catalog.canary).toBe(canaryBucket(visitorId(), 'catalog') < 50);
    expect(catalog.version).toBe(catalog.canary ? '1.0.0-bbbbbbbbbb' : '1.0.0-aaaaaaaaaa');
    expect(chosenRelease('account')).toEqual({ entry: '/remotes/account-mfe/remoteEntry.js', version: 'unversioned', canary: false });
  });
});
