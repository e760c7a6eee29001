import { Alert, Badge, Button, Group, Modal, Pagination, ScrollArea, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { IconArrowBigLeftLines, IconCheck, IconUsers, IconX } from '@tabler/icons-react';
import { unwrap } from '@karsaz/api-client';
import { APPLICATION_STATUSES, INTERVIEW_LEVEL } from '@karsaz/entities';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../../core/alerts';
import { useApi } from '../../core/api/ApiProvider';
import type { ListAddonProps } from '../../core/entity/addons';
import { describeError } from '../../core/forms/errors';
import { useFormat, useLanguage } from '../../core/i18n/useLanguage';

const MOVES = [
  { level: INTERVIEW_LEVEL.accepted, key: 'accept', color: 'success', icon: IconCheck },
  { level: INTERVIEW_LEVEL.rejected, key: 'reject', color: 'danger', icon: IconX },
  { level: INTERVIEW_LEVEL.nextStep, key: 'next', color: 'primary', icon: IconArrowBigLeftLines },
] as const;
type Move = (typeof MOVES)[number];
const PAGE = 10;

/**
 * The recruitment inbox's toolbar (/hr-recruiter-2): one decision on the ticked applications (accept, reject, next
 * step; POST jobapplication/bulkMove, all or none, each refused row named) after a confirmation, for holders of the
 * page's Update; and the company's job seekers (GET jobapplication/getJobSeekers), searched and paged.
 */
export function ApplicationsListAddon({ access, selected, clearSelection, refresh }: ListAddonProps) {
  const { t } = useTranslation();
  const api = useApi();
  const alerts = useAlerts();
  const format = useFormat();
  const [move, setMove] = useState<Move | null>(null);
  const [feedback, setFeedback] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [seekers, setSeekers] = useState(false);
  const codes = selected.map((r) => String(r.code ?? r.id));

  const run = async () => {
    if (!move) return;
    setBusy(true);
    setProblems([]);
    try {
      const r = await unwrap(api.client.POST('/api/recruitment/v1/jobapplication/bulkMove', { body: { ids: selected.map((s) => Number(s.id)), level: move.level, feedback: feedback.trim() || null } }));
      setMove(null);
      setFeedback('');
      clearSelection();
      refresh();
      alerts.snackbar(t('recruitment.bulk.done', { count: format.number(r.moved) }), 'success');
    } catch (e) {
      const d = describeError(e, t);
      setProblems(d.otherErrors.length ? d.otherErrors : [d.message]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {access.update &&
        MOVES.map((m) => (
          <Button
            key={m.key}
            variant="light"
            color={m.color}
            leftSection={<m.icon size={16} aria-hidden />}
            disabled={selected.length === 0}
            onClick={() => {
              setProblems([]);
              setMove(m);
            }}
            data-testid={`bulk-${m.key}`}
          >
            {t(`recruitment.bulk.${m.key}`)}
          </Button>
        ))}
      <Button variant="default" leftSection={<IconUsers size={16} aria-hidden />} onClick={() => setSeekers(true)} data-testid="job-seekers">
        {t('recruitment.seekers.open')}
      </Button>
      <Modal opened={move !== null} onClose={() => !busy && setMove(null)} title={t('recruitment.bulk.title')} centered>
        <Stack>
          <Text>{move && t(`recruitment.bulk.ask.${move.key}`, { count: format.number(selected.length), codes: codes.map((c) => format.digits(c)).join('، ') })}</Text>
          <Textarea label={t('recruitment.bulk.feedback')} value={feedback} onChange={(e) => setFeedback(e.currentTarget.value)} maxLength={2000} autosize minRows={2} />
          {problems.length > 0 && (
            <Alert color="danger" role="alert" data-testid="bulk-problems">
              <Stack gap={2}>
                {problems.map((p, i) => (
                  <Text key={i} size="sm">
                    {p}
                  </Text>
                ))}
              </Stack>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setMove(null)} disabled={busy}>
              {t('entity.no')}
            </Button>
            <Button color={move?.color} onClick={() => void run()} loading={busy} data-testid="bulk-confirm">
              {t('entity.yes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {seekers && <JobSeekers onClose={() => setSeekers(false)} />}
    </>
  );
}

function JobSeekers({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const language = useLanguage();
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  const query = { pageIndex: page, pageSize: PAGE, ...(term.trim() ? { searchTerm: term.trim() } : {}) };
  const list = useQuery({
    queryKey: ['recruitment', 'jobSeekers', query],
    queryFn: () => unwrap(api.client.GET('/api/recruitment/v1/jobapplication/getJobSeekers', { params: { query } })),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
  const pages = Math.max(1, Math.ceil((list.data?.rowCount ?? 0) / PAGE));
  return (
    <Modal opened onClose={onClose} title={t('recruitment.seekers.title')} size="90%">
      <Stack data-testid="job-seekers-list">
        <TextInput
          label={t('recruitment.seekers.search')}
          value={term}
          onChange={(e) => {
            setTerm(e.currentTarget.value);
            setPage(1);
          }}
        />
        {list.isError && (
          <Alert color="danger" role="alert">
            {describeError(list.error, t).message}
          </Alert>
        )}
        <ScrollArea.Autosize mah={480} type="auto" tabIndex={0} aria-label={t('recruitment.seekers.title')}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('recruitment.seekers.name')}</Table.Th>
                <Table.Th>{t('recruitment.seekers.mobile')}</Table.Th>
                <Table.Th>{t('recruitment.seekers.city')}</Table.Th>
                <Table.Th>{t('recruitment.seekers.education')}</Table.Th>
                <Table.Th>{t('recruitment.seekers.skills')}</Table.Th>
                <Table.Th>{t('recruitment.seekers.applications')}</Table.Th>
                <Table.Th>{t('recruitment.seekers.last')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(list.data?.data ?? []).map((r) => (
                <Table.Tr key={r.applicantId}>
                  <Table.Td>{r.fullName}</Table.Td>
                  <Table.Td>{format.digits(r.mobileNumber)}</Table.Td>
                  <Table.Td>{r.city ?? '—'}</Table.Td>
                  <Table.Td>{r.degree ? `${t(`applicantPortal.resume.degrees.${r.degree}` as never)}${r.field ? ` — ${r.field}` : ''}` : '—'}</Table.Td>
                  <Table.Td>{r.skills.join('، ') || '—'}</Table.Td>
                  <Table.Td>{format.number(r.applications)}</Table.Td>
                  <Table.Td>
                    {format.digits(r.lastApplicationCode ?? '')} {r.lastJobAdTitle} ({format.date(r.lastAppliedAt)}){' '}
                    {r.lastStatus !== null && (
                      <Badge size="sm" variant="light">
                        {APPLICATION_STATUSES.find((o) => o.value === r.lastStatus)?.label[language]}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
        {list.data && list.data.rowCount === 0 && <Text c="dimmed">{t('recruitment.seekers.empty')}</Text>}
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('recruitment.seekers.count', { count: format.number(list.data?.rowCount ?? 0) })}
          </Text>
          <Pagination total={pages} value={page} onChange={setPage} getControlProps={(c) => ({ 'aria-label': c === 'previous' ? t('recruitment.seekers.previous') : c === 'next' ? t('recruitment.seekers.next') : c })} />
        </Group>
      </Stack>
    </Modal>
  );
}
