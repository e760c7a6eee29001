import { AppShell, Burger, Group, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation, useMatch, useNavigate } from '@tanstack/react-router';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useShellShortcuts } from '../access/useShortcuts';
import { useTranslation } from 'react-i18next';
import { AlertsProvider } from '../alerts/AlertsProvider';
import { useApi } from '../api/ApiProvider';
import { profileQuery } from '../auth/queries';
import { LanguageToggle } from '../i18n/LanguageToggle';
import { headerItems } from '../module/registry';
import { RealtimeHost } from '../realtime/RealtimeHost';
import { AnchorLink } from '../router/links';
import { HOME_PATH } from '../router/paths';
import { KeepAliveOutlet } from '../tabs/KeepAliveOutlet';
import { TabsBar } from '../tabs/TabsBar';
import { useTabRecorder } from '../tabs/useTabRecorder';
import { UpdateNotice } from '../update/UpdateNotice';
import { MobileBar } from './MobileBar';
import { ScrollTop } from './ScrollTop';
import { CompanySelect, FinancialYearSelect } from './selectors';
import { SIDEBAR_FULL, SIDEBAR_MINI, Sidebar } from './Sidebar';
import { UserMenu } from './UserMenu';

const HEADER_HEIGHT = 60;
const FOOTER_HEIGHT = 64;
/** What the modules add to the header (the notification bell), beside the language toggle. */
const HEADER_ITEMS = headerItems();
/** The shortcuts' help, fetched when first opened. */
const ShortcutsHelp = lazy(() => import('../access/ShortcutsHelp').then((m) => ({ default: m.ShortcutsHelp })));

/**
 * The frame of the signed-in pages (spec §2): a header with the company and financial-year selectors, the bell, the
 * language toggle and the user's menu; the sidebar of the profile's menus (right in Persian, left in English), with a
 * mini mode; the open tabs with their pages kept alive (desktop); the bottom bar (phones); the global alerts, the
 * update notice and the realtime host. A visitor without a session sees only the page (the not-found page).
 */
export function AppLayout() {
  const api = useApi();
  const profile = useQuery({ ...profileQuery(api), enabled: api.session.isSignedIn() });
  if (!api.session.isSignedIn() || !profile.data) return <Outlet />;
  return (
    <AlertsProvider>
      <Shell />
    </AlertsProvider>
  );
}

function Shell() {
  const { t } = useTranslation();
  const layoutId: string = useMatch({ strict: false, select: (match) => match.routeId }) ?? '/app';
  const [mobileOpened, mobile] = useDisclosure(false);
  const [mini, setMini] = useState(false);
  const small = useMediaQuery('(max-width: 61.99em)', false, { getInitialValueInEffect: false });
  const pathname = useLocation({ select: (l) => l.pathname });
  useTabRecorder(layoutId);
  const navigate = useNavigate();
  const [help, setHelp] = useState<'closed' | 'open' | 'loaded'>('closed');
  useShellShortcuts({ home: () => void navigate({ to: HOME_PATH }), help: () => setHelp('open') });

  // the drawer closes once the user has gone somewhere
  useEffect(() => mobile.close(), [pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  const sidebarMini = mini && !small;

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: sidebarMini ? SIDEBAR_MINI : SIDEBAR_FULL, breakpoint: 'md', collapsed: { mobile: !mobileOpened } }}
      footer={{ height: FOOTER_HEIGHT, collapsed: !small }}
      padding="md"
      data-testid="app-shell"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={mobileOpened} onClick={mobile.toggle} hiddenFrom="md" size="sm" aria-label={t('shell.header.openMenu')} />
            <AnchorLink to={HOME_PATH} fz="xl" fw={700} underline="never" style={{ whiteSpace: 'nowrap' }}>
              {t('app.name')}
            </AnchorLink>
            <Group gap="xs" wrap="nowrap" visibleFrom="md">
              <CompanySelect w={210} />
              <FinancialYearSelect w={150} />
            </Group>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Suspense fallback={null}>
              {HEADER_ITEMS.map((Item, i) => (
                <Item key={i} />
              ))}
            </Suspense>
            <LanguageToggle visibleFrom="xs" />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        style={{
          ...(sidebarMini ? { overflow: 'visible', borderInlineEnd: 'none' } : {}),
          // the closed drawer of small screens is out of sight: out of the keyboard order and the accessibility tree too
          ...(small && !mobileOpened ? { visibility: 'hidden' as const } : {}),
        }}
      >
        <Sidebar
          mini={sidebarMini}
          onToggleMini={() => setMini((m) => !m)}
          onNavigate={mobile.close}
          top={
            small ? (
              <Stack gap="xs" p="xs" pb={0} data-testid="sidebar-selectors">
                <CompanySelect />
                <FinancialYearSelect />
                <LanguageToggle hiddenFrom="xs" />
              </Stack>
            ) : undefined
          }
        />
      </AppShell.Navbar>

      <AppShell.Main>
        <TabsBar />
        <KeepAliveOutlet layoutId={layoutId} />
      </AppShell.Main>

      <AppShell.Footer hiddenFrom="md">
        <MobileBar onOpenMenu={mobile.toggle} menuOpened={mobileOpened} />
      </AppShell.Footer>

      <ScrollTop bottom={small ? FOOTER_HEIGHT + 16 : 20} />
      <UpdateNotice />
      {help !== 'closed' && (
        <Suspense fallback={null}>
          <ShortcutsHelp opened={help === 'open'} onClose={() => setHelp('loaded')} />
        </Suspense>
      )}
      <RealtimeHost />
    </AppShell>
  );
}
