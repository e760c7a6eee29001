import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { isoDateToJalali, tehranDate } from '@karsaz/domain';
import { JALALI_MONTHS } from '@karsaz/entities';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../forms/errors';
import { useLanguage } from '../i18n/useLanguage';

/**
 * A list toolbar's button that asks for a Jalali year and month (this month by default) and runs a call on it: the
 * attendance month's and the payroll's «محاسبه» (or a year only: the payroll's year end). `children` adds the
 * module's own inputs to the dialog; a refusal is shown in the dialog (the server's message), success closes it.
 */
export function MonthActionButton(props: {
  label: string;
  title: string;
  intro: string;
  submitLabel: string;
  testId: string;
  /** runs the call; throws the API's error to keep the dialog open with its message */
  onSubmit: (year: number, month: number) => Promise<void>;
  /** the month offered first: this one, or the last (a payroll is calculated after the month) */
  initial?: 'current' | 'previous';
  /** asks for the year only (the payroll's year end): `onSubmit` gets month 12 */
  yearOnly?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const today = isoDateToJalali(tehranDate(new Date()))!;
  const start = props.yearOnly
    ? { jy: props.initial === 'previous' ? today.jy - 1 : today.jy, jm: 12 }
    : props.initial === 'previous' ? (today.jm === 1 ? { jy: today.jy - 1, jm: 12 } : { jy: today.jy, jm: today.jm - 1 }) : today;
  const [open, setOpen] = useState(false);
  const [year, setYear] = useState<number | string>(start.jy);
  const [month, setMonth] = useState<string | null>(String(start.jm));
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    try {
      await props.onSubmit(Number(year), Number(month));
      setOpen(false);
    } catch (e) {
      setError(describeError(e, t).message);
    }
  };
  return (
    <>
      <Button variant="default" leftSection={<IconCalculator size={16} />} onClick={() => setOpen(true)} data-testid={props.testId}>
        {props.label}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={props.title}>
        <Stack>
          <Text size="sm">{props.intro}</Text>
          <Group grow>
            <NumberInput label={t('entity.monthAction.year')} value={year} onChange={setYear} min={1350} max={1500} allowDecimal={false} required />
            {!props.yearOnly && (
              <Select
                label={t('entity.monthAction.month')}
                data={JALALI_MONTHS.map((m) => ({ value: String(m.value), label: m.label[language] }))}
                value={month}
                onChange={setMonth}
                allowDeselect={false}
                required
              />
            )}
          </Group>
          {props.children}
          {error && <Alert color="red" role="alert">{error}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>{t('entity.monthAction.cancel')}</Button>
            <Button onClick={() => void submit()} data-testid={`${props.testId}-submit`}>{props.submitLabel}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
