import { Checkbox } from '@mantine/core';
import { unwrap } from '@karsaz/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../../core/alerts';
import { useApi } from '../../core/api/ApiProvider';
import type { ListAddonProps } from '../../core/entity/addons';
import { MonthActionButton } from '../../core/entity/MonthActionButton';
import { useFormat } from '../../core/i18n/useLanguage';

/**
 * The payroll page's «محاسبهٔ حقوق» (POST /api/payroll/v1/payroll/calculate), for holders of its Calculate: last
 * month by default; «بدون کارکرد بسته» pays people whose attendance month is not closed a full month of their
 * employment dates. The answer says how many payslips were written and who was left out (no closed attendance, or
 * a decree the calculator refused).
 */
export function CalculatePayrollAddon({ access, refresh }: ListAddonProps) {
  const { t } = useTranslation();
  const api = useApi();
  const alerts = useAlerts();
  const format = useFormat();
  const [withoutAttendance, setWithoutAttendance] = useState(false);
  if (!access.can('Calculate')) return null;
  return (
    <MonthActionButton
      label={t('payroll.calculate.open')}
      title={t('payroll.calculate.title')}
      intro={t('payroll.calculate.intro')}
      submitLabel={t('payroll.calculate.submit')}
      testId="payroll-calculate"
      initial="previous"
      onSubmit={async (year, month) => {
        const r = await alerts.withLoader(() => unwrap(api.client.POST('/api/payroll/v1/payroll/calculate', { body: { year, month, withoutAttendance } })));
        refresh();
        const done = t('payroll.calculate.done', { people: format.number(r.people), net: format.number(r.net) });
        const attendance = r.skipped.filter((s) => s.reason === 'attendance').length;
        const refused = r.skipped.length - attendance;
        const notes = [
          attendance ? t('payroll.calculate.noAttendance', { count: format.number(attendance) }) : '',
          refused ? t('payroll.calculate.refused', { count: format.number(refused) }) : '',
        ].filter(Boolean);
        alerts.snackbar([done, ...notes].join(' '), notes.length ? 'warning' : 'success');
      }}
    >
      <Checkbox label={t('payroll.calculate.withoutAttendance')} checked={withoutAttendance} onChange={(e) => setWithoutAttendance(e.currentTarget.checked)} />
    </MonthActionButton>
  );
}
