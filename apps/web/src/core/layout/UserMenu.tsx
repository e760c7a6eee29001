import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/ApiProvider';
import { documentNavigation } from '../auth/documentNavigation';
import { fullName } from '../auth/identity';
import { profileQuery } from '../auth/queries';
import { useFormat } from '../i18n/useLanguage';
import { clearCache } from '../storage/storage';

function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2.5 4.5 L6 8 L9.5 4.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The header's user menu (spec §2): the signed-in user's full name, opening "clear cache" and "sign out".
 * Sign-out ends the session on the server (POST logout) and clears the tokens; the guard then shows sign-in.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const format = useFormat();
  const profile = useQuery(profileQuery(api));
  const name = fullName(profile.data) ?? t('userMenu.unnamed');
  // a zero-width non-joiner keeps Persian initials apart (م‌س, not the word مس)
  const initials = [profile.data?.firstName, profile.data?.lastName].map((part) => part?.trim().charAt(0) ?? '').filter(Boolean).join('\u200c');

  const signOut = async () => {
    await api.identity.logout(api.session.snapshot().refreshToken).catch((error) => console.warn('The sign-out call failed', error));
    api.session.signOut('logout');
  };

  const clear = () => {
    clearCache();
    queryClient.clear();
    documentNavigation.reload();
  };

  return (
    // no focus placeholder inside the menu (a presentational element with a tabindex, axe: aria-required-children):
    // opened by keyboard, the focus goes to the first item
    <Menu position="bottom-end" shadow="md" width={260} withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton data-testid="user-menu" p={4} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Group gap={8} wrap="nowrap">
            {/* the button's name is what it shows (axe: label-content-name-mismatch): "user menu: name" */}
            <VisuallyHidden>{`${t('userMenu.label')}: `}</VisuallyHidden>
            <Avatar color="primary" radius="xl" size={32} aria-hidden>
              {initials || null}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="sm" data-testid="user-name">
              {name}
            </Text>
            <Chevron />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {profile.data && <Menu.Label>{format.digits(profile.data.mobileNumber)}</Menu.Label>}
        <Menu.Item onClick={clear} title={t('userMenu.clearCacheHint')}>
          {t('userMenu.clearCache')}
        </Menu.Item>
        <Menu.Divider />
        {/* a shade of its own: Menu takes shade 6 of a bare colour, 3.8:1 on white */}
        <Menu.Item color="danger.8" onClick={() => void signOut()}>
          {t('userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
