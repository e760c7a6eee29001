import { Alert } from '@mantine/core';
import { unwrap } from '@karsaz/api-client';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/api/ApiProvider';
import type { FormAddonProps } from '../../core/entity/addons';
import { initialValues } from '../../core/entity/fields';
import type { EntityRow } from '../../core/entity/entityApi';

/**
 * A new personnel record with a job application (`/personnel-2/create?jobApplicationId=…`, or the application picked
 * in its field): the résumé's name, national code, birth date, gender, marital and military status, mobile, e-mail
 * and the ad's department fill the fields still empty (GET jobapplication/getHireDraft); saving makes it hired.
 */
export function PersonnelHireAddon({ entity, values, mode, fill }: FormAddonProps) {
  const { t } = useTranslation();
  const api = useApi();
  const id = Number(values.jobApplicationId) || 0;
  const draft = useQuery({
    queryKey: ['recruitment', 'hireDraft', id],
    queryFn: () => unwrap(api.client.GET('/api/recruitment/v1/jobapplication/getHireDraft', { params: { query: { Id: id } } })),
    enabled: mode === 'create' && id > 0,
    meta: { handlesErrors: true },
  });
  useEffect(() => {
    if (!draft.data) return;
    const { jobApplicationId: _, ...rest } = draft.data;
    const formed = initialValues(entity, { id: 0, version: 0, ...rest } as EntityRow);
    fill(Object.fromEntries(Object.keys(rest).filter((k) => k in formed && rest[k as keyof typeof rest] !== null).map((k) => [k, formed[k]!])));
  }, [draft.data, entity, fill]);
  if (mode !== 'create' || !id) return null;
  if (draft.isError)
    return (
      <Alert color="danger" role="alert">
        {t('recruitment.hire.failed')}
      </Alert>
    );
  if (!draft.data) return null;
  return (
    <Alert color="primary" role="status" data-testid="hire-filled">
      {t('recruitment.hire.filled')}
    </Alert>
  );
}
