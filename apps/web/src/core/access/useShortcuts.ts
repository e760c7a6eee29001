import { useEffect, useRef } from 'react';
import { usePageAccess, type PageAccess } from './usePageAccess';

/**
 * The page shortcuts (spec §6). Alt+N new, Alt+E edit, Alt+D delete and Alt+O activate run only when the page grants
 * Create, Update, Delete or Activate; the other Alt keys run their handler without a check. Keys are read from
 * `event.code` (the physical key), so they work the same on a Persian keyboard layout.
 */
export type ShortcutName = 'N' | 'E' | 'D' | 'O' | 'F' | 'B' | 'S' | 'A' | 'Q' | 'Y' | 'U' | 'I' | 'M' | 'H' | 'Space' | 'K';

export type ShortcutHandlers = Partial<Record<ShortcutName, (event: KeyboardEvent) => void>>;

/** The flag each guarded shortcut needs. */
export const GUARDED_SHORTCUTS: Readonly<Partial<Record<ShortcutName, keyof Pick<PageAccess, 'create' | 'update' | 'delete' | 'activate'>>>> = {
  N: 'create',
  E: 'update',
  D: 'delete',
  O: 'activate',
};

const CODES: Readonly<Record<string, ShortcutName>> = {
  KeyN: 'N',
  KeyE: 'E',
  KeyD: 'D',
  KeyO: 'O',
  KeyF: 'F',
  KeyB: 'B',
  KeyS: 'S',
  KeyA: 'A',
  KeyQ: 'Q',
  KeyY: 'Y',
  KeyU: 'U',
  KeyI: 'I',
  KeyM: 'M',
  KeyH: 'H',
  Space: 'Space',
  KeyK: 'K',
};

/** The shortcut an event is (Alt and one of the keys, no Ctrl or Meta), or undefined. */
export function shortcutOf(event: Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'code'>): ShortcutName | undefined {
  if (!event.altKey || event.ctrlKey || event.metaKey) return undefined;
  return CODES[event.code];
}

/** Whether the shortcut may run on a page with these flags. */
export function shortcutAllowed(name: ShortcutName, access: Pick<PageAccess, 'create' | 'update' | 'delete' | 'activate'>): boolean {
  const flag = GUARDED_SHORTCUTS[name];
  return flag ? access[flag] : true;
}

/**
 * Binds the page's shortcut handlers while the page is mounted (and visible: a page kept alive in a hidden tab has
 * its effects cleaned up, so it does not answer). `menuUrl` as in `usePageAccess`.
 */
export function usePageShortcuts(handlers: ShortcutHandlers, options: { menuUrl?: string } = {}): void {
  const access = usePageAccess(options.menuUrl);
  const latest = useRef({ handlers, access });
  latest.current = { handlers, access };

  useEffect(() => {
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
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
