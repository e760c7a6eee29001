import { ActionIcon, Alert, Button, FileInput, Group, Modal, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@karsaz/api-client';
import { useApi } from '../../core/api/ApiProvider';
import { saveBlob } from '../../core/download';
import { describeError } from '../../core/forms/errors';
import { useFormat } from '../../core/i18n/useLanguage';
import { PORTAL_KEY, portalApi, type ResumeFile } from './portal';

const KINDS = [1, 2, 3, 4] as const;
const KEY = [...PORTAL_KEY, 'files'];

/** A size for reading: kilobytes or megabytes, one place. */
export const fileSizeText = (bytes: number, format: ReturnType<typeof useFormat>, t: (k: string, o?: Record<string, unknown>) => string) =>
  bytes >= 1024 * 1024 ? t('applicantPortal.files.mb', { size: format.number(Math.round((bytes / 1024 / 1024) * 10) / 10) }) : t('applicantPortal.files.kb', { size: format.number(Math.max(1, Math.round(bytes / 1024))) });

/**
 * The files of the résumé (GET/POST applicant/files, GET/DELETE applicant/file): a CV, certificates, a photo; PDF,
 * Word, JPEG or PNG up to 5 MB (the server reads the bytes), ten at most; each downloaded or removed after a
 * confirmation.
 */
export function ResumeFiles() {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const queryClient = useQueryClient();
  const calls = portalApi(api);
  const files = useQuery({ queryKey: KEY, queryFn: () => calls.files(), meta: { handlesErrors: true } });
  const [kind, setKind] = useState<string | null>('1');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [asking, setAsking] = useState<ResumeFile | null>(null);
  const add = useMutation({
    mutationFn: () => calls.addFile(Number(kind), file!),
    meta: { handlesErrors: true },
    onSuccess: async () => {
      setFile(null);
      setErrors({});
      await queryClient.invalidateQueries({ queryKey: KEY });
    },
    onError: (e) => {
      const fields = e instanceof ApiError ? Object.fromEntries(e.errors.map((x) => [x.field, x.message])) : {};
      setErrors(Object.keys(fields).length ? fields : { form: describeError(e, t).message });
    },
  });
  const remove = useMutation({
    mutationFn: (f: ResumeFile) => calls.removeFile(f.id),
    meta: { handlesErrors: true },
    onSuccess: async () => {
      setAsking(null);
      await queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
  const download = async (f: ResumeFile) => {
    try {
      saveBlob(await calls.file(f.id), f.fileName);
    } catch (e) {
      setErrors({ form: describeError(e, t).message });
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="resume-files" data-testid="resume-files">
      <Title order={3} size="h5" id="resume-files" mb="xs">
        {t('applicantPortal.files.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('applicantPortal.files.hint')}
      </Text>
      <Stack gap="sm">
        {errors.form && (
          <Alert color="danger" role="alert">
            {errors.form}
          </Alert>
        )}
        {files.data && files.data.length > 0 && (
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('applicantPortal.files.kind')}</Table.Th>
                <Table.Th>{t('applicantPortal.files.name')}</Table.Th>
                <Table.Th>{t('applicantPortal.files.size')}</Table.Th>
                <Table.Th>{t('applicantPortal.files.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {files.data.map((f) => (
                <Table.Tr key={f.id}>
                  <Table.Td>{t(`applicantPortal.files.kinds.${f.kind}` as never)}</Table.Td>
                  <Table.Td>{f.fileName}</Table.Td>
                  <Table.Td>{fileSizeText(f.fileSize, format, t as never)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon variant="subtle" onClick={() => void download(f)} aria-label={t('applicantPortal.files.download', { name: f.fileName })}>
                        <IconDownload size={18} />
                      </ActionIcon>
                      <ActionIcon variant="subtle" color="danger" onClick={() => setAsking(f)} aria-label={t('applicantPortal.files.remove', { name: f.fileName })}>
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {files.data?.length === 0 && <Text size="sm">{t('applicantPortal.files.empty')}</Text>}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!file) return setErrors({ file: t('validation.required', { field: t('applicantPortal.files.file') }) });
            add.mutate();
          }}
        >
          <Group align="flex-start" grow>
            <Select label={t('applicantPortal.files.kind')} data={KINDS.map((k) => ({ value: String(k), label: t(`applicantPortal.files.kinds.${k}` as never) }))} value={kind} onChange={setKind} allowDeselect={false} error={errors.kind} />
            <FileInput label={t('applicantPortal.files.file')} placeholder={t('applicantPortal.files.choose')} accept=".pdf,.doc,.docx,.jpg,.jpeg,.png" value={file} onChange={setFile} clearable clearButtonProps={{ 'aria-label': t('applicantPortal.files.clear') }} error={errors.file} />
          </Group>
          <Group justify="flex-end" mt="xs">
            <Button type="submit" leftSection={<IconUpload size={16} aria-hidden />} loading={add.isPending}>
              {t('applicantPortal.files.add')}
            </Button>
          </Group>
        </form>
      </Stack>
      <Modal opened={asking !== null} onClose={() => setAsking(null)} title={t('applicantPortal.files.removeTitle')}>
        <Stack gap="md">
          <Text size="sm">{t('applicantPortal.files.removeAsk', { name: asking?.fileName ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(null)} data-autofocus>
              {t('applicantPortal.applications.no')}
            </Button>
            <Button color="danger" loading={remove.isPending} onClick={() => asking && remove.mutate(asking)}>
              {t('applicantPortal.files.yes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
