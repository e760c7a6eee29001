import { Anchor, Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { unwrap, type paths } from '@karsaz/api-client';
import { formatJalaliDate, formatNumber, localizeDigits } from '@karsaz/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { canOpen } from '../../core/access';
import { useApi } from '../../core/api/ApiProvider';
import { profileQuery } from '../../core/auth/queries';
import { useLanguage } from '../../core/i18n/useLanguage';
import { ListScreen, useDataList } from '../../core/list';

export const INBOX_KEY = ['inbox'] as const;

/** One waiting approval, as openapi/openapi.json types the inbox's answer. */
type InboxItem = paths['/api/workflow/v1/inbox/getFiltered']['get']['responses'][200]['content']['application/json']['value']['data'][number];

/** /inbox-2 (کارتابل): every approval waiting for the user across all modules, oldest first, each opening its document. */
export function InboxPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const api = useApi();
  const list = useDataList<InboxItem>({
    queryKey: [...INBOX_KEY, 'list'],
    refreshKey: INBOX_KEY,
    pageSize: 20,
    getId: (r) => r.taskId ?? 0,
    fetch: (p) => unwrap(api.client.GET('/api/workflow/v1/inbox/getFiltered', { params: { query: { pageIndex: p.pageIndex, pageSize: p.pageSize } } })),
  });
  const { data: profile } = useQuery(profileQuery(api));
  const overdue = (d: string | null | undefined) => !!d && new Date(d).getTime() < Date.now();
  // the document's own page for those who hold it; for the others (a delegate, a person the chain names) the inbox
  // shows it, read-only with its steps: the task is their grant to read it
  const href = (r: InboxItem) => (canOpen(r.url ?? '', profile?.menus ?? []) ? r.url! : `/inbox-2/${r.entity}/${r.documentId}`);
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t('inbox.title')}</Title>
          <Badge size="lg" variant="light" data-testid="inbox-count">
            {formatNumber(list.rowCount, language)}
          </Badge>
        </Group>
        <ListScreen
          list={list}
          getId={(r) => r.taskId ?? 0}
          columns={[
            { accessor: 'kind', title: t('inbox.kind'), render: (r) => r.kind?.[language] },
            {
              accessor: 'title',
              title: t('inbox.document'),
              render: (r) => (
                <>
                  <Anchor component={Link} to={href(r)}>
                    {localizeDigits(r.title ?? '', language)}
                  </Anchor>
                  {r.onBehalfOf != null && (
                    <Badge ms="xs" size="sm" variant="outline">
                      {t('inbox.onBehalf')}
                    </Badge>
                  )}
                </>
              ),
            },
            { accessor: 'level', title: t('inbox.level'), render: (r) => r.levelLabel?.[language] },
            { accessor: 'since', title: t('inbox.since'), render: (r) => (r.since ? formatJalaliDate(r.since, language) : '') },
            {
              accessor: 'dueAt',
              title: t('inbox.dueAt'),
              render: (r) =>
                r.dueAt ? (
                  <Text size="sm" c={overdue(r.dueAt) ? 'danger' : undefined}>
                    {formatJalaliDate(r.dueAt, language)}
                  </Text>
                ) : (
                  '—'
                ),
            },
          ]}
          emptyText={t('inbox.empty')}
          rowAttributes={(r) => ({ 'data-document': `${r.entity}:${r.documentId}` })}
          testId="inbox"
        />
      </Stack>
    </Container>
  );
}
