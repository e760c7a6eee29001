import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadLanguage } from '../core/i18n/i18n';
import { loadModuleResources } from '../core/module/registry';

// the modules' texts, which the app loads with the signed-in shell: every test may render any screen
await loadModuleResources();
await loadLanguage('en');

// jsdom lacks the layout APIs Mantine and the router's scroll handling call; give them inert versions.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

// Pages load on demand: the first opening of one in a test file transforms its chunk, which takes a while here.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
