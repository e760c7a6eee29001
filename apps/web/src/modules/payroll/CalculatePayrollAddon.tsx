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
 * a decree the calculator refused). «عیدی و سنوات» (POST …/payroll/calculateYearEnd) does a year's eydi, severance and
 * leave paid out, last year by default.
 */
export function CalculatePayrollAddon({ access, refresh }: ListAddonProps) {
  const { t } = useTranslation();
  const api = useApi();
  const alerts = useAlerts();
  const format = useFormat();
  const [withoutAttendance, setWithoutAttendance] = useState(false);
  if (!access.can('Calculate')) return null;
  return (
    <>
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
      <MonthActionButton
        label={t('payroll.yearEnd.open')}
        title={t('payroll.yearEnd.title')}
        intro={t('payroll.yearEnd.intro')}
        submitLabel={t('payroll.yearEnd.submit')}
        testId="payroll-year-end"
        initial="previous"
        yearOnly
        onSubmit={async (year) => {
          const r = await alerts.withLoader(() => unwrap(api.client.POST('/api/payroll/v1/payroll/calculateYearEnd', { body: { year } })));
          refresh();
          const refused = r.skipped.length;
          const done = t('payroll.yearEnd.done', { people: format.number(r.people), net: format.number(r.net) });
          alerts.snackbar([done, refused ? t('payroll.calculate.refused', { count: format.number(refused) }) : ''].filter(Boolean).join(' '), refused ? 'warning' : 'success');
        }}
      />
    </>
  );
}
