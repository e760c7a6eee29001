import { Alert, Badge, Button, Checkbox, Code, CopyButton, Group, Modal, Radio, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconEdit, IconKey } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/api/ApiProvider';
import { useOrganisationAccess, usePageShortcuts } from '../../core/access';
import { useForm } from '../../core/forms/useForm';
import { ListScreen, useConfirm, useDataList } from '../../core/list';
import { FormErrorAlert } from '../auth/components/AuthShell';
import { keys } from './api';
import { StateBadge, activeToggle, useAccessApi } from './components';
import { GRANTS, oauthClientKeys, oauthClientsApi, type OAuthClient, type OAuthClientInput, type OAuthClientSecret } from './oauthClientsApi';

const CLIENT_ID_PATTERN = /^[a-z0-9][a-z0-9._-]{2,99}$/;

function useOAuthClientsApi() {
  const api = useApi();
  return useMemo(() => oauthClientsApi(api), [api]);
}

/**
 * OAuth clients of integrators (docs/integrators.md): the paged list, register (a confidential client's secret
 * is shown once), edit, activate and disable, and a new secret; disabling and a new secret ask first.
 */
export function OAuthClientsTab() {
  const { t } = useTranslation();
  const access = useOrganisationAccess();
  const o = useOAuthClientsApi();
  const list = useDataList<OAuthClient>({ queryKey: [...oauthClientKeys.all, 'list'], refreshKey: oauthClientKeys.all, fetch: (p) => o.list(p) });
  const [editing, setEditing] = useState<OAuthClient | 'new' | null>(null);
  const [secret, setSecret] = useState<OAuthClientSecret | null>(null);
  const confirm = useConfirm();
  const refresh = () => void list.refresh();
  const saved = t('access.common.saved');
  usePageShortcuts({ N: () => setEditing('new') });

  const askDisable = (c: OAuthClient) =>
    confirm.ask({
      title: t('access.common.deactivate'),
      message: t('access.oauth.confirmDisable', { name: c.name }),
      confirmLabel: t('access.common.deactivate'),
      cancelLabel: t('access.common.cancel'),
      run: async () => { await o.deactivate(c.clientId); refresh(); },
    });
  const askRotate = (c: OAuthClient) =>
    confirm.ask({
      title: t('access.oauth.rotate'),
      message: t('access.oauth.confirmRotate', { name: c.name }),
      confirmLabel: t('access.oauth.rotate'),
      cancelLabel: t('access.common.cancel'),
      run: async () => { setSecret(await o.rotateSecret(c.clientId)); refresh(); },
    });

  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">{t('access.oauth.intro')}</Text>
      <ListScreen
        list={list}
        search={{ label: t('access.oauth.search') }}
        toolbar={access.create && <Button onClick={() => setEditing('new')}>{t('access.oauth.new')}</Button>}
        rowNumbers
        columns={[
          { accessor: 'clientId', title: t('access.oauth.clientId'), render: (c) => <span dir="ltr">{c.clientId}</span> },
          { accessor: 'name', title: t('access.oauth.name') },
          { accessor: 'kind', title: t('access.oauth.kind'), render: (c) => t(c.kind === 'public' ? 'access.oauth.public' : 'access.oauth.confidential') },
          { accessor: 'grantTypes', title: t('access.oauth.grants'), render: (c) => <span dir="ltr">{c.grantTypes.join(', ')}</span> },
          { accessor: 'serviceAccount', title: t('access.oauth.serviceAccount'), render: (c) => (c.roleTitle ? `${c.companyName ?? ''} — ${c.roleTitle}` : '—') },
          { accessor: 'state', title: t('access.common.state'), render: (c) => <Group gap={4} wrap="nowrap"><StateBadge isActive={c.isActive} />{c.isBuiltIn && <Badge variant="light" color="gray" tt="none">{t('access.oauth.builtIn')}</Badge>}</Group> },
        ]}
        actionsTitle={t('access.common.operations')}
        rowActions={(c) => [
          access.update && !c.isBuiltIn && { label: t('access.common.edit'), icon: <IconEdit size={18} />, onClick: () => setEditing(c) },
          access.update && !c.isBuiltIn && c.kind === 'confidential' && { label: t('access.oauth.rotate'), icon: <IconKey size={18} />, onClick: () => askRotate(c) },
          access.activate && !c.isBuiltIn && activeToggle(t, c.isActive, (on) => (on ? void list.run(() => o.activate(c.clientId), saved) : askDisable(c))),
        ]}
        emptyText={t('access.common.empty')}
        getId={(c) => c.clientId}
        rowAttributes={(c) => ({ 'data-testid': `oauth-row-${c.clientId}` })}
        testId="oauth-clients-table"
        minWidth={860}
        pager={{ countText: 'range' }}
      />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? t('access.oauth.new') : t('access.oauth.edit')} centered size="lg" closeButtonProps={{ 'aria-label': t('shell.alerts.close') }}>
        {editing !== null && (
          <ClientForm
            key={editing === 'new' ? 'new' : editing.clientId}
            client={editing === 'new' ? null : editing}
            onDone={(created) => { setEditing(null); if (created?.clientSecret) setSecret(created); refresh(); }}
          />
        )}
      </Modal>
      <Modal opened={secret !== null} onClose={() => setSecret(null)} title={t('access.oauth.secretTitle')} centered size="lg" closeOnClickOutside={false} data-testid="oauth-secret-dialog" closeButtonProps={{ 'aria-label': t('shell.alerts.close') }}>
        {secret && (
          <Stack>
            <Alert color="warning" title={t('access.oauth.secretOnce')}>{t('access.oauth.secretHint')}</Alert>
            <Text size="sm">{t('access.oauth.clientId')}: <Code dir="ltr">{secret.clientId}</Code></Text>
            <Code block dir="ltr" data-testid="oauth-secret" style={{ wordBreak: 'break-all' }}>{secret.clientSecret}</Code>
            <Group justify="flex-end">
              <CopyButton value={secret.clientSecret ?? ''}>
                {({ copied, copy }) => <Button variant="default" onClick={copy}>{copied ? t('access.oauth.copied') : t('access.oauth.copy')}</Button>}
              </CopyButton>
              <Button onClick={() => setSecret(null)}>{t('access.oauth.secretDone')}</Button>
            </Group>
          </Stack>
        )}
      </Modal>
      {confirm.dialog}
    </>
  );
}

function ClientForm({ client, onDone }: { client: OAuthClient | null; onDone: (created: OAuthClientSecret | null) => void }) {
  const { t } = useTranslation();
  const o = useOAuthClientsApi();
  const a = useAccessApi();
  const roles = useQuery({ queryKey: [...keys.roles, 'active'], queryFn: () => a.roles.active() });
  const companies = useQuery({ queryKey: [...oauthClientKeys.all, 'companies'], queryFn: () => o.companies() });
  const form = useForm(
    {
      clientId: client?.clientId ?? '',
      name: client?.name ?? '',
      kind: client?.kind ?? 'confidential',
      redirectUris: (client?.redirectUris ?? []).join('\n'),
      grantTypes: (client?.grantTypes ?? ['client_credentials']).join(','),
      companyId: client?.companyId ? String(client.companyId) : '',
      roleId: client?.roleId ? String(client.roleId) : '',
    },
    (v) => {
      const grants = v.grantTypes.split(',').filter(Boolean);
      const service = grants.includes('client_credentials');
      return {
        clientId: !CLIENT_ID_PATTERN.test(v.clientId.trim()) ? t('access.oauth.clientIdHint') : null,
        name: !v.name.trim() ? t('access.validation.required') : null,
        grantTypes: grants.length === 0 ? t('access.oauth.grantRequired') : service && v.kind === 'public' ? t('access.oauth.publicNoService') : null,
        redirectUris: grants.includes('authorization_code') && !v.redirectUris.trim() ? t('access.oauth.redirectRequired') : null,
        companyId: service && !v.companyId ? t('access.validation.required') : null,
        roleId: service && !v.roleId ? t('access.validation.required') : null,
      };
    },
  );
  const grants = form.values.grantTypes.split(',').filter(Boolean);
  const service = grants.includes('client_credentials');
  const save = useMutation({
    // the form shows the failure (its message and the field errors under the fields)
    meta: { handlesErrors: true },
    mutationFn: async (v: typeof form.values): Promise<OAuthClientSecret | null> => {
      const g = v.grantTypes.split(',').filter(Boolean);
      const sa = g.includes('client_credentials');
      const body = {
        name: v.name.trim(),
        redirectUris: v.redirectUris.split('\n').map((s) => s.trim()).filter(Boolean),
        grantTypes: g as OAuthClientInput['grantTypes'],
        companyId: sa && v.companyId ? Number(v.companyId) : null,
        roleId: sa && v.roleId ? Number(v.roleId) : null,
      };
      if (client) {
        await o.update({ ...body, clientId: client.clientId, version: client.version });
        return null;
      }
      return o.create({ ...body, clientId: v.clientId.trim(), kind: v.kind as 'confidential' | 'public', isActive: true });
    },
  });
  return (
    <form onSubmit={form.handleSubmit(async (v) => onDone(await save.mutateAsync(v)))} noValidate>
      <Stack>
        <FormErrorAlert error={form.formError} />
        <TextInput label={t('access.oauth.clientId')} description={t('access.oauth.clientIdHint')} dir="ltr" required disabled={!!client} data-autofocus {...form.field('clientId')} />
        <TextInput label={t('access.oauth.name')} required {...form.field('name')} />
        <Radio.Group label={t('access.oauth.kind')} value={form.values.kind} onChange={(value) => form.setField('kind', value)} description={t('access.oauth.kindHint')}>
          <Group mt="xs">
            <Radio value="confidential" label={t('access.oauth.confidential')} disabled={!!client} />
            <Radio value="public" label={t('access.oauth.public')} disabled={!!client} />
          </Group>
        </Radio.Group>
        <Checkbox.Group label={t('access.oauth.grants')} value={grants} onChange={(value) => form.setField('grantTypes', GRANTS.filter((g) => value.includes(g)).join(','))} error={form.errors.grantTypes}>
          <Stack gap={6} mt="xs">
            {GRANTS.map((g) => <Checkbox key={g} value={g} label={<span dir="ltr">{g}</span>} />)}
          </Stack>
        </Checkbox.Group>
        <Textarea label={t('access.oauth.redirectUris')} description={t('access.oauth.redirectHint')} dir="ltr" autosize minRows={2} {...form.field('redirectUris')} onChange={(e) => form.setField('redirectUris', e.currentTarget.value)} />
        {service && (
          <>
            <Select
              label={t('access.oauth.company')}
              required
              data={(companies.data?.data ?? []).map((c) => ({ value: String(c.companyId), label: c.companyName }))}
              value={form.values.companyId || null}
              onChange={(value) => form.setField('companyId', value ?? '')}
              error={form.errors.companyId}
            />
            <Select
              label={t('access.oauth.role')}
              description={t('access.oauth.roleHint')}
              required
              searchable
              data={(roles.data ?? []).map((r) => ({ value: String(r.id), label: r.title }))}
              value={form.values.roleId || null}
              onChange={(value) => form.setField('roleId', value ?? '')}
              error={form.errors.roleId}
            />
          </>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>{t('access.common.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
