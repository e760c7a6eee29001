import { Button, Group, Notification, Portal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentNavigation } from '../auth/documentNavigation';
import { keepTabsForReload } from '../tabs/tabStore';
import { BUILD_ID, VERSION_POLL_MS, fetchDeployedBuild, isNewer } from './version';

/**
 * The update notice (spec §1): the app asks for the deployed build id when the window gets the focus and every five
 * minutes; when it differs from the running build a notice stays (no time-out, no close) with an update button that
 * reloads the page onto the new build, handing the open tabs over to it (keepTabsForReload).
 */
export function UpdateNotice({ pollMs = VERSION_POLL_MS, current = BUILD_ID }: { pollMs?: number; current?: string }) {
  const { t } = useTranslation();
  const [available, setAvailable] = useState(false);

  useEffect(() => {
    if (available) return;
    let stopped = false;
    const check = async () => {
      const deployed = await fetchDeployedBuild();
      if (!stopped && isNewer(deployed, current)) setAvailable(true);
    };
    void check();
    const timer = setInterval(() => void check(), pollMs);
    const onFocus = () => void check();
    window.addEventListener('focus', onFocus);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [available, pollMs, current]);

  if (!available) return null;
  return (
    <Portal>
      <Notification
        role="alert"
        data-testid="update-notice"
        color="primary"
        title={t('shell.update.title')}
        withCloseButton={false}
        withBorder
        style={{ position: 'fixed', top: 72, left: '50%', transform: 'translateX(-50%)', zIndex: 420, width: 'min(420px, calc(100vw - 32px))' }}
      >
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm">{t('shell.update.message')}</Text>
          <Button size="compact-sm" onClick={() => {
              // the open tabs come back after the reload (tabStore); nothing else is held only in memory
              keepTabsForReload();
              documentNavigation.reload();
            }} data-testid="update-action">
            {t('shell.update.action')}
          </Button>
        </Group>
      </Notification>
    </Portal>
  );
}
