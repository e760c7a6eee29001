import { ApiError, queryKeys, unwrap, type components } from '@karsaz/api-client';
import { Alert, Badge, Button, Code, Group, Paper, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/api/ApiProvider';

type HealthReport = components['schemas']['HealthReport'];
type ComponentHealth = components['schemas']['ComponentHealth'];

/** The parts /api/health reports, in the order shown; `redis` is the job queue, whichever mode it runs in. */
const PARTS = ['database', 'redis', 'storage'] as const;
type Part = (typeof PARTS)[number];

const isPart = (field: string): field is Part => (PARTS as readonly string[]).includes(field);

/** The modes each part can run in (API: database.ts, queue.ts, storage.ts), to their labels. */
const MODE_LABELS = {
  postgresql: 'health.modes.postgresql',
  embedded: 'health.modes.embedded',
  bullmq: 'health.modes.bullmq',
  'in-process': 'health.modes.inProcess',
  s3: 'health.modes.s3',
  folder: 'health.modes.folder',
} as const;

const isKnownMode = (mode: string): mode is keyof typeof MODE_LABELS => Object.hasOwn(MODE_LABELS, mode);

/** The health of the database, the job queue and object storage, read from GET /api/health. */
export function useSystemHealth() {
  const { client } = useApi();
  return useQuery({
    queryKey: queryKeys.all('health'),
    queryFn: () => unwrap(client.GET('/api/health')),
    // A 503 is the answer, not a hiccup: show it at once; "check again" asks anew.
    retry: false,
    // the card shows the failure itself, with "check again"
    meta: { handlesErrors: true },
  });
}

/** The dashboard card "System status": each part up or down, and the mode it runs in. */
export function SystemStatusCard() {
  const { t } = useTranslation();
  const health = useSystemHealth();

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="system-status-title" data-testid="system-status">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h4" id="system-status-title">
          {t('health.title')}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => void health.refetch()}
          loading={health.isFetching && !health.isPending}
          disabled={health.isPending}
        >
          {t('health.recheck')}
        </Button>
      </Group>
      {health.isPending ? (
        <HealthSkeleton />
      ) : health.isError ? (
        <HealthFailure error={health.error} />
      ) : (
        <HealthTable report={health.data} />
      )}
    </Paper>
  );
}

function HealthSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" aria-busy="true" data-testid="system-status-loading">
      <VisuallyHidden role="status">{t('health.loading')}</VisuallyHidden>
      {PARTS.map((part) => (
        <Skeleton key={part} height={28} radius="sm" />
      ))}
    </Stack>
  );
}

function useLabels() {
  const { t } = useTranslation();
  return {
    part: (part: string) => (isPart(part) ? t(`health.parts.${part}`) : part),
    // Product names keep their own digits (S3), so the Persian-digit post-processor is skipped for modes.
    mode: (mode: string) => (isKnownMode(mode) ? t(MODE_LABELS[mode], { postProcess: [] }) : mode),
  };
}

function HealthTable({ report }: { report: HealthReport }) {
  const { t } = useTranslation();
  const labels = useLabels();
  return (
    <Table layout="fixed" withTableBorder verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('health.part')}</Table.Th>
          <Table.Th>{t('health.status')}</Table.Th>
          <Table.Th>{t('health.mode')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {PARTS.map((part) => {
          const item: ComponentHealth = report[part];
          return (
            <Table.Tr key={part} data-testid={`health-${part}`}>
              <Table.Th scope="row" fw={500}>
                {labels.part(part)}
              </Table.Th>
              <Table.Td>
                <Badge color={item.status === 'up' ? 'teal' : 'red'} variant="light" data-testid="health-state">
                  {t(`health.states.${item.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td data-testid="health-mode">{labels.mode(item.mode)}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

function HealthFailure({ error }: { error: Error }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const apiError = error instanceof ApiError ? error : null;
  // The 503 envelope names each part that is down in errors[].field.
  const down = [...new Set(apiError?.errors.map((e) => e.field) ?? [])];
  return (
    <Alert color="red" variant="light" title={apiError?.message || t('health.unreachable')} data-testid="system-status-error">
      <Stack gap={4}>
        {down.length > 0 && (
          <Group gap={6} data-testid="health-down-parts">
            <Text size="sm">{t('health.downParts')}</Text>
            {down.map((part) => (
              <Badge key={part} color="red" variant="outline" tt="none" data-testid="health-down-part">
                {labels.part(part)}
              </Badge>
            ))}
          </Group>
        )}
        {apiError?.traceId && (
          <Text size="xs" c="dimmed">
            {t('health.traceId')}: <Code>{apiError.traceId}</Code>
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
