/**
 * @jest-environment jsdom
 */
import { act, waitFor } from '@testing-library/react';
import { TextEncoder } from 'node:util';
import { createRoot, type Root } from 'react-dom/client';
import { FirstViewReads, Loading, MemoryRouter, setLocale, useFirstViewRead, useLoad } from 'shared-kernel';
import { RemoteLoaderContext, RemotePage } from '../remote-page';
import { FIRST_VIEW_ID_PREFIX, resetFirstViewHandoff } from '../first-view-handoff';

Object.assign(globalThis, { TextEncoder });
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');

const READ = '/api/items';
const fetchItems = jest.fn(async () => ['Paracetamol 500 mg', 'Amoxicillin 250 mg']);

/** A page as the catalogue writes one: its read starts from the first view's when there is one. */
function ItemsPage() {
  const items = useLoad(fetchItems, [], undefined, useFirstViewRead<string[]>(READ, Array.isArray));
  if (items.status !== 'ready') return <Loading label="Loading the items" />;
  return (
    <section data-page="items">
      <h1>Medicines ({items.data.length})</h1>
      <ul>
        {items.data.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** index.html as the site's server sends it for /items: the view drawn with `drawn`, the data `sent`. */
function serve({ drawn, sent, locale = 'en', readAgoMs = 300 }: { drawn: string[]; sent: string[]; locale?: string; readAgoMs?: number }) {
  const view = renderToString(
    <FirstViewReads reads={{ [READ]: { status: 200, body: drawn } }}>
      <ItemsPage />
    </FirstViewReads>,
    { identifierPrefix: FIRST_VIEW_ID_PREFIX },
  );
  const data = JSON.stringify({
    page: 'items',
    url: '/items',
    locale,
    readAt: new Date(Date.now() - readAgoMs).toISOString(),
    reads: { [READ]: { status: 200, body: sent } },
    addresses: { [READ]: READ },
  });
  document.body.innerHTML = `<div id="first-paint" inert><style>#root{display:none}</style><main class="shell-main"><div class="shell-remote">${view}</div></main></div><script type="application/json" id="first-view-data">${data}</script><div id="root"></div>`;
  window.history.replaceState({}, '', '/items');
  return document.querySelector('#first-paint h1')!;
}

let root: Root;
function takeOver() {
  root = createRoot(document.getElementById('root')!);
  act(() =>
    root.render(
      <MemoryRouter initialEntries={['/items']}>
        <RemoteLoaderContext.Provider value={{ load: async () => ItemsPage, reset: () => undefined }}>
          <RemotePage remote="catalog" page="items" />
        </RemoteLoaderContext.Provider>
      </MemoryRouter>,
    ),
  );
}

const frame = () => document.getElementById('first-paint');
const ITEMS = ['Paracetamol 500 mg', 'Amoxicillin 250 mg'];

describe("the takeover of the server's first view", () => {
  beforeEach(() => {
    resetFirstViewHandoff();
    fetchItems.mockClear();
    setLocale('en');
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => root.unmount());
    jest.restoreAllMocks();
  });

  it("keeps the view's nodes: the page hydrates them with the data they were drawn with, and the frame goes", async () => {
    const heading = serve({ drawn: ITEMS, sent: ITEMS });
    takeOver();
    await waitFor(() => expect(frame()).toBeNull(), { timeout: 5000 });
    const shown = document.querySelector('#root h1');
    expect(shown).toBe(heading);
    expect(shown!.closest('.shell-first-view-slot')).not.toBeNull();
    expect(shown!.closest('[data-boundary="catalog"]')).not.toBeNull();
    // The page started from the first view's data: the API is not asked again.
    expect(fetchItems).not.toHaveBeenCalled();
    expect(console.warn).not.toHaveBeenCalledWith(expect.stringContaining('could not be hydrated'), expect.anything());
  });

  it('draws the page afresh when the shopper reads another language than the view was drawn in', async () => {
    const heading = serve({ drawn: ITEMS, sent: ITEMS, locale: 'pcm' });
    takeOver();
    await waitFor(() => expect(frame()).toBeNull(), { timeout: 5000 });
    expect(document.querySelector('#root h1')).not.toBe(heading);
    expect(document.querySelector('#root h1')).toHaveTextContent('Medicines (2)');
    expect(fetchItems).toHaveBeenCalledTimes(1);
  });

  it('draws the page afresh from a view whose data is old: the page came from the device, the data is read again', async () => {
    const heading = serve({ drawn: ITEMS, sent: ITEMS, readAgoMs: 6 * 60_000 });
    takeOver();
    await waitFor(() => expect(frame()).toBeNull(), { timeout: 5000 });
    expect(document.querySelector('#root h1')).not.toBe(heading);
    expect(fetchItems).toHaveBeenCalledTimes(1);
  });

  it('replaces a view that does not match what the page draws, never showing a mix of both', async () => {
    // The markup says one medicine, the data two: hydration fails and the page is drawn again.
    const heading = serve({ drawn: ['Paracetamol 500 mg'], sent: ITEMS });
    takeOver();
    await waitFor(() => expect(frame()).toBeNull(), { timeout: 5000 });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('could not be hydrated'), expect.anything());
    expect(document.querySelector('#root h1')).not.toBe(heading);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.querySelector('h1')).toHaveTextContent('Medicines (2)');
    expect([...document.querySelectorAll('li')].map((li) => li.textContent)).toEqual(ITEMS);
  });

  it('leaves a page without a first view to draw itself', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    takeOver();
    await waitFor(() => expect(document.querySelector('#root h1')).toHaveTextContent('Medicines (2)'), { timeout: 5000 });
    expect(fetchItems).toHaveBeenCalledTimes(1);
  });
});
