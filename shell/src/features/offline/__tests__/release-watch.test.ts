import { newReleaseReady, onNewRelease, receiveWorkerMessage } from '../release-watch';

describe('a new release, heard from the service worker', () => {
  it('offers the new version once a release changed on the server, told once', () => {
    const heard = jest.fn();
    onNewRelease(heard);
    expect(newReleaseReady()).toBe(false);
    receiveWorkerMessage(undefined);
    expect(newReleaseReady()).toBe(false);
    receiveWorkerMessage({ type: 'release-changed', url: 'https://shop.example/remotes/catalog/remoteEntry.js' });
    receiveWorkerMessage({ type: 'release-changed', url: 'https://shop.example/runtime-config.json' });
    expect(newReleaseReady()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('listening to the worker', () => {
  beforeEach(() => jest.resetModules());

  it("hears the worker's message as soon as the entry script asked, before the app has started", async () => {
    const watch = await import('../release-watch');
    const container = new EventTarget() as ServiceWorkerContainer;
    watch.listenForReleases(container);
    watch.listenForReleases(container); // the second call adds no second listener
    const heard = jest.fn();
    watch.onNewRelease(heard);
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'other' } }));
    expect(watch.newReleaseReady()).toBe(false);
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'release-changed', url: '/remotes/catalog/remoteEntry.js' } }));
    expect(watch.newReleaseReady()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("reads what the first view's loader kept of the worker's messages before the shell's code ran", async () => {
    const watch = await import('../release-watch');
    (globalThis as { epWorkerMessages?: unknown[] }).epWorkerMessages = [
      { type: 'release-changed', url: '/remotes/catalog/remoteEntry.js' },
    ];
    try {
      watch.listenForReleases(new EventTarget() as ServiceWorkerContainer);
      expect(watch.newReleaseReady()).toBe(true);
    } finally {
      delete (globalThis as { epWorkerMessages?: unknown[] }).epWorkerMessages;
    }
  });

  it('does nothing in a browser without service workers', async () => {
    const watch = await import('../release-watch');
    expect(() => watch.listenForReleases(undefined)).not.toThrow();
  });
});

it('the shell entry listens before it waits for the first paint', async () => {
  jest.resetModules();
  const heard: string[] = [];
  jest.doMock('../release-watch', () => ({ listenForReleases: () => heard.push('listening') }));
  jest.doMock('../../../app/first-paint', () => ({
    afterFirstViewPainted: () => {
      heard.push('waiting for the paint');
      return new Promise(() => undefined);
    },
  }));
  await import('../../../index');
  expect(heard).toEqual(['listening', 'waiting for the paint']);
});
