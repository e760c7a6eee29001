import { ApiError } from '@karsaz/api-client';
import { Button, Group } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../../core/alerts';
import { useApi } from '../../core/api/ApiProvider';
import type { FormAddonProps } from '../../core/entity/addons';
import { blobOf, saveBlob } from '../../core/download';
import { describeError } from '../../core/forms/errors';
import { useLanguage } from '../../core/i18n/useLanguage';

/**
 * A stored reception's sheet for the customer to sign (GET /api/dealer/v1/dealerreception/sheet/{id}), under its
 * form: the car's state, the complaint, the services with their prices and the signature boxes, as a PDF in the
 * reader's language. Whoever reads the reception reads its sheet (the receptions' page guards both).
 */
export function ReceptionSheetAddon({ row }: FormAddonProps) {
  const { t } = useTranslation();
  const api = useApi();
  const alerts = useAlerts();
  const language = useLanguage();
  if (!row?.id) return null;
  const id = Number(row.id);
  const download = async () => {
    try {
      const blob = await alerts.withLoader(() =>
        blobOf(api.client.GET('/api/dealer/v1/dealerreception/sheet/{id}', { params: { path: { id } }, parseAs: 'blob', headers: { 'Accept-Language': language } })),
      );
      saveBlob(blob, `reception-${String(row.code ?? id)}.pdf`);
    } catch (e) {
      // the server's reason when it gave one (the reception is gone, the page not held), else ours
      alerts.snackbar(e instanceof ApiError ? describeError(e, t).message : t('dealerStaff.sheet.failed'), 'danger');
    }
  };
  return (
    <Group>
      <Button size="xs" variant="light" leftSection={<IconFileTypePdf size={14} aria-hidden />} onClick={() => void download()} data-testid="reception-sheet">
        {t('dealerStaff.sheet.download')}
      </Button>
    </Group>
  );
}
