import { Alert, Badge, Button, Card, Group, List, Loader, Modal, Pagination, SimpleGrid, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/api/ApiProvider';
import { describeError } from '../../core/forms/errors';
import { useFormat } from '../../core/i18n/useLanguage';
import { PORTAL_KEY, jobAdQuery, jobAdsQuery, portalApi, type PortalJobAd } from './portal';

const PAGE_SIZE = 10;

/** The job ads open today in every company, searchable and paged; one opens with its steps, its company and an apply form. */
export function JobOpportunities({ onApplied }: { onApplied: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const [search, setSearch] = useState('');
  const searchTerm = useDeferredValue(search.trim());
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const ads = useQuery(jobAdsQuery(api, { pageIndex: page, pageSize: PAGE_SIZE, ...(searchTerm ? { searchTerm } : {}) }));
  const pages = Math.max(1, Math.ceil((ads.data?.rowCount ?? 0) / PAGE_SIZE));

  return (
    <Stack gap="md">
      <TextInput
        label={t('applicantPortal.jobs.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        maw={420}
      />
      {ads.isPending ? (
        <Loader size="sm" aria-label={t('auth.applicantDashboard.loading')} />
      ) : ads.isError ? (
        <Alert color="danger" role="alert" title={t('applicantPortal.jobs.loadFailed')}>
          {describeError(ads.error, t).message}
        </Alert>
      ) : ads.data.data.length === 0 ? (
        <Text c="dimmed" role="status">
          {t('applicantPortal.jobs.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="job-ads">
          {ads.data.data.map((ad) => (
            <AdCard key={ad.id} ad={ad} onOpen={() => setOpen(ad.id)} />
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} getControlProps={(control) => ({ 'aria-label': control })} getItemProps={(p) => ({ 'aria-label': format.digits(p) })} />}
      {open !== null && (
        <AdDialog
          id={open}
          onClose={() => setOpen(null)}
          onApplied={() => {
            onApplied();
          }}
        />
      )}
    </Stack>
  );
}

function AdCard({ ad, onOpen }: { ad: PortalJobAd; onOpen: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={`ad-${ad.id}`} data-testid={`job-ad-${ad.id}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={3} size="h5" id={`ad-${ad.id}`}>
          {ad.title}
        </Title>
        {ad.applied && (
          <Badge color="success" variant="light">
            {t('applicantPortal.jobs.applied')}
          </Badge>
        )}
      </Group>
      <Text size="sm" mt={4}>
        {ad.companyTitle}
        {ad.location ? ` — ${ad.location}` : ''}
      </Text>
      <Text size="sm" c="dimmed" mt={4}>
        {t('applicantPortal.jobs.openUntil', { date: format.date(ad.endDate) })} · {t('applicantPortal.jobs.count', { count: ad.count })}
      </Text>
      <Text size="sm" mt="sm" lineClamp={2}>
        {ad.requirements}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="light" size="xs" onClick={onOpen} aria-describedby={`ad-${ad.id}`}>
          {t('applicantPortal.jobs.view')}
        </Button>
      </Group>
    </Card>
  );
}

/** One ad: its requirements, steps and company ("about the company"), and the apply form. */
function AdDialog({ id, onClose, onApplied }: { id: number; onClose: () => void; onApplied: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const queryClient = useQueryClient();
  const ad = useQuery(jobAdQuery(api, id));
  const [coverLetter, setCoverLetter] = useState('');
  const apply = useMutation({
    mutationFn: () => portalApi(api).apply(id, coverLetter),
    meta: { handlesErrors: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: PORTAL_KEY });
      onApplied();
    },
  });
  const failure = apply.isError ? describeError(apply.error, t) : null;

  return (
    <Modal opened onClose={onClose} size="lg" title={ad.data?.title ?? t('auth.applicantDashboard.loading')}>
      {ad.isPending ? (
        <Loader size="sm" aria-label={t('auth.applicantDashboard.loading')} />
      ) : ad.isError ? (
        <Alert color="danger" role="alert">
          {describeError(ad.error, t).message}
        </Alert>
      ) : (
        <Stack gap="md" data-testid="job-ad-detail">
          <Text size="sm">
            {ad.data.companyTitle}
            {ad.data.location ? ` — ${ad.data.location}` : ''} · {t('applicantPortal.jobs.openUntil', { date: format.date(ad.data.endDate) })}
          </Text>
          <section aria-labelledby="ad-requirements">
            <Title order={3} size="h6" id="ad-requirements">
              {t('applicantPortal.jobs.requirements')}
            </Title>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {ad.data.requirements}
            </Text>
            {ad.data.description && (
              <Text size="sm" c="dimmed" mt={4} style={{ whiteSpace: 'pre-line' }}>
                {ad.data.description}
              </Text>
            )}
          </section>
          {ad.data.steps.length > 0 && (
            <section aria-labelledby="ad-steps">
              <Title order={3} size="h6" id="ad-steps">
                {t('applicantPortal.jobs.steps')}
              </Title>
              <List type="ordered" size="sm">
                {ad.data.steps.map((s) => (
                  <List.Item key={s.order}>
                    {s.title}
                    {s.hasTest ? ` (${t('applicantPortal.jobs.hasTest')})` : ''}
                  </List.Item>
                ))}
              </List>
            </section>
          )}
          <section aria-labelledby="ad-about" data-testid="about-company">
            <Title order={3} size="h6" id="ad-about">
              {t('applicantPortal.jobs.about')}: {ad.data.company.title}
            </Title>
            <Table variant="vertical" withTableBorder layout="fixed" mt={4}>
              <Table.Tbody>
                {(
                  [
                    ['activityType', ad.data.company.activityType],
                    ['industry', ad.data.company.industry],
                    ['established', ad.data.company.establishmentYear === null ? null : format.digits(ad.data.company.establishmentYear)],
                    ['employees', ad.data.company.employeeCount === null ? null : format.number(ad.data.company.employeeCount)],
                    ['website', ad.data.company.website],
                    ['address', ad.data.company.address],
                  ] as const
                )
                  .filter(([, v]) => v)
                  .map(([k, v]) => (
                    <Table.Tr key={k}>
                      <Table.Th w={140}>{t(`applicantPortal.jobs.${k}`)}</Table.Th>
                      <Table.Td>{v}</Table.Td>
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
            {ad.data.company.benefits.length > 0 && (
              <>
                <Text size="sm" fw={600} mt="sm">
                  {t('applicantPortal.jobs.benefits')}
                </Text>
                <List size="sm">
                  {ad.data.company.benefits.map((b) => (
                    <List.Item key={b.title}>
                      {b.title}
                      {b.description ? ` — ${b.description}` : ''}
                    </List.Item>
                  ))}
                </List>
              </>
            )}
          </section>
          {apply.isSuccess ? (
            <Alert color="success" role="status" data-testid="applied">
              {t('applicantPortal.jobs.sent', { code: format.digits(apply.data.code) })}
            </Alert>
          ) : ad.data.applied ? (
            <Badge color="success" variant="light" size="lg">
              {t('applicantPortal.jobs.applied')}
            </Badge>
          ) : (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                apply.mutate();
              }}
            >
              <Stack gap="sm">
                <Textarea label={t('applicantPortal.jobs.coverLetter')} value={coverLetter} onChange={(e) => setCoverLetter(e.currentTarget.value)} maxLength={2000} autosize minRows={2} />
                {failure && (
                  <Alert color="danger" role="alert" data-testid="apply-error">
                    {failure.message}
                    {failure.otherErrors.map((m) => (
                      <Text key={m} size="sm">
                        {m}
                      </Text>
                    ))}
                  </Alert>
                )}
                <Group justify="flex-end">
                  <Button variant="default" onClick={onClose}>
                    {t('applicantPortal.jobs.close')}
                  </Button>
                  <Button type="submit" loading={apply.isPending}>
                    {t('applicantPortal.jobs.apply')}
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Stack>
      )}
    </Modal>
  );
}
