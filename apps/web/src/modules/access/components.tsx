import { ActionIcon, Badge, Button, Group, Modal, Stack, Text, TextInput, Tooltip, type ButtonProps } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/api/ApiProvider';
import { useAlerts } from '../../core/alerts';
import { describeError } from '../../core/forms/errors';
import { useFormat } from '../../core/i18n/useLanguage';
import { accessApi, type PageParams } from './api';

export const PAGE_SIZE = 10;

/** Role and action names are Latin identifiers (they travel in tokens and code). */
export const NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]*$/;

export function useAccessApi() {
  const api = useApi();
  return useMemo(() => accessApi(api), [api]);
}

/** Paging and search state of one list: pageIndex from 1, pageSize 10; a new search goes back to page 1. */
export function usePaging(pageSize = PAGE_SIZE) {
  const [pageIndex, setPageIndex] = useState(1);
  const [searchTerm, setSearch] = useState('');
  const params: PageParams = { pageIndex, pageSize, searchTerm };
  return {
    params,
    setPageIndex,
    searchTerm,
    setSearchTerm: (value: string) => {
      setSearch(value);
      setPageIndex(1);
    },
  };
}

export function SearchBox({ value, onChange, label }: { value: string; onChange: (v: string) => void; label: string }) {
  return (
    <TextInput
      aria-label={label}
      placeholder={label}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      w={{ base: '100%', sm: 280 }}
    />
  );
}

/** "۱–۱۰ از ۲۳" with the previous and next page; the arrows follow the reading direction. */
export function Pager({ pageIndex, pageSize, rowCount, onChange }: { pageIndex: number; pageSize: number; rowCount: number; onChange: (p: number) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const pages = Math.max(1, Math.ceil(rowCount / pageSize));
  const from = rowCount === 0 ? 0 : (pageIndex - 1) * pageSize + 1;
  const to = Math.min(rowCount, pageIndex * pageSize);
  const rtl = format.language === 'fa';
  return (
    <Group justify="space-between" gap="xs" data-testid="pager">
      <Text size="sm" c="dimmed">
        {t('access.common.range', { from: format.number(from), to: format.number(to), count: format.number(rowCount) })}
      </Text>
      <Group gap={4}>
        <ActionIcon variant="default" aria-label={t('access.common.previousPage')} disabled={pageIndex <= 1} onClick={() => onChange(pageIndex - 1)}>
          {rtl ? <IconChevronRight size={16} /> : <IconChevronLeft size={16} />}
        </ActionIcon>
        <Text size="sm" miw={70} ta="center">
          {t('access.common.pageOf', { page: format.number(pageIndex), pages: format.number(pages) })}
        </Text>
        <ActionIcon variant="default" aria-label={t('access.common.nextPage')} disabled={pageIndex >= pages} onClick={() => onChange(pageIndex + 1)}>
          {rtl ? <IconChevronLeft size={16} /> : <IconChevronRight size={16} />}
        </ActionIcon>
      </Group>
    </Group>
  );
}

export function StateBadge({ isActive, isDisabled }: { isActive: boolean; isDisabled?: boolean }) {
  const { t } = useTranslation();
  if (isDisabled) return <Badge color="gray" variant="light" tt="none" style={{ minWidth: 'max-content' }}>{t('access.common.disabled')}</Badge>;
  return isActive ? (
    <Badge color="success" variant="light" tt="none" style={{ minWidth: 'max-content' }}>{t('access.common.active')}</Badge>
  ) : (
    <Badge color="warning" variant="light" tt="none" style={{ minWidth: 'max-content' }}>{t('access.common.inactive')}</Badge>
  );
}

/** A row action shown as an icon with a tooltip (its name is the accessible label). */
export function RowAction({ label, icon, onClick, color, disabled }: { label: string; icon: ReactNode; onClick: () => void; color?: string; disabled?: boolean }) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick} disabled={disabled}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

export interface ConfirmRequest {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  run: () => Promise<unknown>;
}

/**
 * Destructive actions ask first: `ask({...})` opens the dialog; confirming runs the call, shows a failure in the
 * global dialog (409 "held by users", ...) and closes.
 */
export function useConfirm() {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!request) return;
    setBusy(true);
    try {
      await request.run();
      setRequest(null);
    } catch (error) {
      setRequest(null);
      alerts.dialog(describeError(error, t).message, 'danger');
    } finally {
      setBusy(false);
    }
  };
  const dialog = (
    <Modal opened={!!request} onClose={() => !busy && setRequest(null)} title={request?.title} centered size="sm">
      <Stack>
        <Text>{request?.message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setRequest(null)} disabled={busy}>
            {t('access.common.cancel')}
          </Button>
          <Button color="danger" onClick={() => void confirm()} loading={busy} data-testid="confirm-action">
            {request?.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
  return { ask: setRequest, dialog };
}

/** Runs a row action (activate, deactivate, ...): success in the snackbar, failure in the dialog. */
export function useRowAction() {
  const { t } = useTranslation();
  const alerts = useAlerts();
  return async (call: () => Promise<unknown>, done?: string) => {
    try {
      await call();
      alerts.snackbar(done ?? t('access.common.saved'), 'success');
    } catch (error) {
      alerts.dialog(describeError(error, t).message, 'danger');
    }
  };
}

export function NewButton({ label, onClick, ...rest }: { label: string; onClick: () => void } & ButtonProps) {
  return (
    <Button onClick={onClick} {...rest}>
      {label}
    </Button>
  );
}
