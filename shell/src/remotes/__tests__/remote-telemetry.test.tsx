import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { setChosenReleases } from 'shared-kernel';
import { RemoteLoaderContext, RemotePage } from '../remote-page';
import { flushRemoteReports, resetRemoteReports } from '../remote-telemetry';

const V2 = '1.0.0-bbbbbbbbbb';

function sentEvents(fetchMock: jest.Mock) {
  return fetchMock.mock.calls.flatMap(([, init]) => (JSON.parse(String(init.body)) as { events: Record<string, unknown>[] }).events);
}

function Fragile() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error('Cannot read the dosage of undefined');
  return <button onClick={() => setBroken(true)}>Break</button>;
}

function Broken(): never {
  throw new Error('v3 draws nothing');
}

describe("the shell's reports about remotes", () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    resetRemoteReports();
    fetchMock = jest.fn().mockResolvedValue({ ok: true });
    global.fetch = fetchMock as unknown as typeof fetch;
    setChosenReleases({ catalog: { entry: `/remotes/catalog-mfe/${V2}/remoteEntry.js`, version: V2, canary: true } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  const draw = (page: string, component: React.ComponentType) =>
    render(
      <RemoteLoaderContext.Provider value={{ load: async () => component, reset: () => undefined }}>
        <RemotePage remote="catalog" page={page} />
      </RemoteLoaderContext.Provider>,
    );

  it("reports a page's load time with the remote's version and canary side, then an error its boundary catches later", async () => {
    draw('fragile', Fragile);
    await userEvent.click(await screen.findByRole('button', { name: 'Break' }));
    await screen.findByRole('alert');
    act(flushRemoteReports);
    const events = sentEvents(fetchMock);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/telemetry/remotes');
    expect(events[0]).toEqual(expect.objectContaining({ remote: 'catalog', kind: 'load', version: V2, canary: true }));
    expect(events[0].durationMs).toEqual(expect.any(Number));
    expect(events[1]).toEqual(
      expect.objectContaining({
        remote: 'catalog',
        kind: 'error',
        stage: 'boundary',
        message: 'Cannot read the dosage of undefined',
        version: V2,
      }),
    );
  });

  it('reports a page that never drew as a render failure, and sends nothing about a load that did not happen', async () => {
    draw('broken', Broken);
    await screen.findByRole('alert');
    act(flushRemoteReports);
    const events = sentEvents(fetchMock);
    expect(events).toEqual([expect.objectContaining({ kind: 'failure', stage: 'render', message: 'v3 draws nothing', version: V2 })]);
  });

  it('reports a chunk that could not be loaded as a chunk failure', async () => {
    const chunkError = Object.assign(new Error('Loading chunk 771 failed.'), { name: 'ChunkLoadError' });
    function Missing(): never {
      throw chunkError;
    }
    draw('missing', Missing);
    await screen.findByRole('alert');
    act(flushRemoteReports);
    expect(sentEvents(fetchMock)).toEqual([expect.objectContaining({ kind: 'failure', stage: 'chunk' })]);
  });
});
