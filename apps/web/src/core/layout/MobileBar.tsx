import { Group, UnstyledButton, Text } from '@mantine/core';
import { IconHome, IconLayoutDashboard, IconMenu2, IconSettings, IconUser, type Icon } from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS, readStorage } from '../storage/storage';
import { HOME_PATH } from '../router/paths';

function Item({ icon: ItemIcon, label, active, children }: { icon: Icon; label: string; active?: boolean; children: (content: ReactNode) => ReactNode }) {
  return children(
    <>
      <ItemIcon size={22} stroke={1.7} aria-hidden />
      <Text fz={11} fw={active ? 700 : 500} lh={1.2}>
        {label}
      </Text>
    </>,
  );
}

const itemStyle = (active: boolean) => ({
  flex: 1,
  display: 'flex',
  flexDirection: 'column' as const,
  alignItems: 'center',
  gap: 2,
  paddingBlock: 6,
  color: active ? 'var(--mantine-color-primary-filled)' : 'var(--mantine-color-dimmed)',
});

/**
 * The bottom bar of small screens (xs, sm; spec §2): the dashboard, the user's main page (chosen on the setting page,
 * the dashboard by default), the menu opener, the profile and the settings.
 */
export function MobileBar({ onOpenMenu, menuOpened }: { onOpenMenu: () => void; menuOpened: boolean }) {
  const { t } = useTranslation();
  const pathname = useLocation({ select: (l) => l.pathname });
  const mainUrl = readStorage(STORAGE_KEYS.mainPageUrl) || HOME_PATH;
  const mainTitle = readStorage(STORAGE_KEYS.mainPageTitle) || t('shell.mobile.mainPage');

  const link = (to: string, icon: Icon, label: string) => {
    const active = pathname === to;
    return (
      <Item icon={icon} label={label} active={active}>
        {(content) => (
          <UnstyledButton component={Link} to={to} style={itemStyle(active)} aria-current={active ? 'page' : undefined} aria-label={label}>
            {content}
          </UnstyledButton>
        )}
      </Item>
    );
  };

  return (
    <Group component="nav" aria-label={t('shell.mobile.label')} gap={0} wrap="nowrap" h="100%" data-testid="mobile-bar">
      {link(HOME_PATH, IconLayoutDashboard, t('shell.mobile.dashboard'))}
      {link(mainUrl, IconHome, mainTitle)}
      <Item icon={IconMenu2} label={t('shell.mobile.menu')} active={menuOpened}>
        {(content) => (
          <UnstyledButton onClick={onOpenMenu} style={itemStyle(menuOpened)} aria-expanded={menuOpened} aria-label={t('shell.mobile.menu')} data-testid="mobile-menu-opener">
            {content}
          </UnstyledButton>
        )}
      </Item>
      {link('/profile', IconUser, t('shell.mobile.profile'))}
      {link('/setting', IconSettings, t('shell.mobile.setting'))}
    </Group>
  );
}
