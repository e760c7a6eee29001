import { Alert, Button, Checkbox, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconTrendingUp } from '@tabler/icons-react';
import { formatDecimal, parseDayText } from '@karsaz/domain';
import { unwrap } from '@karsaz/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../../core/alerts';
import { useApi } from '../../core/api/ApiProvider';
import type { ListAddonProps } from '../../core/entity/addons';
import { DecimalInput } from '../../core/entity/DecimalInput';
import { JalaliDateInput } from '../../core/entity/JalaliDateInput';
import { describeError } from '../../core/forms/errors';
import { useFormat, useLanguage } from '../../core/i18n/useLanguage';

type Plan = { rows: { personnelId: number; organizationCode: string; fullName: string; decreeCode: string; oldSalary: string; newSalary: string; atMinimum: boolean }[]; skipped: { personnelId: number; fullName: string; decreeCode: string }[]; oldTotal: string; newTotal: string };
const SHOWN = 200;

/**
 * The decree page's «افزایش سالانه» (POST /api/payroll/v1/employmentdecree/raise/preview, then …/raise), for holders of
 * its Raise: the day the new decrees take effect, the percentage and the daily addition of the year's wage decision and
 * one more year of service; the preview lists every person's salary before and after (at least the year's minimum
 * wage) and who is left out, and only then are the decrees issued, after a question.
 */
export function RaiseDecreesAddon({ access, refresh }: ListAddonProps) {
  const { t } = useTranslation();
  const api = useApi();
  const alerts = useAlerts();
  const language = useLanguage();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const [startDate, setStartDate] = useState('');
  const [percent, setPercent] = useState('');
  const [daily, setDaily] = useState('');
  const [seniority, setSeniority] = useState(true);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!access.can('Raise')) return null;
  const body = () => ({ startDate: parseDayText(startDate) ?? startDate, percent: percent || '0', dailyAddition: daily || '0', addSeniorityYear: seniority });
  const money = (v: string) => formatDecimal(v, language);
  const run = async (apply: boolean) => {
    setError(null);
    try {
      if (!apply) {
        setPlan(await alerts.withLoader(() => unwrap(api.client.POST('/api/payroll/v1/employmentdecree/raise/preview', { body: body() }))));
        return;
      }
      const r = await alerts.withLoader(() => unwrap(api.client.POST('/api/payroll/v1/employmentdecree/raise', { body: body() })));
      setOpen(false);
      setPlan(null);
      refresh();
      alerts.snackbar(t('payroll.raise.done', { count: format.number(r.created) }), 'success');
    } catch (e) {
      setError(describeError(e, t).message);
    }
  };
  return (
    <>
      <Button variant="default" leftSection={<IconTrendingUp size={16} />} onClick={() => setOpen(true)} data-testid="decree-raise">
        {t('payroll.raise.open')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('payroll.raise.title')} size="xl">
        <Stack>
          <Text size="sm">{t('payroll.raise.intro')}</Text>
          <Group grow align="flex-start">
            <JalaliDateInput kind="date" language={language} label={t('payroll.raise.startDate')} fieldName={t('payroll.raise.startDate')} value={startDate} onChange={(v) => { setStartDate(v); setPlan(null); }} required />
            <DecimalInput label={t('payroll.raise.percent')} language={language} spec={{ precision: 18, scale: 4 }} value={percent} onChange={(v) => { setPercent(v); setPlan(null); }} required />
            <DecimalInput label={t('payroll.raise.daily')} language={language} spec={{ precision: 20, scale: 0 }} value={daily} onChange={(v) => { setDaily(v); setPlan(null); }} />
          </Group>
          <Checkbox label={t('payroll.raise.seniority')} checked={seniority} onChange={(e) => { setSeniority(e.currentTarget.checked); setPlan(null); }} />
          {error && <Alert color="red" role="alert">{error}</Alert>}
          {plan && (
            <Stack gap="xs" data-testid="raise-plan">
              <Text size="sm">{t('payroll.raise.summary', { count: format.number(plan.rows.length), old: money(plan.oldTotal), new: money(plan.newTotal) })}</Text>
              {plan.skipped.length > 0 && <Alert color="yellow">{t('payroll.raise.skipped', { count: format.number(plan.skipped.length), names: plan.skipped.slice(0, 5).map((s) => s.fullName).join('، ') })}</Alert>}
              <ScrollArea.Autosize mah={320}>
                <Table striped withTableBorder>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('payroll.raise.code')}</Table.Th>
                      <Table.Th>{t('payroll.raise.person')}</Table.Th>
                      <Table.Th>{t('payroll.raise.old')}</Table.Th>
                      <Table.Th>{t('payroll.raise.new')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {plan.rows.slice(0, SHOWN).map((r) => (
                      <Table.Tr key={r.personnelId}>
                        <Table.Td>{format.digits(r.organizationCode)}</Table.Td>
                        <Table.Td>{r.fullName}</Table.Td>
                        <Table.Td>{money(r.oldSalary)}</Table.Td>
                        <Table.Td>{money(r.newSalary)}{r.atMinimum ? ` (${t('payroll.raise.atMinimum')})` : ''}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea.Autosize>
              {plan.rows.length > SHOWN && <Text size="sm" c="dimmed">{t('payroll.raise.more', { count: format.number(plan.rows.length - SHOWN) })}</Text>}
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>{t('entity.monthAction.cancel')}</Button>
            <Button variant="light" onClick={() => void run(false)} data-testid="decree-raise-preview">{t('payroll.raise.preview')}</Button>
            <Button onClick={() => setAsking(true)} disabled={!plan || plan.rows.length === 0} data-testid="decree-raise-apply">{t('payroll.raise.apply')}</Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('entity.confirm')} centered>
        <Stack>
          <Text>{t('payroll.raise.question', { count: format.number(plan?.rows.length ?? 0) })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>{t('entity.no')}</Button>
            <Button onClick={() => { setAsking(false); void run(true); }}>{t('entity.yes')}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
