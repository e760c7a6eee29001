import { Anchor, Badge, Container, Group, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { unwrapValue } from '@karsaz/api-client';
import { formatJalaliDate, formatNumber, localizeDigits } from '@karsaz/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/api/ApiProvider';
import { useLanguage } from '../../core/i18n/useLanguage';

interface InboxItem {
  taskId: number;
  entity: string;
  kind: { fa: string; en: string };
  documentId: number;
  title: string;
  level: number;
  levelLabel: { fa: string; en: string };
  onBehalfOf: number | null;
  escalation: boolean;
  dueAt: string | null;
  since: string;
  url: string;
}

const PAGE_SIZE = 20;
export const INBOX_KEY = ['inbox'] as const;

/** /inbox-2 (کارتابل): every approval waiting for the user across all modules, oldest first, each opening its document. */
export function InboxPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const api = useApi();
  const [pageIndex, setPageIndex] = useState(1);
  const client = api.client as unknown as { GET: (path: string, init: object) => Promise<{ data?: unknown; error?: unknown; response: Response }> };
  const list = useQuery({
    queryKey: [...INBOX_KEY, 'list', pageIndex],
    queryFn: () => unwrapValue<{ data: InboxItem[]; rowCount: number }>(client.GET('/api/workflow/v1/inbox/getFiltered', { params: { query: { pageIndex, pageSize: PAGE_SIZE } } })),
    placeholderData: (previous) => previous,
  });
  const rows = list.data?.data ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.rowCount ?? 0) / PAGE_SIZE));
  const overdue = (d: string | null) => !!d && new Date(d).getTime() < Date.now();
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t('inbox.title')}</Title>
          <Badge size="lg" variant="light" data-testid="inbox-count">
            {formatNumber(list.data?.rowCount ?? 0, language)}
          </Badge>
        </Group>
        <Paper withBorder>
          <Table striped highlightOnHover data-testid="inbox">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('inbox.kind')}</Table.Th>
                <Table.Th>{t('inbox.document')}</Table.Th>
                <Table.Th>{t('inbox.level')}</Table.Th>
                <Table.Th>{t('inbox.since')}</Table.Th>
                <Table.Th>{t('inbox.dueAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.taskId} data-document={`${r.entity}:${r.documentId}`}>
                  <Table.Td>{r.kind[language]}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={r.url}>
                      {localizeDigits(r.title, language)}
                    </Anchor>
                    {r.onBehalfOf !== null && (
                      <Badge ms="xs" size="sm" variant="outline">
                        {t('inbox.onBehalf')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{r.levelLabel[language]}</Table.Td>
                  <Table.Td>{formatJalaliDate(r.since, language)}</Table.Td>
                  <Table.Td>
                    {r.dueAt ? (
                      <Text size="sm" c={overdue(r.dueAt) ? 'danger' : undefined}>
                        {formatJalaliDate(r.dueAt, language)}
                      </Text>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
              {!rows.length && !list.isLoading && (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text c="dimmed" size="sm">
                      {t('inbox.empty')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Paper>
        {pages > 1 && <Pagination total={pages} value={pageIndex} onChange={setPageIndex} getControlProps={(control) => ({ 'aria-label': t(`entity.${control}Page`) })} />}
      </Stack>
    </Container>
  );
}
