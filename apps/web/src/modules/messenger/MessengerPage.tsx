import { Alert, Anchor, Button, Code, CopyButton, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconBrandTelegram, IconUnlink } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/api/ApiProvider';
import { usePageAccess } from '../../core/access';
import { useAlerts } from '../../core/alerts';
import { describeError } from '../../core/forms/errors';
import { useFormat } from '../../core/i18n/useLanguage';
import { DataTableView, useConfirm } from '../../core/list';
import { messengerApi, messengerKeys, type MessengerAccount, type MessengerLinkCode, type ProviderName } from './api';

/**
 * The user's messenger accounts (spec: /telegramChat-2): a one-time link code as the bot's deep link (t.me or ble.ir
 * with ?start=<code>), the linked accounts, and unlinking one after a confirmation.
 */
export function MessengerPage() {
  const { t } = useTranslation();
  const api = useApi();
  const m = useMemo(() => messengerApi(api), [api]);
  const format = useFormat();
  const alerts = useAlerts();
  const access = usePageAccess('/telegramChat-2');
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const providers = useQuery({ queryKey: [...messengerKeys.all, 'providers'], queryFn: m.providers });
  const accounts = useQuery({ queryKey: [...messengerKeys.all, 'accounts'], queryFn: m.accounts });
  const [code, setCode] = useState<MessengerLinkCode | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: messengerKeys.all });
  const name = (p: string) => t(`messenger.providers.${p as ProviderName}`);

  const link = async (provider: ProviderName) => {
    try {
      setCode(await alerts.withLoader(() => m.createLinkCode(provider)));
    } catch (e) {
      alerts.dialog(describeError(e, t).message, 'danger');
    }
  };
  const askUnlink = (a: MessengerAccount) =>
    confirm.ask({
      title: t('messenger.unlink'),
      message: t('messenger.confirmUnlink', { account: a.username ? `@${a.username}` : (a.firstName ?? a.chatId), provider: name(a.provider) }),
      confirmLabel: t('messenger.unlink'),
      cancelLabel: t('messenger.cancel'),
      run: async () => {
        await m.remove(a.id);
        alerts.snackbar(t('messenger.unlinked'), 'success');
        await refresh();
      },
    });

  return (
    <Stack>
      <Title order={2}>{t('messenger.routes.messengers')}</Title>
      <Text size="sm">{t('messenger.intro')}</Text>
      <Group>
        {(providers.data ?? []).map((p) =>
          p.enabled ? (
            access.create && (
              <Button key={p.provider} leftSection={<IconBrandTelegram size={16} aria-hidden />} onClick={() => void link(p.provider)} data-testid={`link-${p.provider}`}>
                {t('messenger.link', { provider: name(p.provider) })}
              </Button>
            )
          ) : (
            <Alert key={p.provider} color="gray" variant="light" py={6}>{t('messenger.notConfigured', { provider: name(p.provider) })}</Alert>
          ),
        )}
      </Group>
      <Group justify="space-between">
        <Title order={3} size="h4">{t('messenger.linked')}</Title>
        <Button variant="default" onClick={() => void refresh()}>{t('messenger.refresh')}</Button>
      </Group>
      <DataTableView<MessengerAccount>
        records={accounts.data ?? []}
        loading={accounts.isLoading}
        fetching={accounts.isFetching}
        error={accounts.error}
        rowNumbers
        columns={[
          { accessor: 'provider', title: t('messenger.provider'), render: (a) => name(a.provider) },
          { accessor: 'username', title: t('messenger.account'), render: (a) => (a.username ? <span dir="ltr">@{a.username}</span> : (a.firstName ?? '—')) },
          { accessor: 'chatId', title: t('messenger.chatId'), render: (a) => <span dir="ltr">{format.digits(a.chatId)}</span> },
          { accessor: 'linkedAt', title: t('messenger.linkedAt'), render: (a) => `${format.date(a.linkedAt)} ${format.time(a.linkedAt)}` },
        ]}
        actionsTitle={t('messenger.operations')}
        rowActions={(a) => [access.delete && { label: t('messenger.unlink'), icon: <IconUnlink size={18} />, color: 'danger', onClick: () => askUnlink(a) }]}
        emptyText={t('messenger.empty')}
        rowAttributes={(a) => ({ 'data-testid': `messenger-row-${a.chatId}` })}
        testId="messenger-table"
      />
      <Modal opened={code !== null} onClose={() => { setCode(null); void refresh(); }} title={code ? t('messenger.linkTitle', { provider: name(code.provider) }) : ''} centered size="lg" data-testid="link-dialog" closeButtonProps={{ 'aria-label': t('shell.alerts.close') }}>
        {code && (
          <Stack>
            <Text size="sm">{t('messenger.linkHelp', { provider: name(code.provider) })}</Text>
            {code.deepLink && (
              <Anchor href={code.deepLink} target="_blank" rel="noopener noreferrer" dir="ltr" data-testid="deep-link">
                {t('messenger.openLink', { provider: name(code.provider) })}: {code.deepLink}
              </Anchor>
            )}
            <Text size="sm" fw={500}>{t('messenger.startCommand')}</Text>
            <Code block dir="ltr" data-testid="start-command">{`/start ${code.code}`}</Code>
            <Group justify="flex-end">
              <CopyButton value={`/start ${code.code}`}>
                {({ copied, copy }) => <Button variant="default" onClick={copy}>{copied ? t('messenger.copied') : t('messenger.copy')}</Button>}
              </CopyButton>
              <Button onClick={() => { setCode(null); void refresh(); }}>{t('messenger.done')}</Button>
            </Group>
          </Stack>
        )}
      </Modal>
      {confirm.dialog}
    </Stack>
  );
}
