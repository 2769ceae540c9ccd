// What sticks out past the right edge of a phone's screen. With mobile emulation the layout
// viewport grows to fit overflowing content, so widths are compared with the device's width, not
// with innerWidth.
import type { Page } from 'playwright-core';

export interface Overflow {
  /** How wide the document is (scrollWidth), against the device width. */
  documentWidth: number;
  /** Visible elements whose right edge passes the device width, outermost first (at most 10). */
  elements: string[];
}

// Runs in the page, as source text: the test runner's transpiler would otherwise add helpers the page lacks.
const IN_PAGE = `(width) => {
  function describe(element) {
    var id = element.id ? '#' + element.id : '';
    var classes = typeof element.className === 'string' && element.className.trim() ? '.' + element.className.trim().split(/\\s+/).join('.') : '';
    var text = (element.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    return element.tagName.toLowerCase() + id + classes + ' "' + text + '" right=' + Math.round(element.getBoundingClientRect().right);
  }
  // Inside a box that scrolls or clips sideways on its own (a wide table in its scroller) is not the page scrolling.
  function clipped(element) {
    for (var parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      var style = getComputedStyle(parent);
      if (/(auto|scroll|hidden|clip)/.test(style.overflowX) && parent.getBoundingClientRect().right <= width + 0.5) return true;
    }
    return false;
  }
  // A toast sliding in or out is off the edge on purpose, for a moment; it is measured at rest. One
  // whose exit animation has finished is held off the edge by it until its library removes it, which
  // on a loaded machine can take a moment too.
  function leaving(animation) {
    return animation.playState === 'finished' && /out|exit/i.test(animation.animationName || '');
  }
  function moving(element) {
    for (var node = element; node && node !== document.body; node = node.parentElement) {
      if (node.getAnimations && node.getAnimations().some(function (a) { return a.playState === 'running' || leaving(a); })) return true;
    }
    return false;
  }
  var elements = [];
  var reported = [];
  var all = document.body.querySelectorAll('*');
  for (var i = 0; i < all.length; i++) {
    var element = all[i];
    var box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    var style = getComputedStyle(element);
    if (style.visibility === 'hidden') continue;
    if (box.right <= width + 0.5 || clipped(element) || moving(element)) continue;
    var nested = reported.some(function (outer) { return outer.contains(element); });
    reported.push(element);
    if (!nested && elements.length < 10) elements.push(describe(element));
  }
  return { documentWidth: document.documentElement.scrollWidth, elements: elements };
}`;

export async function overflowPast(page: Page, deviceWidth: number): Promise<Overflow> {
  return page.evaluate(`(${IN_PAGE})(${Number(deviceWidth)})`) as Promise<Overflow>;
}

/** A mid-range Android phone: its width in CSS pixels, 780 high, touch, 2× pixels. */
export function phone(width: number) {
  return { viewport: { width, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
}
