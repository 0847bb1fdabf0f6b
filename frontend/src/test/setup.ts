import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { removeServerRendered } from './render';

// Lazily loaded parts (the modals' chunks) are compiled on first use, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 4000 });

// What jsdom leaves out and the site calls: no layout, so nothing to scroll and no media queries that match.
window.scrollTo = vi.fn() as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();
window.matchMedia ??= (query: string) =>
  ({ matches: false, media: query, onchange: null, addEventListener: vi.fn(), removeEventListener: vi.fn(), addListener: vi.fn(), removeListener: vi.fn(), dispatchEvent: () => false }) as MediaQueryList;

afterEach(() => {
  cleanup();
  removeServerRendered();
  sessionStorage.clear();
  localStorage.clear();
  for (const cookie of document.cookie.split('; ')) if (cookie) document.cookie = `${cookie.split('=')[0]}=; max-age=0; path=/`;
});
