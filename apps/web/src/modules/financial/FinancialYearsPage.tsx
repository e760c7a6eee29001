import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconLock } from '@tabler/icons-react';
import { unwrap } from '@karsaz/api-client';
import { isoDateToJalaliText, localizeDigits } from '@karsaz/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageAccess } from '../../core/access';
import { useAlerts } from '../../core/alerts';
import { reportError } from '../../core/alerts/errorSink';
import { useApi } from '../../core/api/ApiProvider';
import { useFormat, useLanguage } from '../../core/i18n/useLanguage';
import { DataTableView, useConfirm, type ListColumn } from '../../core/list';

interface YearRow {
  id: number;
  year: number;
  nameFa: string;
  nameEn: string | null;
  startDate: string;
  endDate: string;
  isCurrent: boolean;
  isClosed: boolean;
  draftVouchers: number;
  postedVouchers: number;
}

const URL = '/financial/financial-years';

/**
 * The company's financial years (issue 17, docs/finance.md): each with its dates, state and vouchers; «افتتاح سال بعد»
 * opens the year after the latest (Create), «بستن سال» closes an open one after a question (Close): the temporary
 * accounts into retained earnings, the closing voucher, the next year's opening voucher. A refusal (drafts left, the
 * retained earnings account not set) is shown as the API words it.
 */
export function FinancialYearsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const alerts = useAlerts();
  const language = useLanguage();
  const format = useFormat();
  const access = usePageAccess(URL);
  const queries = useQueryClient();
  const { ask, dialog } = useConfirm({ testId: 'close-year-dialog' });
  const key = ['financial', 'years'];
  const years = useQuery({ queryKey: key, queryFn: () => unwrap(api.client.GET('/api/financial/v1/financialyear/getFiltered')) as Promise<YearRow[]> });
  const refresh = () => queries.invalidateQueries({ queryKey: key });
  const day = (iso: string) => localizeDigits(isoDateToJalaliText(iso), language);
  const name = (y: YearRow) => (language === 'en' ? (y.nameEn ?? y.nameFa) : y.nameFa);

  async function openNext() {
    try {
      const opened = await alerts.withLoader(() => unwrap(api.client.POST('/api/financial/v1/financialyear/openNext')));
      alerts.snackbar(t(opened.created ? 'financial.years.opened' : 'financial.years.already', { year: format.digits(opened.year) }), 'success');
    } catch (error) {
      reportError(error);
    } finally {
      await refresh();
    }
  }

  const close = (y: YearRow) =>
    ask({
      title: t('financial.years.closeTitle'),
      message: t('financial.years.closeAsk', { name: name(y) }),
      confirmLabel: t('financial.years.close'),
      run: async () => {
        const done = await alerts.withLoader(() => unwrap(api.client.POST('/api/financial/v1/financialyear/close', { body: { id: y.id } })));
        alerts.snackbar(done.summary[language], 'success');
        await refresh();
      },
    });

  const columns: ListColumn<YearRow>[] = [
    { accessor: 'year', title: t('financial.years.year'), render: (y) => format.digits(y.year) },
    { accessor: 'nameFa', title: t('financial.years.name'), render: name },
    { accessor: 'startDate', title: t('financial.years.start'), render: (y) => day(y.startDate) },
    { accessor: 'endDate', title: t('financial.years.end'), render: (y) => day(y.endDate) },
    {
      accessor: 'isClosed',
      title: t('financial.years.state'),
      render: (y) => (
        <Group gap={4}>
          <Badge color={y.isClosed ? 'gray' : 'green'} variant="light" data-state={y.isClosed ? 'closed' : 'open'}>
            {t(y.isClosed ? 'financial.years.closed' : 'financial.years.open')}
          </Badge>
          {y.isCurrent && <Badge variant="outline">{t('financial.years.current')}</Badge>}
        </Group>
      ),
    },
    { accessor: 'draftVouchers', title: t('financial.years.drafts'), render: (y) => format.number(y.draftVouchers) },
    { accessor: 'postedVouchers', title: t('financial.years.posted'), render: (y) => format.number(y.postedVouchers) },
    {
      accessor: 'id',
      title: '',
      render: (y) =>
        !y.isClosed && access.can('Close') ? (
          <Button size="compact-sm" variant="light" color="danger" leftSection={<IconLock size={14} aria-hidden />} onClick={() => close(y)} aria-label={`${t('financial.years.close')} ${name(y)}`} data-testid={`close-year-${y.year}`}>
            {t('financial.years.close')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Title order={2}>{t('financial.years.title')}</Title>
        {access.can('Create') && (
          <Button variant="light" leftSection={<IconCalendarPlus size={18} aria-hidden />} onClick={() => void openNext()} data-testid="open-next-year">
            {t('financial.years.openNext')}
          </Button>
        )}
      </Group>
      <Text size="sm">{t('financial.years.intro')}</Text>
      <DataTableView<YearRow>
        records={years.data ?? []}
        columns={columns}
        loading={years.isLoading}
        fetching={years.isFetching}
        error={years.error}
        emptyText={t('financial.years.empty')}
        testId="financial-years"
        rowAttributes={(y) => ({ 'data-year': y.year })}
      />
      {dialog}
    </Stack>
  );
}
