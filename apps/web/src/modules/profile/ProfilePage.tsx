import { Badge, Container, Group, Paper, Stack, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/api/ApiProvider';
import { fullName } from '../../core/auth/identity';
import { profileQuery } from '../../core/auth/queries';
import { useFormat } from '../../core/i18n/useLanguage';
import { menuLabel, summaryQuery } from '../dashboard/summary';
import { PasswordCard } from './PasswordCard';
import { SessionsCard } from './SessionsCard';

/** The signed-in user's own page: its details, the areas its menus open, a password change and its sessions. */
export function ProfilePage() {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  // the guard loaded the profile before the page opened
  const profile = useQuery(profileQuery(api)).data;
  // the company of the token, named by the dashboard summary (cached with the dashboard)
  const summary = useQuery(summaryQuery(api)).data;
  const company = summary ? (format.language === 'en' ? summary.companyNameEn || summary.companyName : summary.companyName) : null;
  const areas = profile?.menus.filter((menu) => menu.url) ?? [];

  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Title order={1}>{t('routes.profile')}</Title>
        <Paper withBorder p="lg" component="section" aria-labelledby="profile-account">
          <Title order={2} size="h4" mb="sm" id="profile-account">
            {t('profile.account')}
          </Title>
          <Table variant="vertical" layout="fixed" withTableBorder>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={160}>{t('profile.name')}</Table.Th>
                <Table.Td data-testid="profile-name">{fullName(profile) ?? t('profile.noName')}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('home.profile.firstName')}</Table.Th>
                <Table.Td data-testid="profile-first-name">{profile?.firstName || t('profile.noName')}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('home.profile.lastName')}</Table.Th>
                <Table.Td data-testid="profile-last-name">{profile?.lastName || t('profile.noName')}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('profile.mobile')}</Table.Th>
                <Table.Td data-testid="profile-mobile">{profile ? format.digits(profile.mobileNumber) : ''}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('home.profile.company')}</Table.Th>
                <Table.Td data-testid="profile-company">{company ?? (summary ? t('home.dashboard.noCompany') : '')}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Paper>
        {areas.length > 0 && (
          <Paper withBorder p="lg" component="section" aria-labelledby="profile-menus">
            <Title order={2} size="h4" mb="sm" id="profile-menus">
              {t('profile.menus')}
            </Title>
            <Group gap="xs">
              {areas.map((menu) => (
                <Badge key={menu.id} variant="light" tt="none">
                  {menuLabel(menu, format.language)}
                </Badge>
              ))}
            </Group>
          </Paper>
        )}
        <PasswordCard />
        <SessionsCard />
      </Stack>
    </Container>
  );
}
