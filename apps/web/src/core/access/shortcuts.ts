import type { signedInFa } from '../layout/signed-in-messages';
import type { PageAccess } from './usePageAccess';

/**
 * The one registry of the keyboard shortcuts (spec §6; issue 11): the handlers (usePageShortcuts, useShellShortcuts)
 * and the help overlay (Alt+K or `?`) both read it. Keys are read from `event.code` (the physical key), so they work
 * the same on a Persian keyboard layout. Alt+N, E, D and O run only when the page grants Create, Update, Delete or
 * Activate; the others run without a flag check (a handler may still do nothing where its action is not offered).
 *
 * `scope`: a `page` shortcut does something only on a page that binds it (the list pages bind them all); a `shell`
 * shortcut works everywhere in the signed-in app, unless the page binds the same key to something of its own.
 * `label` names its description under the i18n key `shortcuts.actions` (loaded with the signed-in shell).
 */
export type ShortcutName = 'N' | 'E' | 'D' | 'O' | 'F' | 'B' | 'S' | 'A' | 'Q' | 'Y' | 'U' | 'I' | 'M' | 'H' | 'Space' | 'K';

type Flag = keyof Pick<PageAccess, 'create' | 'update' | 'delete' | 'activate'>;

export interface ShortcutDefinition {
  name: ShortcutName;
  /** the KeyboardEvent.code */
  code: string;
  /** what the user presses, as shown in the overlay */
  keys: string;
  scope: 'page' | 'shell';
  /** the page flag it needs */
  flag?: Flag;
  label: keyof (typeof signedInFa)['shortcuts']['actions'];
}

export const SHORTCUTS: readonly ShortcutDefinition[] = [
  { name: 'N', code: 'KeyN', keys: 'Alt+N', scope: 'page', flag: 'create', label: 'new' },
  { name: 'E', code: 'KeyE', keys: 'Alt+E', scope: 'page', flag: 'update', label: 'edit' },
  { name: 'D', code: 'KeyD', keys: 'Alt+D', scope: 'page', flag: 'delete', label: 'delete' },
  { name: 'O', code: 'KeyO', keys: 'Alt+O', scope: 'page', flag: 'activate', label: 'activate' },
  { name: 'Space', code: 'Space', keys: 'Alt+Space', scope: 'page', label: 'view' },
  { name: 'F', code: 'KeyF', keys: 'Alt+F', scope: 'page', label: 'find' },
  { name: 'A', code: 'KeyA', keys: 'Alt+A', scope: 'page', label: 'selectAll' },
  { name: 'B', code: 'KeyB', keys: 'Alt+B', scope: 'page', label: 'bulkActivate' },
  { name: 'U', code: 'KeyU', keys: 'Alt+U', scope: 'page', label: 'bulkDeactivate' },
  { name: 'Q', code: 'KeyQ', keys: 'Alt+Q', scope: 'page', label: 'reset' },
  { name: 'Y', code: 'KeyY', keys: 'Alt+Y', scope: 'page', label: 'refresh' },
  { name: 'I', code: 'KeyI', keys: 'Alt+I', scope: 'page', label: 'import' },
  { name: 'M', code: 'KeyM', keys: 'Alt+M', scope: 'page', label: 'export' },
  { name: 'S', code: 'KeyS', keys: 'Alt+S', scope: 'shell', label: 'save' },
  { name: 'H', code: 'KeyH', keys: 'Alt+H', scope: 'shell', label: 'home' },
  { name: 'K', code: 'KeyK', keys: 'Alt+K  ?', scope: 'shell', label: 'help' },
];

const BY_CODE: ReadonlyMap<string, ShortcutDefinition> = new Map(SHORTCUTS.map((s) => [s.code, s]));
const BY_NAME: ReadonlyMap<ShortcutName, ShortcutDefinition> = new Map(SHORTCUTS.map((s) => [s.name, s]));

export type ShortcutHandlers = Partial<Record<ShortcutName, (event: KeyboardEvent) => void>>;

/** The flag each guarded shortcut needs. */
export const GUARDED_SHORTCUTS: Readonly<Partial<Record<ShortcutName, Flag>>> = Object.fromEntries(SHORTCUTS.filter((s) => s.flag).map((s) => [s.name, s.flag]));

/** The shortcut an event is (Alt and one of the keys, no Ctrl or Meta), or undefined. */
export function shortcutOf(event: Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'code'>): ShortcutName | undefined {
  if (!event.altKey || event.ctrlKey || event.metaKey) return undefined;
  return BY_CODE.get(event.code)?.name;
}

/** Whether the shortcut may run on a page with these flags. */
export function shortcutAllowed(name: ShortcutName, access: Pick<PageAccess, Flag>): boolean {
  const flag = BY_NAME.get(name)?.flag;
  return flag ? access[flag] : true;
}

/** Whether the key event is typing into a field (where `?` is a character, not the help). */
export function isTyping(event: Pick<KeyboardEvent, 'target'>): boolean {
  const target = event.target as HTMLElement | null;
  if (!target || typeof target.closest !== 'function') return false;
  return !!target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"]');
}

/** `?` (Shift+/ on most layouts, or the Persian layout's ؟), outside a field and without Alt/Ctrl/Meta: the help. */
export function isHelpKey(event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'target'>): boolean {
  return (event.key === '?' || event.key === '؟') && !event.altKey && !event.ctrlKey && !event.metaKey && !isTyping(event);
}

// ---- which page shortcuts are bound now (the shell gives way to them; the overlay marks them) ----------------

const bound = new Map<ShortcutName, number>();
const listeners = new Set<() => void>();
let snapshot: ReadonlySet<ShortcutName> = new Set();

/** Records that a mounted page binds these shortcuts; answers the release. */
export function bindPageShortcuts(names: readonly ShortcutName[]): () => void {
  for (const n of names) bound.set(n, (bound.get(n) ?? 0) + 1);
  changed();
  return () => {
    for (const n of names) {
      const left = (bound.get(n) ?? 1) - 1;
      if (left > 0) bound.set(n, left);
      else bound.delete(n);
    }
    changed();
  };
}

function changed() {
  snapshot = new Set(bound.keys());
  for (const l of [...listeners]) l();
}

export const boundShortcuts = {
  get: (): ReadonlySet<ShortcutName> => snapshot,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
