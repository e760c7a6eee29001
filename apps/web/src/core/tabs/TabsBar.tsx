import { Box, CloseButton, Group, ScrollArea, UnstyledButton } from '@mantine/core';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
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
 */
export function TabsBar() {
  const { t } = useTranslation();
  const tabs = useTabs();
  const navigate = useNavigate();
  const pathname = useLocation({ select: (l) => l.pathname });
  const activeKey = tabKeyOf(pathname);
  const label = useTabLabel();

  if (tabs.length === 0) return null;

  const close = (tab: Tab) => {
    const { tabs: rest, next } = closeTab(tabStore.get(), tab.key, activeKey);
    tabStore.set(rest);
    if (next) void navigate({ to: next as string });
  };

  return (
    <Box visibleFrom="md" mb="md" data-testid="tabs-bar" style={{ borderBottom: '1px solid var(--app-shell-border-color)' }}>
      <ScrollArea type="hover" scrollbarSize={4} offsetScrollbars>
        <Group role="tablist" aria-label={t('shell.tabs.label')} gap={4} wrap="nowrap" pb={4}>
          {tabs.map((tab) => {
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
                  onClick={() => !active && void navigate({ to: tab.href as string })}
                  // a tab list holds tabs only: the close button is for the mouse, Delete closes a tab by keyboard
                  onKeyDown={(e) => e.key === 'Delete' && close(tab)}
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
