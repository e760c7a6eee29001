import { Button, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { formatDecimal, isoDateToJalali, parseDecimal, tehranDate } from '@karsaz/domain';
import { unwrap } from '@karsaz/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/api/ApiProvider';
import type { FormAddonProps } from '../../core/entity/addons';
import { describeError } from '../../core/forms/errors';
import { useFormat, useLanguage } from '../../core/i18n/useLanguage';

const AMOUNTS = ['seniority', 'housingAllowance', 'groceryAllowance', 'childAllowance', 'marriageAllowance', 'recruitmentAllowance', 'managementAllowance', 'matchingDifference'] as const;
const SHIFT_KINDS = ['none', 'morningEvening', 'threeShifts', 'withNight'] as const;
type Preview = { lines: { key: string; kind: string; title: { fa: string; en: string }; amount: string; explanation: { fa: string; en: string } }[]; gross: string; ssoEmployee: string; incomeTax: string; deductions: string; net: string };

const money = (v: unknown): string | undefined => {
  if (v === '' || v === null || v === undefined) return undefined;
  const r = parseDecimal(String(v), { precision: 20, scale: 0 });
  return r.ok ? r.value : undefined;
};

/**
 * «این شخص چه می‌گیرد؟» under the decree form (POST /api/payroll/v1/payroll/preview): a full month of this month's
 * Jalali calendar from the amounts and terms typed so far, by the year's rules, line by line with how each was worked
 * out, stored nowhere. The decree's additions need their types' rules and are left to the payroll.
 */
export function DecreePreviewAddon({ values }: FormAddonProps) {
  const { t } = useTranslation();
  const api = useApi();
  const language = useLanguage();
  const format = useFormat();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const salary = money(values.monthlySalary);
  const run = async () => {
    setError(null);
    const today = isoDateToJalali(tehranDate(new Date()))!;
    const days = today.jm <= 6 ? 31 : today.jm <= 11 ? 30 : 29;
    try {
      const decree: Record<string, unknown> = {
        monthlySalary: salary, seniorityYears: Number(values.seniorityYears || 0), childCount: Number(values.childCount || 0),
        married: values.married === true || values.married === 'true', hasInsurance: values.hasInsurance !== false && values.hasInsurance !== 'false',
        isTaxable: values.isTaxable !== false && values.isTaxable !== 'false', hazardous: values.hazardous === true || values.hazardous === 'true',
      };
      for (const k of AMOUNTS) if (money(values[k]) !== undefined) decree[k] = money(values[k]);
      const shift = SHIFT_KINDS[Number(values.shiftKind || 1) - 1] ?? 'none';
      setPreview(await unwrap(api.client.POST('/api/payroll/v1/payroll/preview', { body: { year: today.jy, month: today.jm, decree: decree as never, attendance: { workDays: days, shiftKind: shift } } })) as Preview);
    } catch (e) {
      setPreview(null);
      setError(describeError(e, t).message);
    }
  };
  const amount = (v: string) => formatDecimal(v, language);
  return (
    <Paper withBorder p="sm" data-testid="decree-preview">
      <Stack gap="xs">
        <Button size="xs" variant="light" leftSection={<IconCalculator size={14} />} onClick={() => void run()} disabled={!salary} style={{ alignSelf: 'flex-start' }}>
          {t('payroll.preview.open')}
        </Button>
        {error && <Text size="sm" c="danger" role="alert">{error}</Text>}
        {preview && (
          <>
            <SimpleGrid cols={{ base: 2, sm: 5 }}>
              {(['gross', 'ssoEmployee', 'incomeTax', 'deductions', 'net'] as const).map((k) => (
                <Stack key={k} gap={0} data-preview={k}>
                  <Text size="xs" c="dimmed">{t(`payroll.preview.${k}`)}</Text>
                  <Text size="sm" fw={k === 'net' ? 700 : 400}>{amount(preview[k])}</Text>
                </Stack>
              ))}
            </SimpleGrid>
            <Table withTableBorder striped>
              <Table.Tbody>
                {preview.lines.map((l) => (
                  <Table.Tr key={l.key}>
                    <Table.Td>{l.title[language]}</Table.Td>
                    <Table.Td>{amount(l.amount)}</Table.Td>
                    <Table.Td><Text size="xs" c="dimmed">{format.digits(l.explanation[language])}</Text></Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="xs" c="dimmed">{t('payroll.preview.hint')}</Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
