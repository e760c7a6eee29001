import { Badge } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { RowActionDef } from '../../core/list';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/api/ApiProvider';
import { accessApi } from './api';

/** Role and action names are Latin identifiers (they travel in tokens and code). */
export const NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]*$/;

export function useAccessApi() {
  const api = useApi();
  return useMemo(() => accessApi(api), [api]);
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

/** The row action that deactivates an active row or activates an inactive one. */
export function activeToggle(t: TFunction, isActive: boolean, set: (active: boolean) => void): RowActionDef {
  return isActive
    ? { label: t('access.common.deactivate'), color: 'warning', icon: <IconPlayerPause size={18} />, onClick: () => set(false) }
    : { label: t('access.common.activate'), color: 'success', icon: <IconPlayerPlay size={18} />, onClick: () => set(true) };
}
