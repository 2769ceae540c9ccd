import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router reads these; jsdom does not always provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

afterEach(() => {
  // A test file may run in Node's environment (no DOM) instead of jsdom's.
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

// jsdom lays nothing out and has no scrollIntoView; a recording stand-in lets tests see it asked for.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = jest.fn();

// Catalogues reach tests as their JSON (ICU text); the kernel formats them through the build's own
// compiler (tooling/i18n/compile-messages.cjs), as a built page does.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compileMessage } = require('../i18n/compile-messages.cjs') as { compileMessage: (message: string) => string };
Object.assign(globalThis, {
  __compileMessage: (message: string) => new Function(`return ${compileMessage(message)}`)() as unknown,
});
