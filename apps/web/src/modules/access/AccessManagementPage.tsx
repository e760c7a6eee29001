import { Container, Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionsTab } from './ActionsTab';
import { OAuthClientsTab } from './OAuthClientsTab';
import { RolesTab } from './RolesTab';
import { UsersTab } from './UsersTab';

/** /access-management-2: roles (their actions per menu and their users), action names, users and OAuth clients. */
export function AccessManagementPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string | null>('roles');
  return (
    <Container size="xl" py="md">
      <Stack>
        <Title order={1} size="h2">{t('access.routes.accessManagement')}</Title>
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="roles">{t('access.tabs.roles')}</Tabs.Tab>
            <Tabs.Tab value="users">{t('access.tabs.users')}</Tabs.Tab>
            <Tabs.Tab value="actions">{t('access.tabs.actions')}</Tabs.Tab>
            <Tabs.Tab value="oauth">{t('access.tabs.oauthClients')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="roles"><RolesTab /></Tabs.Panel>
          <Tabs.Panel value="users"><UsersTab /></Tabs.Panel>
          <Tabs.Panel value="actions"><ActionsTab /></Tabs.Panel>
          <Tabs.Panel value="oauth"><OAuthClientsTab /></Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
