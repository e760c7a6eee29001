import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { isoDateToJalali } from '@karsaz/domain';
import { unwrap } from '@karsaz/api-client';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/api/ApiProvider';
import type { FormAddonProps } from '../../core/entity/addons';
import { useFormat } from '../../core/i18n/useLanguage';
import type { leaveMissionFa } from './messages';

/**
 * The leave form's balance (GET /api/hr/v1/leaverequest/getBalance): the person's entitlement, carried-over, used,
 * pending and remaining leave of the leave's Jalali year (the current one until a start date is typed), for the
 * person chosen or the caller.
 */
export function LeaveBalanceAddon({ values, row }: FormAddonProps) {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const personnelId = Number(values.personnelId || row?.personnelId || 0) || undefined;
  const start = typeof values.startDate === 'string' ? values.startDate : '';
  const year = (/^\d{4}-\d\d-\d\d$/.test(start) ? isoDateToJalali(start)?.jy : undefined) ?? undefined;
  const balance = useQuery({
    queryKey: ['leaverequest', 'balance', personnelId ?? 'me', year ?? 'now'],
    queryFn: () => unwrap(api.client.GET('/api/hr/v1/leaverequest/getBalance', { params: { query: { personnelId, year } } })),
    retry: false,
  });
  if (balance.isError) return <Text size="sm" c="dimmed">{t('leaveMission.balance.none')}</Text>;
  const b = balance.data;
  if (!b) return null;
  const cells: [keyof typeof leaveMissionFa.balance, string][] = [
    ['entitlement', b.text.entitlement], ['carryOver', b.text.carryOver], ['used', b.text.used], ['pending', b.text.pending], ['remaining', b.text.remaining],
  ];
  return (
    <Paper withBorder p="sm" data-testid="leave-balance">
      <Stack gap={4}>
        <Text fw={500}>{t('leaveMission.balance.title', { year: format.number(b.year, { useGrouping: false }) })}</Text>
        <SimpleGrid cols={{ base: 2, sm: 5 }}>
          {cells.map(([key, value]) => (
            <Stack key={key} gap={0} data-balance={key}>
              <Text size="xs" c="dimmed">{t(`leaveMission.balance.${key}`)}</Text>
              <Text size="sm" fw={key === 'remaining' ? 700 : 400} dir="ltr" style={{ textAlign: 'start' }}>{format.digits(value)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed">{t('leaveMission.balance.hint')}</Text>
      </Stack>
    </Paper>
  );
}
