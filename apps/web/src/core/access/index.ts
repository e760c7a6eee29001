export * from './menus';
export { usePageAccess, useOrganisationAccess, pageAccessOf, PAGE_ACTIONS, type PageAccess } from './usePageAccess';
export { usePageShortcuts, useShellShortcuts, shortcutOf, shortcutAllowed, GUARDED_SHORTCUTS, SHORTCUTS, type ShortcutName, type ShortcutHandlers } from './useShortcuts';
