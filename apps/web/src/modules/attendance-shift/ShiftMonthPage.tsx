import { Alert, Badge, Button, Group, Loader, NumberInput, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { unwrap, type components } from '@karsaz/api-client';
import { isoDateToJalali, tehranDate } from '@karsaz/domain';
import { localizeDigits } from '@karsaz/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/api/ApiProvider';
import { LinkSelect } from '../../core/entity/EntityForm';
import { useLanguage } from '../../core/i18n/useLanguage';
import { monthGrid, shiftedMonth } from './month';

type PersonMonth = components['schemas']['PersonMonth'];
type MonthDay = components['schemas']['MonthDay'];

const PERSONNEL = { type: 'link', entity: 'personnel', label: { fa: 'پرسنل', en: 'Personnel' } } as const;

/**
 * A person's month of shifts (/shift-month-2): the person, a Jalali year and month (or the previous and next month),
 * and the month as a grid of weeks, Saturday first: each day's shift (their own or their rotation's, a rotation's
 * rest day), its hours (an end on the next day marked), and the calendar's holidays and weekly rest. Read from
 * GET /api/hr/v1/shift/getPersonMonth.
 */
export function ShiftMonthPage() {
  const { t } = useTranslation();
  const api = useApi();
  const language = useLanguage();
  const digits = (v: string | number) => localizeDigits(v, language);
  const today = isoDateToJalali(tehranDate(new Date()))!;
  const [personnelId, setPersonnelId] = useState('');
  const [year, setYear] = useState(today.jy);
  const [month, setMonth] = useState(today.jm);
  const months = t('attendanceShift.months', { returnObjects: true }) as string[];
  const weekdays = t('attendanceShift.weekdays', { returnObjects: true }) as string[];

  const validYear = Number.isInteger(year) && year >= 1300 && year <= 1500;
  const query = useQuery({
    queryKey: ['shift-month', Number(personnelId), year, month],
    queryFn: () =>
      unwrap(api.client.GET('/api/hr/v1/shift/getPersonMonth', { params: { query: { personnelId: Number(personnelId), year, month } } })) as Promise<PersonMonth>,
    enabled: !!personnelId && validYear,
  });
  const data = query.data;
  const weeks = useMemo(() => (data ? monthGrid(data.days) : []), [data]);
  const go = (step: number) => {
    const next = shiftedMonth(year, month, step);
    setYear(next.year);
    setMonth(next.month);
  };
  const worked = data?.days.filter((d) => d.timing).length ?? 0;

  return (
    <Stack>
      <Title order={2}>{t('attendanceShift.routes.shiftMonth')}</Title>
      <Text size="sm">{t('attendanceShift.month.intro')}</Text>
      <Paper withBorder p="sm">
        <Group align="flex-end" wrap="wrap">
          <div style={{ minWidth: 280 }} data-testid="month-person">
            <LinkSelect field="personnelId" def={PERSONNEL} value={personnelId} onChange={setPersonnelId} />
          </div>
          <NumberInput
            label={t('attendanceShift.month.year')}
            name="year"
            value={year}
            min={1300}
            max={1500}
            allowDecimal={false}
            onChange={(v) => setYear(Number(v))}
            w={110}
            data-testid="month-year"
          />
          <Select
            label={t('attendanceShift.month.month')}
            name="month"
            data={months.map((m, i) => ({ value: String(i + 1), label: m }))}
            value={String(month)}
            onChange={(v) => v && setMonth(Number(v))}
            allowDeselect={false}
            w={150}
            data-testid="month-month"
          />
          <Button variant="default" leftSection={<IconChevronRight size={16} aria-hidden />} onClick={() => go(-1)} data-testid="month-previous">
            {t('attendanceShift.month.previous')}
          </Button>
          <Button variant="default" rightSection={<IconChevronLeft size={16} aria-hidden />} onClick={() => go(1)} data-testid="month-next">
            {t('attendanceShift.month.next')}
          </Button>
        </Group>
      </Paper>
      {!personnelId && <Text>{t('attendanceShift.month.choosePerson')}</Text>}
      {query.isFetching && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('attendanceShift.month.loading')}</Text>
        </Group>
      )}
      {query.isError && <Alert color="red" role="alert">{t('attendanceShift.month.failed')}</Alert>}
      {data && (
        <>
          <Text size="sm" aria-live="polite" data-testid="month-summary">
            {digits(t('attendanceShift.month.summary', { work: worked, rest: data.days.length - worked }))}
          </Text>
          <Table withTableBorder withColumnBorders layout="fixed" data-testid="month-grid" miw={840}>
            <Table.Caption>{digits(t('attendanceShift.month.caption', { name: data.fullName, month: months[data.month - 1], year: data.year }))}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {weekdays.map((w) => (
                  <Table.Th key={w} scope="col">{w}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {weeks.map((week, i) => (
                <Table.Tr key={i}>
                  {week.map((d, j) => (d ? <DayCell key={d.date} day={d} digits={digits} /> : <Table.Td key={`blank-${j}`} aria-hidden />))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}

function DayCell({ day, digits }: { day: MonthDay; digits: (v: string | number) => string }) {
  const { t } = useTranslation();
  const off = day.calendarDayType !== 'work';
  const shift = day.shiftTitle ?? (day.source === 'rest' ? t('attendanceShift.month.rest') : t('attendanceShift.month.noShift'));
  const timing = day.timing;
  return (
    <Table.Td data-testid={`day-${day.day}`} data-type={day.calendarDayType} data-source={day.source} style={{ verticalAlign: 'top', background: off ? 'var(--mantine-color-gray-1)' : undefined }}>
      <Stack gap={2}>
        <Text fw={700} size="sm">{digits(day.day)}</Text>
        <Text size="sm" data-testid={`day-${day.day}-shift`}>{shift}</Text>
        {timing ? (
          <Text size="sm" data-testid={`day-${day.day}-times`}>
            {digits(`${timing.startTime}–${timing.endTime}`)}
            {timing.endTimeNextDay ? ` ${t('attendanceShift.month.nextDay')}` : ''}
          </Text>
        ) : day.shiftId ? (
          <Text size="xs">{t('attendanceShift.month.noTiming')}</Text>
        ) : null}
        {day.calendarDayType === 'holiday' && <Badge color="red" variant="outline" size="sm">{t('attendanceShift.month.holiday')}</Badge>}
        {day.calendarDayType === 'weekly-rest' && <Badge color="gray" variant="outline" size="sm">{t('attendanceShift.month.weeklyRest')}</Badge>}
        {day.halfDay && <Badge color="orange" variant="outline" size="sm">{t('attendanceShift.month.halfDay')}</Badge>}
        {day.occasion && <Text size="xs">{day.occasion}</Text>}
      </Stack>
    </Table.Td>
  );
}
