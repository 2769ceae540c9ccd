// What breaks inside itself on a page (issue 30, item 7): an amount of money ("N4,500.-00"), a
// badge ("Succ-ess") or a word ("Amlodipin-e") split over two lines, or a word the browser may
// hyphenate. Long tokens (emails, references) may break only inside an element marked .ep-token. Every amount is
// found by its text (N4,500, N4,500.50) wherever it is, inside a sentence or a table cell, and every
// element marked data-money or data-badge (the kernel's Money and Badge) is measured as a whole.
import type { Page } from 'playwright-core';

export interface Broken {
  /** Amounts or badges drawn on more than one line. */
  wrapped: string[];
  /** Words (letters only, outside a long token marked .ep-token) split over two lines. */
  splitWords: string[];
  /** Elements with text that the browser may hyphenate (hyphens: auto). */
  hyphenated: string[];
  /** How many amounts and badges were measured (a page that shows money must show some). */
  measured: number;
}

// Runs in the page, as source text: the test runner's transpiler would otherwise add helpers the page lacks.
const IN_PAGE = `() => {
  var MONEY = /-?N\\d{1,3}(?:,\\d{3})*(?:\\.\\d{2})?(?![\\d,])/g;
  function visible(element) {
    var box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    var style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none';
  }
  function describe(element, text) {
    var classes = typeof element.className === 'string' && element.className.trim() ? '.' + element.className.trim().split(/\\s+/).join('.') : '';
    return element.tagName.toLowerCase() + classes + ' "' + text.trim().replace(/\\s+/g, ' ').slice(0, 40) + '"';
  }
  // The lines a range of text is drawn on: its boxes' distinct vertical middles (a box per line piece).
  function lines(range) {
    var middles = [];
    var rects = range.getClientRects();
    for (var i = 0; i < rects.length; i++) {
      var rect = rects[i];
      if (rect.width === 0 || rect.height === 0) continue;
      var middle = rect.top + rect.height / 2;
      if (!middles.some(function (m) { return Math.abs(m - middle) < rect.height / 2; })) middles.push(middle);
    }
    return middles.length;
  }
  var wrapped = [];
  var measured = 0;
  var marked = document.querySelectorAll('[data-money], [data-badge]');
  for (var i = 0; i < marked.length; i++) {
    var element = marked[i];
    if (!visible(element)) continue;
    measured++;
    var range = document.createRange();
    range.selectNodeContents(element);
    if (lines(range) > 1) wrapped.push(describe(element, element.textContent || '') + ' on ' + lines(range) + ' lines');
  }
  var WORD = /[A-Za-z][a-z]+/g;
  var splitWords = [];
  var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (var node = walker.nextNode(); node; node = walker.nextNode()) {
    var parent = node.parentElement;
    if (!parent || parent.closest('script, style, option, textarea') || !visible(parent)) continue;
    var text = node.nodeValue || '';
    if (!parent.closest('.ep-token')) {
      WORD.lastIndex = 0;
      for (var word = WORD.exec(text); word; word = WORD.exec(text)) {
        var span = document.createRange();
        span.setStart(node, word.index);
        span.setEnd(node, word.index + word[0].length);
        if (lines(span) > 1) splitWords.push(describe(parent, word[0]));
      }
    }
    if (parent.closest('[data-money]')) continue;
    MONEY.lastIndex = 0;
    for (var match = MONEY.exec(text); match; match = MONEY.exec(text)) {
      measured++;
      var piece = document.createRange();
      piece.setStart(node, match.index);
      piece.setEnd(node, match.index + match[0].length);
      if (lines(piece) > 1) wrapped.push(describe(parent, match[0]) + ' on ' + lines(piece) + ' lines');
    }
  }
  var hyphenated = [];
  var all = document.body.querySelectorAll('*');
  for (var j = 0; j < all.length; j++) {
    var el = all[j];
    if (getComputedStyle(el).hyphens !== 'auto') continue;
    var own = '';
    for (var c = el.firstChild; c; c = c.nextSibling) if (c.nodeType === 3) own += c.nodeValue;
    if (/[A-Za-z]{6,}/.test(own) && visible(el)) hyphenated.push(describe(el, own));
  }
  return { wrapped: wrapped.slice(0, 10), splitWords: splitWords.slice(0, 10), hyphenated: hyphenated.slice(0, 10), measured: measured };
}`;

export async function brokenInside(page: Page): Promise<Broken> {
  return page.evaluate(`(${IN_PAGE})()`) as Promise<Broken>;
}
