export * from './menus';
export { usePageAccess, useOrganisationAccess, pageAccessOf, PAGE_ACTIONS, type PageAccess } from './usePageAccess';
export { usePageShortcuts, shortcutOf, shortcutAllowed, GUARDED_SHORTCUTS, type ShortcutName, type ShortcutHandlers } from './useShortcuts';
