import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageAccess } from '../../core/access';
import { useAlerts } from '../../core/alerts';
import { useApi } from '../../core/api/ApiProvider';
import type { FormAddonProps } from '../../core/entity/addons';
import { saveBlob } from '../../core/download';
import { describeError } from '../../core/forms/errors';
import { useLanguage } from '../../core/i18n/useLanguage';

const PAYROLL_PAGE = '/payroll-2';
type FileKey = 'payslips' | 'bank' | 'kar' | 'wor' | 'tax' | 'text';
type File = { key: FileKey; path: string; query?: Record<string, string>; name: string };

/**
 * The files of a stored month's payroll under its form (holders of /payroll-2's Export): the payslips as PDF, the
 * bank transfer as a sheet or the group-payment text (from the company's Sheba typed here), the SSO list's two DBF
 * files and the tax list, each downloaded in the reader's language.
 */
export function PayrollFilesAddon({ row }: FormAddonProps) {
  const { t } = useTranslation();
  const api = useApi();
  const alerts = useAlerts();
  const language = useLanguage();
  const access = usePageAccess(PAYROLL_PAGE);
  const [sheba, setSheba] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!row?.id || !access.can('Export')) return null;
  const id = String(row.id);
  const period = String(row.period ?? id);
  const download = async (f: File) => {
    setError(null);
    try {
      const res = await alerts.withLoader(() => api.client.GET(f.path as never, { params: { query: { Id: id, ...f.query } }, parseAs: 'blob', headers: { 'Accept-Language': language } } as never));
      const r = res as unknown as { data?: Blob; error?: unknown; response: Response };
      if (!r.response.ok || !r.data) throw r.error ?? new Error(String(r.response.status));
      saveBlob(r.data, f.name);
    } catch (e) {
      setError(describeError(e, t).message);
    }
  };
  const files: File[] = [
    { key: 'payslips', path: '/api/payroll/v1/payroll/export/payslips', name: `payslips-${period}.pdf` },
    { key: 'bank', path: '/api/payroll/v1/payroll/export/bank', name: `bank-${period}.xlsx` },
    { key: 'kar', path: '/api/payroll/v1/payroll/export/sso', query: { file: 'DSKKAR00' }, name: 'DSKKAR00.DBF' },
    { key: 'wor', path: '/api/payroll/v1/payroll/export/sso', query: { file: 'DSKWOR00' }, name: 'DSKWOR00.DBF' },
    { key: 'tax', path: '/api/payroll/v1/payroll/export/tax', name: `tax-${period}.xlsx` },
  ];
  return (
    <Stack gap="xs" data-testid="payroll-files">
      <Text fw={600} size="sm">{t('payroll.files.title')}</Text>
      <Group gap="xs">
        {files.map((f) => (
          <Button key={f.key} size="xs" variant="light" leftSection={<IconDownload size={14} />} onClick={() => void download(f)}>
            {t(`payroll.files.${f.key as Exclude<FileKey, 'text'>}`)}
          </Button>
        ))}
      </Group>
      <Group gap="xs" align="flex-end">
        <TextInput size="xs" label={t('payroll.files.sheba')} value={sheba} onChange={(e) => setSheba(e.currentTarget.value.trim().toUpperCase())} dir="ltr" placeholder="IR…" />
        <Button size="xs" variant="light" leftSection={<IconDownload size={14} />} disabled={!/^IR\d{24}$/.test(sheba)}
          onClick={() => void download({ key: 'text', path: '/api/payroll/v1/payroll/export/bank', query: { format: 'text', sheba }, name: `${sheba}-${period}.txt` })}>
          {t('payroll.files.bankText')}
        </Button>
      </Group>
      {error && <Alert color="red" role="alert">{error}</Alert>}
    </Stack>
  );
}

/** A stored payslip's PDF, under its form. */
export function PayslipPdfAddon({ row }: FormAddonProps) {
  const { t } = useTranslation();
  const api = useApi();
  const alerts = useAlerts();
  const language = useLanguage();
  const access = usePageAccess(PAYROLL_PAGE);
  if (!row?.id || !access.can('Export')) return null;
  const download = async () => {
    try {
      const res = (await alerts.withLoader(() => api.client.GET('/api/payroll/v1/payslip/export/pdf' as never, { params: { query: { Id: String(row.id) } }, parseAs: 'blob', headers: { 'Accept-Language': language } } as never))) as unknown as { data?: Blob; response: Response };
      if (res.data && res.response.ok) saveBlob(res.data, `payslip-${String(row.id)}.pdf`);
      else alerts.snackbar(t('payroll.files.failed'), 'danger');
    } catch {
      alerts.snackbar(t('payroll.files.failed'), 'danger');
    }
  };
  return (
    <Group>
      <Button size="xs" variant="light" leftSection={<IconDownload size={14} />} onClick={() => void download()} data-testid="payslip-pdf">
        {t('payroll.files.payslip')}
      </Button>
    </Group>
  );
}
