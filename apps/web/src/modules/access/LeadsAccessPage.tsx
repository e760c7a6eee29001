import { Badge, Button, Container, Grid, Group, MultiSelect, NavLink, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageAccess } from '../../core/access';
import { useAlerts } from '../../core/alerts';
import { describeError } from '../../core/forms/errors';
import { useFormat } from '../../core/i18n/useLanguage';
import { FormErrorAlert } from '../auth/components/AuthShell';
import { keys, personName } from './api';
import { useAccessApi } from './components';
import { ListScreen, Pager, SearchBox, useConfirm, useDataList } from '../../core/list';
import type { DescribedError } from '../../core/forms/errors';

type Person = { id: number; firstName: string | null; lastName: string | null; mobileNumber: string };
type LedRow = { id: number; user: Person; createdAt: string };

/** A searchable choice of the company's users (server-side search). */
function useUserOptions(search: string) {
  const a = useAccessApi();
  const format = useFormat();
  const q = useQuery({
    queryKey: [...keys.leads, 'users', search],
    queryFn: () => a.leads.users({ pageIndex: 1, pageSize: 30, searchTerm: search }),
    placeholderData: (p) => p,
  });
  const label = (u: Person) => `${personName(u)} (${format.digits(u.mobileNumber)})`;
  return { options: (q.data?.data ?? []).map((u) => ({ value: String(u.id), label: label(u) })), label };
}

/** /manage-leads-access-management: which users each lead (a manager) leads in this company. */
export function LeadsAccessPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const a = useAccessApi();
  const leads = useDataList<Person & { ledCount: number }>({ queryKey: [...keys.leads, 'leads'], refreshKey: keys.leads, fetch: (p) => a.leads.leads(p) });
  const [leadSearch, setLeadSearch] = useState('');
  const [lead, setLead] = useState<Person | null>(null);
  const choice = useUserOptions(leadSearch);
  const [pickedLabel, setPickedLabel] = useState<Record<string, Person>>({});
  const usersQuery = useQuery({ queryKey: [...keys.leads, 'users', leadSearch], queryFn: () => a.leads.users({ pageIndex: 1, pageSize: 30, searchTerm: leadSearch }), placeholderData: (p) => p });

  const chooseLead = (value: string | null) => {
    const found = usersQuery.data?.data.find((u) => String(u.id) === value) ?? pickedLabel[value ?? ''];
    if (found) setPickedLabel((s) => ({ ...s, [String(found.id)]: found }));
    setLead(found ?? null);
  };

  return (
    <Container size="xl" py="md">
      <Stack>
        <Title order={1} size="h2">{t('access.routes.leadsAccess')}</Title>
        <Text c="dimmed">{t('access.leads.intro')}</Text>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder p="md">
              <Stack>
                <Select
                  label={t('access.leads.chooseLead')}
                  placeholder={t('access.users.search')}
                  searchable
                  data={choice.options}
                  value={lead ? String(lead.id) : null}
                  onChange={chooseLead}
                  searchValue={leadSearch}
                  onSearchChange={setLeadSearch}
                  filter={({ options }) => options}
                  nothingFoundMessage={t('access.common.empty')}
                  data-testid="choose-lead"
                />
                <Title order={2} size="h5">{t('access.leads.leadsList')}</Title>
                <SearchBox label={t('access.leads.searchLeads')} value={leads.search} onChange={leads.setSearch} />
                <Stack gap={2} data-testid="leads-list">
                  {leads.rows.map((l) => (
                    <NavLink
                      key={l.id}
                      active={lead?.id === l.id}
                      label={personName(l)}
                      description={format.digits(l.mobileNumber)}
                      rightSection={<Badge variant="light">{format.number(l.ledCount)}</Badge>}
                      onClick={() => setLead(l)}
                    />
                  ))}
                  {leads.isSuccess && leads.rowCount === 0 && <Text c="dimmed" size="sm">{t('access.leads.noLeads')}</Text>}
                </Stack>
                <Pager pageIndex={leads.pageIndex} pageSize={leads.pageSize} rowCount={leads.rowCount} onPage={leads.setPageIndex} countText="range" hideSinglePage />
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder p="md">
              {lead ? <LedUsers key={lead.id} lead={lead} /> : <Text c="dimmed">{t('access.leads.pickLeadFirst')}</Text>}
            </Paper>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

function LedUsers({ lead }: { lead: Person }) {
  const { t } = useTranslation();
  const format = useFormat();
  const access = usePageAccess();
  const alerts = useAlerts();
  const a = useAccessApi();
  const led = useDataList<LedRow>({ queryKey: [...keys.leads, 'byLead', lead.id], refreshKey: keys.leads, fetch: (p) => a.leads.byLead(lead.id, p) });
  const confirm = useConfirm();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [error, setError] = useState<DescribedError | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const choice = useUserOptions(search);
  const refresh = led.refresh;
  const [known, setKnown] = useState<Record<string, string>>({});
  const options = [...choice.options.filter((o) => o.value !== String(lead.id)), ...picked.filter((v) => !choice.options.some((o) => o.value === v)).map((v) => ({ value: v, label: known[v] ?? v }))];

  const add = async () => {
    setSaving(true);
    setError(null);
    setFieldError(undefined);
    try {
      await a.leads.create(lead.id, picked.map(Number));
      setPicked([]);
      await refresh();
      alerts.snackbar(t('access.leads.added'), 'success');
    } catch (e) {
      const described = describeError(e, t, ['userIds', 'leadUserId']);
      setFieldError(described.fieldErrors.userIds ?? described.fieldErrors.leadUserId);
      setError(described.fieldErrors.userIds || described.fieldErrors.leadUserId ? null : described);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      <Title order={2} size="h4">{t('access.leads.ledBy', { name: personName(lead) })}</Title>
      {access.create && (
        <Stack gap="xs">
          <FormErrorAlert error={error} />
          <Group align="flex-end" gap="xs">
            <MultiSelect
              label={t('access.leads.addUsers')}
              placeholder={t('access.users.search')}
              searchable
              data={options}
              value={picked}
              onChange={(v) => {
                setKnown((k) => ({ ...k, ...Object.fromEntries(choice.options.map((o) => [o.value, o.label])) }));
                setPicked(v);
                setFieldError(undefined);
              }}
              searchValue={search}
              onSearchChange={setSearch}
              filter={({ options: o }) => o}
              error={fieldError}
              style={{ flex: 1 }}
              nothingFoundMessage={t('access.common.empty')}
              data-testid="add-led-users"
            />
            <Button onClick={() => void add()} disabled={picked.length === 0} loading={saving}>{t('access.common.add')}</Button>
          </Group>
        </Stack>
      )}
      <ListScreen
        list={led}
        search={{ label: t('access.users.search') }}
        columns={[
          { accessor: 'name', title: t('access.users.name'), render: (row) => personName(row.user) },
          { accessor: 'mobileNumber', title: t('access.users.mobile'), render: (row) => <span dir="ltr">{format.digits(row.user.mobileNumber)}</span> },
          { accessor: 'createdAt', title: t('access.leads.since'), render: (row) => format.date(row.createdAt) },
        ]}
        actionsTitle={t('access.common.operations')}
        rowActions={access.delete ? (row) => [
          {
            label: t('access.common.remove'),
            color: 'danger',
            icon: <IconTrash size={18} />,
            onClick: () => confirm.ask({
              title: t('access.common.remove'),
              message: t('access.leads.confirmRemove', { user: personName(row.user), lead: personName(lead) }),
              confirmLabel: t('access.common.remove'),
              cancelLabel: t('access.common.cancel'),
              run: async () => { await a.leads.remove(row.id); await refresh(); },
            }),
          },
        ] : undefined}
        emptyText={t('access.leads.noneLed')}
        testId="led-users"
        pager={{ countText: 'range' }}
      />
      {confirm.dialog}
    </Stack>
  );
}
