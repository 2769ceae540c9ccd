import { endFirstPaintWhenDrawn } from '../first-paint';

/** The server's first paint as index.html carries it, and the app's root with a page in it. */
function setUp(pageHtml: string, frameHidden = false) {
  document.body.innerHTML = `<div id="first-paint" ${frameHidden ? 'hidden' : ''} inert><main>first view</main></div><div id="root"><div class="shell-remote">${pageHtml}</div></div>`;
  return document.querySelector('.shell-remote')!;
}
const frame = () => document.getElementById('first-paint');

afterEach(() => jest.useRealTimers());

describe('the first paint', () => {
  it('goes at once when the page is drawn with its data', () => {
    endFirstPaintWhenDrawn(setUp('<h1>Medicines</h1><ul><li>Paracetamol</li></ul>'));
    expect(frame()).toBeNull();
  });

  it('stays while the page waits for its data, and goes when the data is drawn', async () => {
    const page = setUp('<h1>Medicines</h1><div class="ep-loading" role="status">Loading the medicines…</div>');
    endFirstPaintWhenDrawn(page);
    expect(frame()).not.toBeNull();
    page.innerHTML = '<h1>Medicines</h1><ul><li>Paracetamol</li></ul>';
    await Promise.resolve(); // mutation observers are told at the end of the task
    expect(frame()).toBeNull();
  });

  it('gives way after the limit when the data never comes', () => {
    jest.useFakeTimers();
    endFirstPaintWhenDrawn(setUp('<div class="ep-loading" role="status">Loading…</div>'), 5000);
    jest.advanceTimersByTime(4999);
    expect(frame()).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(frame()).toBeNull();
  });

  it('a hidden frame (a page without a first view) is removed at once', () => {
    endFirstPaintWhenDrawn(setUp('<div class="ep-loading" role="status">Loading…</div>', true));
    expect(frame()).toBeNull();
  });

  it('stops watching when the page is left before its data came', async () => {
    const page = setUp('<div class="ep-loading" role="status">Loading…</div>');
    const stop = endFirstPaintWhenDrawn(page);
    stop();
    page.innerHTML = '<p>drawn</p>';
    await Promise.resolve();
    expect(frame()).not.toBeNull();
  });
});
