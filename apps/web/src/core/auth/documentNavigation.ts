/**
 * Leaving the SPA for another address (a single-sign-on redirect): one place, so tests can watch it instead of
 * jsdom failing to navigate.
 */
export const documentNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
