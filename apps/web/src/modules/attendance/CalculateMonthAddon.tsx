import { unwrap } from '@karsaz/api-client';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../../core/alerts';
import { useApi } from '../../core/api/ApiProvider';
import type { ListAddonProps } from '../../core/entity/addons';
import { MonthActionButton } from '../../core/entity/MonthActionButton';
import { useFormat } from '../../core/i18n/useLanguage';

/**
 * The attendance page's «محاسبهٔ کارکرد» (POST /api/hr/v1/attendancemonth/calculate), for holders of its Calculate:
 * a Jalali year and month (today's by default), calculated for everyone employed in it; the answer says how many
 * people and days were written and whose month is closed.
 */
export function CalculateMonthAddon({ access, refresh }: ListAddonProps) {
  const { t } = useTranslation();
  const api = useApi();
  const alerts = useAlerts();
  const format = useFormat();
  if (!access.can('Calculate')) return null;
  return (
    <MonthActionButton
      label={t('attendance.calculate.open')}
      title={t('attendance.calculate.title')}
      intro={t('attendance.calculate.intro')}
      submitLabel={t('attendance.calculate.submit')}
      testId="attendance-calculate"
      onSubmit={async (year, month) => {
        const r = await alerts.withLoader(() => unwrap(api.client.POST('/api/hr/v1/attendancemonth/calculate', { body: { year, month } })));
        refresh();
        const done = t('attendance.calculate.done', { calculated: format.number(r.calculated), days: format.number(r.days) });
        alerts.snackbar(r.frozen.length ? `${done} ${t('attendance.calculate.frozen', { count: format.number(r.frozen.length) })}` : done, r.frozen.length ? 'warning' : 'success');
      }}
    />
  );
}
