import { ActionIcon, Button, FileInput, Group, Select, SimpleGrid, Stack, Table, Text, TextInput, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { unwrapValue, type components } from '@karsaz/api-client';
import { ATTACHMENT_MAX_BYTES, type EntityDefinition } from '@karsaz/entities';
import { formatNumber, localizeDigits } from '@karsaz/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/ApiProvider';
import type { Api } from '../api/api';
import { usePageAccess } from '../access';
import { useAlerts } from '../alerts';
import { describeError } from '../forms/errors';
import { useLanguage } from '../i18n/useLanguage';
import { ConfirmModal } from './EntityForm';
import { reportError } from '../alerts/errorSink';

/** One attached file as the engine answers it (`{base}/attachments/getFiltered?id=`). */
export type Attachment = components['schemas']['AttachmentSchema'];

type Call = (path: string, init?: Record<string, unknown>) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** The attachment calls of an entity, below its base (the engine serves them for every definition with `attachments`). */
export function attachmentsApi(api: Api, entity: EntityDefinition) {
  const client = api.client as unknown as Record<'GET' | 'POST' | 'DELETE', Call>;
  const at = (op: string) => `${entity.basePath}/attachments/${op}`;
  return {
    list: (rowId: number) => unwrapValue<{ data: Attachment[]; rowCount: number }>(client.GET(at('getFiltered'), { params: { query: { id: rowId } } })),
    upload: (rowId: number, values: { type: string; title: string; code: string }, file: File) => {
      const form = new FormData();
      form.append('id', String(rowId));
      if (values.type) form.append('type', values.type);
      form.append('title', values.title);
      if (values.code) form.append('code', values.code);
      form.append('file', file);
      return unwrapValue<Attachment>(client.POST(at('upload'), { body: form, bodySerializer: (b: unknown) => b }));
    },
    download: async (attachmentId: number): Promise<Blob> => {
      const res = await client.GET(at('download'), { params: { query: { attachmentId } }, parseAs: 'blob' });
      if (!res.response.ok) return unwrapValue<never>(Promise.resolve(res));
      return res.data as Blob;
    },
    remove: (attachmentId: number) => unwrapValue<{ id: number }>(client.DELETE(at('remove'), { params: { query: { attachmentId } } })),
  };
}

const EMPTY = { type: '', title: '', code: '' };

/**
 * The attachments of a row on its form (spec: "attachments (type*, title*, code, file*)"): the files with their
 * type, title, code and size, each downloaded or removed (after a question), and a row of inputs to add one, all
 * by keyboard. Shown on a stored row only; adding and removing need the page's Update action.
 */
export function AttachmentsSection({ entity, rowId, readOnly, pageUrl }: { entity: EntityDefinition; rowId: number; readOnly: boolean; pageUrl: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const api = useApi();
  const alerts = useAlerts();
  const queryClient = useQueryClient();
  const a = entity.attachments!;
  const calls = useMemo(() => attachmentsApi(api, entity), [api, entity]);
  const access = usePageAccess(pageUrl);
  const editable = !readOnly && access.update;
  const key = ['entity', entity.name, 'attachments', rowId] as const;
  const files = useQuery({ queryKey: key, queryFn: () => calls.list(rowId) });
  const [values, setValues] = useState(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [asking, setAsking] = useState<Attachment | null>(null);
  const maxBytes = a.maxBytes ?? ATTACHMENT_MAX_BYTES;
  // the value is read from the event now: the updater runs later, when the event's target is gone
  const set = (field: keyof typeof EMPTY, value: string) => setValues((old) => ({ ...old, [field]: value }));
  const typeLabel = (v: number | null) => a.types?.find((o) => o.value === v)?.label[language] ?? '';

  async function upload() {
    const found: Record<string, string> = {};
    if (a.types?.length && !values.type) found.type = t('entity.required', { field: t('relational.attachments.type') });
    if (!values.title.trim() && a.titleRequired !== false) found.title = t('entity.required', { field: t('relational.attachments.title') });
    if (!file) found.file = t('entity.required', { field: t('relational.attachments.file') });
    else if (file.size > maxBytes) found.file = t('relational.attachments.tooLarge', { mb: localizeDigits(Math.round(maxBytes / 1024 / 1024), language) });
    setErrors(found);
    if (Object.keys(found).length || !file) return;
    setSaving(true);
    try {
      await calls.upload(rowId, { ...values, title: values.title.trim(), code: values.code.trim() }, file);
      alerts.snackbar(t('relational.attachments.uploaded'), 'success');
      setValues(EMPTY);
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      const described = describeError(error, t, ['type', 'title', 'code', 'file']);
      setErrors(described.fieldErrors);
      if (!Object.keys(described.fieldErrors).length) alerts.dialog(described.message, 'danger');
    } finally {
      setSaving(false);
    }
  }

  async function download(f: Attachment) {
    try {
      const blob = await alerts.withLoader(() => calls.download(f.id));
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = f.fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      reportError(error);
    }
  }

  async function remove(f: Attachment) {
    try {
      await calls.remove(f.id);
      alerts.snackbar(t('relational.attachments.removed'), 'success');
    } catch (error) {
      reportError(error);
    }
    await queryClient.invalidateQueries({ queryKey: key });
  }

  // Enter in an input adds the file instead of saving the row's form around it
  const onEnter = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void upload();
  };
  const list = files.data?.data ?? [];
  return (
    <Stack gap="xs" data-attachments={entity.name}>
      <Title order={5}>{a.label[language]}</Title>
      <Table withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            {a.types?.length ? <Table.Th>{t('relational.attachments.type')}</Table.Th> : null}
            <Table.Th>{t('relational.attachments.title')}</Table.Th>
            <Table.Th>{t('relational.attachments.code')}</Table.Th>
            <Table.Th>{t('relational.attachments.fileName')}</Table.Th>
            <Table.Th>{t('relational.attachments.size')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('entity.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((f) => (
            <Table.Tr key={f.id} data-attachment={f.id}>
              {a.types?.length ? <Table.Td>{typeLabel(f.type)}</Table.Td> : null}
              <Table.Td>{f.title}</Table.Td>
              <Table.Td>{f.code ? localizeDigits(f.code, language) : ''}</Table.Td>
              <Table.Td>{f.fileName}</Table.Td>
              <Table.Td>{t('relational.attachments.kb', { n: formatNumber(Math.max(1, Math.round(f.fileSize / 1024)), language) })}</Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Tooltip label={t('relational.attachments.download', { name: f.fileName })}>
                    <ActionIcon variant="subtle" aria-label={t('relational.attachments.download', { name: f.fileName })} onClick={() => void download(f)}>
                      <IconDownload size={16} />
                    </ActionIcon>
                  </Tooltip>
                  {editable && (
                    <Tooltip label={t('relational.attachments.remove', { name: f.fileName })}>
                      <ActionIcon variant="subtle" color="danger" aria-label={t('relational.attachments.remove', { name: f.fileName })} onClick={() => setAsking(f)}>
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
          {!list.length && (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <Text size="sm" c="dimmed">
                  {t('relational.attachments.none')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      {editable && (
        <Stack gap="xs" data-attachment-form>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {a.types?.length ? (
              <Select
                label={t('relational.attachments.type')}
                withAsterisk
                data={a.types.map((o) => ({ value: String(o.value), label: o.label[language] }))}
                value={values.type || null}
                onChange={(v) => set('type', v ?? '')}
                error={errors.type}
                name="attachmentType"
              />
            ) : null}
            <TextInput label={t('relational.attachments.title')} withAsterisk={a.titleRequired !== false} value={values.title} maxLength={200} onChange={(e) => set('title', e.currentTarget.value)} onKeyDown={onEnter} error={errors.title} name="attachmentTitle" />
            <TextInput label={t('relational.attachments.code')} value={values.code} maxLength={50} dir="ltr" onChange={(e) => set('code', e.currentTarget.value)} onKeyDown={onEnter} error={errors.code} name="attachmentCode" />
            <FileInput label={t('relational.attachments.file')} withAsterisk value={file} onChange={setFile} error={errors.file} clearable leftSection={<IconPaperclip size={16} />} name="attachmentFile" />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button size="xs" variant="light" loading={saving} onClick={() => void upload()}>
              {t('relational.attachments.add')}
            </Button>
          </Group>
        </Stack>
      )}
      <ConfirmModal text={asking ? t('relational.attachments.removeQuestion', { name: asking.title ?? asking.fileName }) : null} onYes={() => asking && void remove(asking)} onClose={() => setAsking(null)} />
    </Stack>
  );
}
