import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router reads these; jsdom does not always provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

afterEach(() => {
  // A test file may run in Node's environment (no DOM) instead of jsdom's.
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

// jsdom lays nothing out and has no scrollIntoView; a recording stand-in lets tests see it asked for.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = jest.fn();
