import { useEffect, useRef } from 'react';
import { usePageAccess } from './usePageAccess';
import { bindPageShortcuts, boundShortcuts, isHelpKey, shortcutAllowed, shortcutOf, type ShortcutHandlers, type ShortcutName } from './shortcuts';

export { GUARDED_SHORTCUTS, SHORTCUTS, shortcutAllowed, shortcutOf, type ShortcutHandlers, type ShortcutName } from './shortcuts';

/**
 * Binds the page's shortcut handlers (the registry: shortcuts.ts) while the page is mounted (and visible: a page kept
 * alive in a hidden tab has its effects cleaned up, so it does not answer). `menuUrl` as in `usePageAccess`.
 */
export function usePageShortcuts(handlers: ShortcutHandlers, options: { menuUrl?: string } = {}): void {
  const access = usePageAccess(options.menuUrl);
  const latest = useRef({ handlers, access });
  latest.current = { handlers, access };
  const names = (Object.keys(handlers) as ShortcutName[]).sort().join(',');

  useEffect(() => {
    const release = bindPageShortcuts(names ? (names.split(',') as ShortcutName[]) : []);
    const onKeyDown = (event: KeyboardEvent) => {
      const name = shortcutOf(event);
      if (!name) return;
      const handler = latest.current.handlers[name];
      if (!handler) return;
      event.preventDefault();
      if (!shortcutAllowed(name, latest.current.access)) return;
      handler(event);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      release();
    };
  }, [names]);
}

/** The first submit button of the open dialog, else of the page's main form. */
function openFormSubmit(): HTMLButtonElement | null {
  const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')];
  for (const dialog of dialogs.reverse()) {
    const button = dialog.querySelector<HTMLButtonElement>('form button[type="submit"]:not([disabled])');
    if (button) return button;
  }
  return document.querySelector<HTMLButtonElement>('main form button[type="submit"]:not([disabled])');
}

/**
 * The shell's shortcuts, everywhere in the signed-in app: Alt+S saves the open form (its submit button), Alt+H goes
 * to the dashboard, Alt+K and `?` (not while typing in a field) open the shortcuts' help. A page that binds one of
 * these keys itself keeps it.
 */
export function useShellShortcuts({ home, help }: { home: () => void; help: () => void }): void {
  const latest = useRef({ home, help });
  latest.current = { home, help };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isHelpKey(event)) {
        event.preventDefault();
        latest.current.help();
        return;
      }
      const name = shortcutOf(event);
      if (!name || boundShortcuts.get().has(name)) return;
      if (name === 'K') {
        event.preventDefault();
        latest.current.help();
      } else if (name === 'H') {
        event.preventDefault();
        latest.current.home();
      } else if (name === 'S') {
        const submit = openFormSubmit();
        if (!submit) return;
        event.preventDefault();
        submit.click();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
