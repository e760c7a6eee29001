import { Alert, Box, Button, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/api/ApiProvider';
import { applicantProfileQuery } from '../../core/auth/queries';
import { fullName } from '../../core/auth/identity';
import { describeError } from '../../core/forms/errors';
import { LanguageToggle } from '../../core/i18n/LanguageToggle';
import { useFormat } from '../../core/i18n/useLanguage';
import { ApplicantDashboardIllustration } from '../auth/illustrations';
import { JobOpportunities } from './JobOpportunities';
import { MyApplications } from './MyApplications';
import { ResumeFiles } from './ResumeFiles';
import { ResumeForm } from './ResumeForm';

/**
 * The applicant's dashboard (/applicant-dashboard): outside the staff layout, on the applicant's own session. Shows
 * the applicant's profile (GET /api/recruitment/v1/applicant/profile), and in tabs the job opportunities of every
 * company (each with "about the company" and an apply form), the applicant's applications and their steps, and the
 * résumé; signs out.
 */
export function ApplicantDashboardPage() {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const profile = useQuery(applicantProfileQuery(api));
  const [signingOut, setSigningOut] = useState(false);
  const [tab, setTab] = useState<string | null>('jobs');
  const name = fullName(profile.data);

  const signOut = async () => {
    setSigningOut(true);
    // the session ends on the server; locally it ends whatever the answer (the guard then leads to registration)
    await api.identity.applicant.logout().catch(() => undefined);
    api.applicantSession.signOut('logout');
  };

  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-0)">
      <Box component="header" bg="var(--mantine-color-body)" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          <Group h={60} justify="space-between" wrap="nowrap">
            <Text fz="xl" fw={800} c="primary">
              {t('app.name')}
            </Text>
            <Group gap="sm" wrap="nowrap">
              <LanguageToggle />
              <Button variant="light" color="danger" size="xs" onClick={() => void signOut()} loading={signingOut}>
                {t('auth.applicantDashboard.signOut')}
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="lg" py="xl" component="main">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="lg">
            <div>
              <Title order={1} data-testid="applicant-welcome">
                {profile.isPending
                  ? t('auth.applicantDashboard.welcomeNoName')
                  : name
                    ? t('auth.applicantDashboard.welcome', { name })
                    : t('auth.applicantDashboard.welcomeNoName')}
              </Title>
              <Text c="dimmed">{t('auth.applicantDashboard.subtitle')}</Text>
            </div>
            <Paper withBorder p="lg" component="section" aria-labelledby="applicant-profile">
              <Title order={2} size="h4" mb="sm" id="applicant-profile">
                {t('auth.applicantDashboard.profile')}
              </Title>
              {profile.isPending ? (
                <Stack gap="xs" aria-busy="true">
                  <Text size="sm" c="dimmed" role="status">
                    {t('auth.applicantDashboard.loading')}
                  </Text>
                  <Skeleton height={24} />
                  <Skeleton height={24} />
                </Stack>
              ) : profile.isError ? (
                <Alert color="danger" variant="light" role="alert" title={t('auth.applicantDashboard.loadFailed')}>
                  <Text size="sm">{describeError(profile.error, t).message}</Text>
                  <Button mt="sm" size="xs" variant="light" onClick={() => void profile.refetch()}>
                    {t('auth.applicantDashboard.retry')}
                  </Button>
                </Alert>
              ) : (
                <Table variant="vertical" layout="fixed" withTableBorder data-testid="applicant-profile">
                  <Table.Tbody>
                    <Table.Tr>
                      <Table.Th w={150}>{t('auth.applicantDashboard.name')}</Table.Th>
                      <Table.Td>{name ?? t('auth.applicantDashboard.noName')}</Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Th>{t('auth.applicantDashboard.mobile')}</Table.Th>
                      <Table.Td data-testid="applicant-mobile">{format.digits(profile.data.mobileNumber)}</Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Th>{t('auth.applicantDashboard.applicantId')}</Table.Th>
                      <Table.Td>{format.digits(profile.data.id)}</Table.Td>
                    </Table.Tr>
                  </Table.Tbody>
                </Table>
              )}
            </Paper>
          </Stack>
          <Box visibleFrom="md">
            <ApplicantDashboardIllustration />
          </Box>
        </SimpleGrid>
        <Tabs value={tab} onChange={setTab} mt="xl" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="jobs">{t('applicantPortal.tabs.jobs')}</Tabs.Tab>
            <Tabs.Tab value="applications">{t('applicantPortal.tabs.applications')}</Tabs.Tab>
            <Tabs.Tab value="resume">{t('applicantPortal.tabs.resume')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="jobs" pt="md">
            <JobOpportunities onApplied={() => undefined} />
          </Tabs.Panel>
          <Tabs.Panel value="applications" pt="md">
            <MyApplications />
          </Tabs.Panel>
          <Tabs.Panel value="resume" pt="md">
            <Stack gap="md">
              <ResumeForm />
              <ResumeFiles />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Container>
    </Box>
  );
}
