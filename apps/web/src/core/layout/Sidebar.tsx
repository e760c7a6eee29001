import { ActionIcon, Box, NavLink, ScrollArea, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconChevronsLeft, IconChevronsRight, IconLayoutDashboard, IconSearch, IconSettings, IconUser, IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { menuLabel } from '../access/menuLabels';
import { menuTarget } from '../access/menuTarget';
import { useApi } from '../api/ApiProvider';
import type { ProfileMenu } from '../auth/identity';
import { profileQuery } from '../auth/queries';
import { useLanguage } from '../i18n/useLanguage';
import { HOME_PATH } from '../router/paths';
import { menuIcon } from './menuIcons';
import { buildMenuTree, filterMenuTree } from './menuTree';

/** Sidebar widths (spec §9 "Sidebar padding 50 or 250"). */
export const SIDEBAR_MINI = 50;
export const SIDEBAR_FULL = 250;

interface SidebarProps {
  /** Mini mode: icons only, widened while hovered. */
  mini: boolean;
  onToggleMini: () => void;
  /** Called after a link is followed (closes the drawer on small screens). */
  onNavigate?: () => void;
  /** Shown above the menu (the company and year selectors on small screens). */
  top?: ReactNode;
}

const FIXED = [
  { to: HOME_PATH, label: 'shell.sidebar.dashboard', icon: IconLayoutDashboard },
  { to: '/profile', label: 'shell.sidebar.profile', icon: IconUser },
  { to: '/setting', label: 'shell.sidebar.setting', icon: IconSettings },
] as const;


/**
 * The sidebar (spec §2): the fixed pages, then the profile's menus as parents with their children by priority, a
 * search over the menu names, and a mini mode with icons only that widens while hovered. Children of subsystem types
 * 1, 6-9 (and 3 but one page) are router links; the others lead to `baseUrl + url`, a router link too when that is
 * this app's own address (menuTarget), a full page load only for another application.
 */
export function Sidebar({ mini, onToggleMini, onNavigate, top }: SidebarProps) {
  const { t } = useTranslation();
  const api = useApi();
  const language = useLanguage();
  const pathname = useLocation({ select: (l) => l.pathname });
  const profile = useQuery(profileQuery(api));
  const [search, setSearch] = useState('');
  const [hovered, setHovered] = useState(false);
  const compact = mini && !hovered;

  const tree = useMemo(() => buildMenuTree(profile.data?.menus ?? []), [profile.data]);
  const groups = useMemo(() => filterMenuTree(tree, search), [tree, search]);
  const searching = search.trim() !== '';
  const isActive = (url: string | null) => !!url && (pathname === url || pathname.startsWith(url + '/'));

  const child = (menu: ProfileMenu, parent: ProfileMenu) => {
    const label = menuLabel(menu, language);
    const Icon = menuIcon(menu);
    const icon = <Icon size={18} stroke={1.6} aria-hidden />;
    const target = menuTarget(menu, parent.subSystemType);
    if (target.kind === 'route') {
      return (
        <NavLink
          key={menu.id}
          component={Link}
          to={target.to}
          label={label}
          leftSection={icon}
          active={isActive(menu.url)}
          onClick={onNavigate}
          data-menu-url={menu.url}
        />
      );
    }
    return (
      <NavLink
        key={menu.id}
        component="a"
        href={target.href}
        label={label}
        leftSection={icon}
        rightSection={<IconExternalLink size={14} aria-label={t('shell.sidebar.external')} />}
        data-menu-url={menu.url}
      />
    );
  };

  return (
    <Box
      data-testid="sidebar"
      data-mini={mini ? 'true' : 'false'}
      data-expanded={compact ? 'false' : 'true'}
      onMouseEnter={() => mini && setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      h="100%"
      style={{
        display: 'flex',
        flexDirection: 'column',
        width: mini ? (hovered ? SIDEBAR_FULL : SIDEBAR_MINI) : '100%',
        background: 'var(--mantine-color-body)',
        borderInlineEnd: mini && hovered ? '1px solid var(--app-shell-border-color)' : undefined,
        boxShadow: mini && hovered ? 'var(--mantine-shadow-md)' : undefined,
        transition: 'width 150ms ease',
        overflow: 'hidden',
      }}
    >
      {top}
      <Box p={compact ? 6 : 'xs'} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
        {!compact && (
          <TextInput
            flex={1}
            size="xs"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            placeholder={t('shell.sidebar.search')}
            aria-label={t('shell.sidebar.search')}
            leftSection={<IconSearch size={14} aria-hidden />}
            data-testid="menu-search"
          />
        )}
        <Tooltip label={mini ? t('shell.sidebar.expand') : t('shell.sidebar.collapse')} withinPortal>
          <ActionIcon
            variant="subtle"
            color="secondary"
            onClick={onToggleMini}
            aria-label={mini ? t('shell.sidebar.expand') : t('shell.sidebar.collapse')}
            aria-pressed={mini}
            visibleFrom="sm"
            data-testid="sidebar-mini-toggle"
          >
            {/* the chevrons point the way the sidebar will move: towards the page edge it sits on */}
            {(mini ? language === 'fa' : language !== 'fa') ? <IconChevronsLeft size={18} /> : <IconChevronsRight size={18} />}
          </ActionIcon>
        </Tooltip>
      </Box>
      <ScrollArea flex={1} type="hover" scrollbarSize={6}>
        <Stack component="nav" aria-label={t('nav.label')} gap={0} pb="md" px={compact ? 4 : 6}>
          {!searching &&
            FIXED.map((item) => {
              const Icon = item.icon;
              return compact ? (
                <Tooltip key={item.to} label={t(item.label)} position={language === 'fa' ? 'left' : 'right'} withinPortal>
                  <NavLink component={Link} to={item.to} aria-label={t(item.label)} leftSection={<Icon size={20} stroke={1.6} />} active={isActive(item.to)} onClick={onNavigate} px={10} />
                </Tooltip>
              ) : (
                <NavLink key={item.to} component={Link} to={item.to} label={t(item.label)} leftSection={<Icon size={18} stroke={1.6} />} active={isActive(item.to)} onClick={onNavigate} />
              );
            })}
          {groups.map(({ parent, children }) => {
            const Icon = menuIcon(parent);
            const label = menuLabel(parent, language);
            if (compact) {
              return (
                <Tooltip key={parent.id} label={label} position={language === 'fa' ? 'left' : 'right'} withinPortal>
                  <NavLink
                    component="button"
                    aria-label={label}
                    leftSection={<Icon size={20} stroke={1.6} />}
                    active={children.some((c) => isActive(c.url))}
                    onClick={onToggleMini}
                    px={10}
                  />
                </Tooltip>
              );
            }
            return (
              <NavLink
                key={`${parent.id}-${searching ? 's' : 'n'}`}
                component="button"
                label={label}
                leftSection={<Icon size={18} stroke={1.6} />}
                defaultOpened={searching || children.some((c) => isActive(c.url))}
                childrenOffset={22}
                data-testid="menu-group"
                fw={600}
              >
                {children.map((c) => child(c, parent))}
              </NavLink>
            );
          })}
          {searching && groups.length === 0 && (
            <Text size="sm" c="dimmed" p="sm" data-testid="menu-no-result">
              {t('shell.sidebar.noResult')}
            </Text>
          )}
        </Stack>
      </ScrollArea>
    </Box>
  );
}
