import { Alert, Badge, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLockOpen, IconSearch } from '@tabler/icons-react';
import { jalaliTextToIsoDate } from '@karsaz/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/api/ApiProvider';
import { usePageAccess } from '../../core/access';
import { JalaliDateInput } from '../../core/entity/JalaliDateInput';
import { describeError } from '../../core/forms/errors';
import { useFormat, useLanguage } from '../../core/i18n/useLanguage';
import { ListScreen, useConfirm, useDataList } from '../../core/list';
import { useAlerts } from '../../core/alerts';
import { DELIVERY_STATUSES, PURPOSES, otpApi, otpKeys, type NumberBlock, type OtpChallenge, type OtpFilters } from './api';

const DELIVERY_COLORS = ['gray', 'success', 'danger', 'warning'] as const;
const MOBILE = /^09\d{9}$/;

/**
 * The one-time codes sent (spec: /otp-2): number, purpose, time, delivery and tries, the code itself only outside
 * production; the number's send block, and lifting it after a confirmation (audited on the server).
 */
export function OtpPage() {
  const { t } = useTranslation();
  const api = useApi();
  const o = useMemo(() => otpApi(api), [api]);
  const format = useFormat();
  const language = useLanguage();
  const access = usePageAccess('/otp-2');
  const list = useDataList<OtpChallenge, OtpFilters>({ queryKey: [...otpKeys.all, 'list'], refreshKey: otpKeys.all, fetch: (p) => o.list(p), getId: (r) => r.id as unknown as number });
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [number, setNumber] = useState('');
  const showCode = list.rows.some((r) => r.code);

  return (
    <Stack>
      <Title order={2}>{t('otp.routes.otp')}</Title>
      <Text size="sm">{t('otp.intro')}</Text>
      <BlockPanel number={number} setNumber={setNumber} canLift={access.update} onLifted={() => void list.refresh()} check={o.block} lift={o.unblock} />
      <ListScreen
        list={list}
        search={{ label: t('otp.search'), inputProps: { inputMode: 'numeric', dir: 'ltr' } }}
        filters={
          <>
            <Select
              label={t('otp.purpose')}
              data={[{ value: '', label: t('otp.all') }, ...PURPOSES.map((p) => ({ value: p, label: t(`otp.purposes.${p}`) }))]}
              value={list.filters.purpose ?? ''}
              onChange={(v) => list.setFilter('purpose', (v || null) as OtpFilters['purpose'] | null)}
              allowDeselect={false}
            />
            <Select
              label={t('otp.delivery')}
              data={[{ value: '', label: t('otp.all') }, ...DELIVERY_STATUSES.map((s) => ({ value: String(s), label: t(`otp.deliveries.${s}`) }))]}
              value={list.filters.deliveryStatus === undefined ? '' : String(list.filters.deliveryStatus)}
              onChange={(v) => list.setFilter('deliveryStatus', v ? (Number(v) as OtpFilters['deliveryStatus']) : null)}
              allowDeselect={false}
            />
            <JalaliDateInput label={t('otp.fromDate')} fieldName={t('otp.fromDate')} kind="date" language={language} value={from} onChange={(v) => { setFrom(v); list.setFilter('fromDate', jalaliTextToIsoDate(v)); }} />
            <JalaliDateInput label={t('otp.toDate')} fieldName={t('otp.toDate')} kind="date" language={language} value={to} onChange={(v) => { setTo(v); list.setFilter('toDate', jalaliTextToIsoDate(v)); }} />
          </>
        }
        rowNumbers
        columns={[
          { accessor: 'mobileNumber', title: t('otp.mobileNumber'), render: (r) => <span dir="ltr">{r.mobileNumber}</span> },
          { accessor: 'purpose', title: t('otp.purpose'), render: (r) => t(`otp.purposes.${r.purpose}`) },
          { accessor: 'createdAt', title: t('otp.created'), render: (r) => `${format.date(r.createdAt)} ${format.time(r.createdAt)}` },
          {
            accessor: 'deliveryStatus',
            title: t('otp.delivery'),
            render: (r) => (
              <Stack gap={2}>
                <Badge variant="light" color={DELIVERY_COLORS[r.deliveryStatus] ?? 'gray'} tt="none">{t(`otp.deliveries.${r.deliveryStatus}` as 'otp.deliveries.0')}</Badge>
                {r.deliveryError && <Text size="xs" c="danger" dir="ltr" data-testid="delivery-error">{r.deliveryError}</Text>}
              </Stack>
            ),
          },
          { accessor: 'deliveryAttempts', title: t('otp.deliveryAttempts'), render: (r) => format.number(r.deliveryAttempts) },
          { accessor: 'attempts', title: t('otp.tries'), render: (r) => `${format.number(r.attempts)} / ${format.number(5)}` },
          { accessor: 'state', title: t('otp.state'), render: (r) => t(`otp.states.${r.state}`) },
          ...(showCode ? [{ accessor: 'code', title: t('otp.code'), render: (r: OtpChallenge) => <span dir="ltr" data-testid="otp-code">{r.code ?? '—'}</span> }] : []),
        ]}
        actionsTitle={t('otp.operations')}
        rowActions={(r) => [{ label: t('otp.checkNumber'), icon: <IconSearch size={18} />, onClick: () => setNumber(r.mobileNumber) }]}
        emptyText={t('otp.empty')}
        getId={(r) => r.id}
        rowAttributes={(r) => ({ 'data-testid': `otp-row-${r.mobileNumber}` })}
        testId="otp-table"
        minWidth={960}
        pager={{ countText: 'range' }}
      />
    </Stack>
  );
}

function BlockPanel({ number, setNumber, canLift, onLifted, check, lift }: { number: string; setNumber: (n: string) => void; canLift: boolean; onLifted: () => void; check: (n: string) => Promise<NumberBlock>; lift: (n: string) => Promise<NumberBlock> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const alerts = useAlerts();
  const confirm = useConfirm();
  const [block, setBlock] = useState<NumberBlock | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const digits = number.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))).trim();

  const run = async () => {
    if (!MOBILE.test(digits)) return setError(t('otp.block.invalid'));
    setError(null);
    setBusy(true);
    try {
      setBlock(await check(digits));
    } catch (e) {
      alerts.dialog(describeError(e, t).message, 'danger');
    } finally {
      setBusy(false);
    }
  };
  const askLift = () =>
    confirm.ask({
      title: t('otp.block.confirmTitle'),
      message: t('otp.block.confirm', { number: digits }),
      confirmLabel: t('otp.block.lift'),
      cancelLabel: t('otp.block.cancel'),
      run: async () => {
        setBlock(await lift(digits));
        alerts.snackbar(t('otp.block.lifted'), 'success');
        onLifted();
      },
    });

  return (
    <Paper withBorder p="sm" data-testid="number-block">
      <Stack gap="xs">
        <Title order={3} size="h5">{t('otp.block.title')}</Title>
        <form onSubmit={(e) => { e.preventDefault(); void run(); }}>
          <Group align="flex-end">
            <TextInput label={t('otp.mobileNumber')} value={number} onChange={(e) => setNumber(e.currentTarget.value)} dir="ltr" inputMode="numeric" maxLength={11} error={error} name="blockNumber" />
            <Button type="submit" variant="default" loading={busy}>{t('otp.block.check')}</Button>
          </Group>
        </form>
        {block && block.mobileNumber === digits && (
          <Alert color={block.blocked ? 'warning' : 'success'} data-testid="block-state">
            <Stack gap={4}>
              <Text size="sm">{block.blocked ? t('otp.block.blocked', { seconds: format.number(block.secondsLeft) }) : t('otp.block.free')}</Text>
              <Text size="sm">{t('otp.block.used', { used: format.number(block.sendsUsed), allowed: format.number(block.sendsAllowed) })}</Text>
              {block.lastLiftedAt && <Text size="sm">{t('otp.block.lastLifted', { who: format.digits(block.lastLiftedBy ?? '—'), when: `${format.date(block.lastLiftedAt)} ${format.time(block.lastLiftedAt)}` })}</Text>}
              {canLift && (block.blocked || block.sendsUsed > 0) && (
                <Group>
                  <Button color="danger" leftSection={<IconLockOpen size={16} aria-hidden />} onClick={askLift}>{t('otp.block.lift')}</Button>
                </Group>
              )}
            </Stack>
          </Alert>
        )}
      </Stack>
      {confirm.dialog}
    </Paper>
  );
}
