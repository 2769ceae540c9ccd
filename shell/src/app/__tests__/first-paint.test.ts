import { afterFirstViewPainted, endFirstPaintWhenDrawn } from '../first-paint';

/** The server's first paint as index.html carries it, and the app's root with a page in it. */
function setUp(pageHtml: string, frameHidden = false) {
  document.body.innerHTML = `<div id="first-paint" ${frameHidden ? 'hidden' : ''} inert><main>first view</main></div><div id="root"><div class="shell-remote">${pageHtml}</div></div>`;
  return document.querySelector('.shell-remote')!;
}
const frame = () => document.getElementById('first-paint');

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

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

  describe("the app's start waits for the first view's frame", () => {
    const settled = async (promise: Promise<void>) => {
      let done = false;
      void promise.then(() => (done = true));
      await Promise.resolve();
      await Promise.resolve();
      return done;
    };

    it('starts after the next frame has been painted, not before', async () => {
      jest.useFakeTimers();
      const frames: FrameRequestCallback[] = [];
      jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
      setUp('<h1>Medicines</h1>');
      const started = afterFirstViewPainted(100);
      expect(await settled(started)).toBe(false);
      frames.shift()!(0); // the frame is about to be painted
      expect(await settled(started)).toBe(false);
      jest.advanceTimersByTime(0); // the task after it: the frame is on screen
      expect(await settled(started)).toBe(true);
    });

    it('starts anyway after the limit where no frame comes (a hidden tab)', async () => {
      jest.useFakeTimers();
      jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
      setUp('<h1>Medicines</h1>');
      const started = afterFirstViewPainted(100);
      jest.advanceTimersByTime(99);
      expect(await settled(started)).toBe(false);
      jest.advanceTimersByTime(1);
      expect(await settled(started)).toBe(true);
    });

    it('starts at once when the server sent no first view', async () => {
      setUp('', true);
      expect(await settled(afterFirstViewPainted(100))).toBe(true);
    });
  });
});
