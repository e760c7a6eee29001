import { Badge } from '@mantine/core';
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
