import { ActionIcon, Group, List, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { unwrap } from '@karsaz/api-client';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../../core/alerts';
import { useApi } from '../../core/api/ApiProvider';
import { blobOf, saveBlob } from '../../core/download';
import { describeError } from '../../core/forms/errors';
import { useFormat } from '../../core/i18n/useLanguage';
import { fileSizeText } from '../applicant/ResumeFiles';

/** The résumé files of an application's applicant (GET jobapplication/getApplicantFiles), each downloaded. */
export function ApplicantFilesList({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const alerts = useAlerts();
  const format = useFormat();
  const files = useQuery({
    queryKey: ['recruitment', 'applicantFiles', applicationId],
    queryFn: () => unwrap(api.client.GET('/api/recruitment/v1/jobapplication/getApplicantFiles', { params: { query: { Id: applicationId } } })),
    meta: { handlesErrors: true },
  });
  if (!files.data?.length) return null;
  const download = async (id: number, name: string) => {
    try {
      saveBlob(await blobOf(api.client.GET('/api/recruitment/v1/jobapplication/getApplicantFile', { params: { query: { Id: applicationId, FileId: id } }, parseAs: 'blob' })), name);
    } catch (e) {
      alerts.snackbar(describeError(e, t).message, 'danger');
    }
  };
  return (
    <section aria-labelledby="applicant-files">
      <Title order={5} id="applicant-files" mb="xs">
        {t('recruitment.files.title')}
      </Title>
      <List spacing={4} data-testid="applicant-files">
        {files.data.map((f) => (
          <List.Item key={f.id}>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm">
                {t(`applicantPortal.files.kinds.${f.kind}` as never)}: {f.fileName} ({fileSizeText(f.fileSize, format, t as never)})
              </Text>
              <ActionIcon variant="subtle" size="sm" onClick={() => void download(f.id, f.fileName)} aria-label={t('recruitment.files.download', { name: f.fileName })}>
                <IconDownload size={16} />
              </ActionIcon>
            </Group>
          </List.Item>
        ))}
      </List>
    </section>
  );
}
