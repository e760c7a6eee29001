import { Box, CloseButton, Group, ScrollArea, UnstyledButton, useDirection } from '@mantine/core';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { tabIndexAfterKey } from './tabKeys';
import { closeTab, tabStore, useTabs, type Tab } from './tabStore';
import { tabKeyOf } from './useTabRecorder';

/** A tab's label: its menu name for pages the route does not title, else the route's title, else the path. */
function useTabLabel() {
  const { t } = useTranslation();
  return (tab: Tab) => {
    if (tab.name && (!tab.titleKey || tab.titleKey === 'routes.notFound')) return tab.name;
    return (tab.titleKey && t(tab.titleKey, { defaultValue: '' })) || tab.name || tab.key;
  };
}

/**
 * The open tabs (desktop only, spec §2): one per visited page, closable. Closing the shown tab moves to the last
 * remaining one, or to the dashboard when none remain.
 *
 * By keyboard it is one stop of the Tab key (WAI-ARIA tabs pattern, roving tabindex): the shown page's tab takes the
 * focus; the arrows (mirrored right to left), Home and End move it between tabs (tabKeys.ts); Enter or Space opens
 * the focused tab's page; Delete closes it and the focus goes to its neighbour. The close buttons are for the mouse.
 */
export function TabsBar() {
  const { t } = useTranslation();
  const tabs = useTabs();
  const navigate = useNavigate();
  const pathname = useLocation({ select: (l) => l.pathname });
  const activeKey = tabKeyOf(pathname);
  const label = useTabLabel();
  const dir = useDirection().dir;
  const list = useRef<HTMLDivElement>(null);

  if (tabs.length === 0) return null;

  const focusTab = (index: number) => list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.focus();

  const close = (tab: Tab) => {
    const { tabs: rest, next } = closeTab(tabStore.get(), tab.key, activeKey);
    tabStore.set(rest);
    if (next) void navigate({ to: next as string });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    if (event.key === 'Delete') {
      event.preventDefault();
      close(tabs[index]!);
      // the focus stays in the strip, on the tab that took the closed one's place (or the new last one)
      requestAnimationFrame(() => focusTab(Math.min(index, tabs.length - 2)));
      return;
    }
    const target = tabIndexAfterKey(event.key, index, tabs.length, dir);
    if (target === undefined) return;
    event.preventDefault();
    focusTab(target);
  };
  // the one tab the Tab key reaches: the shown page's, else the first
  const stop = Math.max(0, tabs.findIndex((tab) => tab.key === activeKey));

  return (
    <Box visibleFrom="md" mb="md" data-testid="tabs-bar" style={{ borderBottom: '1px solid var(--app-shell-border-color)' }}>
      <ScrollArea type="hover" scrollbarSize={4} offsetScrollbars>
        <Group ref={list} role="tablist" aria-label={t('shell.tabs.label')} aria-orientation="horizontal" gap={4} wrap="nowrap" pb={4} pt={2} px={2}>
          {tabs.map((tab, index) => {
            const active = tab.key === activeKey;
            const text = label(tab);
            return (
              <Group
                key={tab.key}
                gap={2}
                wrap="nowrap"
                pe={4}
                data-tab-key={tab.key}
                style={{
                  borderRadius: 'var(--mantine-radius-md) var(--mantine-radius-md) 0 0',
                  background: active ? 'var(--mantine-color-primary-light)' : 'var(--mantine-color-default-hover)',
                  borderBottom: active ? '2px solid var(--mantine-color-primary-filled)' : '2px solid transparent',
                }}
              >
                <UnstyledButton
                  role="tab"
                  aria-selected={active}
                  aria-keyshortcuts="Delete"
                  tabIndex={index === stop ? 0 : -1}
                  data-tab-button
                  onClick={() => !active && void navigate({ to: tab.href as string })}
                  // a tab list holds tabs only: the close button is for the mouse, Delete closes a tab by keyboard
                  onKeyDown={(e) => onKeyDown(e, index)}
                  px="sm"
                  py={6}
                  fz="sm"
                  fw={active ? 700 : 500}
                  c={active ? 'primary.8' : undefined}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {text}
                </UnstyledButton>
                <CloseButton size="sm" aria-hidden tabIndex={-1} title={t('shell.tabs.close', { title: text })} onClick={() => close(tab)} />
              </Group>
            );
          })}
        </Group>
      </ScrollArea>
    </Box>
  );
}
