import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { unwrap } from '@karsaz/api-client';
import { APPLICATION_STATUS, APPLICATION_STATUSES, INTERVIEW_LEVELS, findEntity } from '@karsaz/entities';
import { useNavigate } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageAccess } from '../../core/access';
import { useAlerts } from '../../core/alerts';
import { useApi } from '../../core/api/ApiProvider';
import type { FormAddonProps } from '../../core/entity/addons';
import { FieldInput } from '../../core/entity/EntityForm';
import { entityKeys, type EntityRow } from '../../core/entity/entityApi';
import { initialValues, toBody, type FormValues } from '../../core/entity/fields';
import { describeError } from '../../core/forms/errors';
import { useFormat, useLanguage } from '../../core/i18n/useLanguage';
import { ApplicantFilesList } from './ApplicantFilesList';
import { ApplicationTests } from './ApplicationTests';

const STEP_FIELDS = ['level', 'interviewerId', 'interviewLocationId', 'scheduledAt', 'score', 'feedback'] as const;
const OPEN: number[] = [APPLICATION_STATUS.submitted, APPLICATION_STATUS.inReview];

type Line = Record<string, unknown> & { id: number; order: number; title: string };

/**
 * An application opened on the recruitment inbox (/hr-recruiter-2): for holders of its Update, the interview level
 * of its current step (spec §4) with interviewer, place, time, score and feedback (POST jobapplication/setStep);
 * the tests taken in it, marked here (ApplicationTests); its history (getHistory); and, once accepted, «استخدام»: the
 * personnel form, started from the résumé.
 */
export function ApplicationAddon({ entity, row }: FormAddonProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormat();
  const api = useApi();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const access = usePageAccess('/hr-recruiter-2');
  const personnel = usePageAccess('/personnel-2');
  const stepEntity = findEntity('jobapplicationstep')!;
  const id = Number(row?.id) || 0;
  const lines = (row?.lines ?? []) as Line[];
  const current = lines.find((l) => l.order === row?.currentStep) ?? null;
  const start = useMemo(() => initialValues(stepEntity, current as EntityRow | null), [stepEntity, current]);
  const [values, setValues] = useState<FormValues | null>(null);
  const shown = values ?? start;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const history = useQuery({
    queryKey: ['recruitment', 'applicationHistory', id, row?.version],
    queryFn: () => unwrap(api.client.GET('/api/recruitment/v1/jobapplication/getHistory', { params: { query: { Id: id } } })),
    enabled: id > 0,
    meta: { handlesErrors: true },
  });
  if (!row) return null;
  const status = Number(row.status);
  const open = OPEN.includes(status);

  const save = async () => {
    setErrors({});
    const body = toBody(stepEntity, shown);
    const sent = Object.fromEntries(STEP_FIELDS.map((f) => [f, body[f] ?? null]));
    setSaving(true);
    try {
      await unwrap(api.client.POST('/api/recruitment/v1/jobapplication/setStep', { body: { id, version: Number(row.version), ...sent } as never }));
      setValues(null);
      await queryClient.invalidateQueries({ queryKey: entityKeys.all(entity) });
      alerts.snackbar(t('recruitment.step.saved'), 'success');
    } catch (error) {
      const d = describeError(error, t, [...STEP_FIELDS]);
      setErrors({ ...d.fieldErrors, ...(Object.keys(d.fieldErrors).length ? {} : { form: d.message }) });
    } finally {
      setSaving(false);
    }
  };

  const eventTitle = (e: { event: string; level: number | null; step: string | null; status: number | null }) => {
    if (e.event === 'applicant.apply') return t('recruitment.step.apply');
    if (e.event === 'applicant.withdraw') return t('recruitment.step.withdraw');
    if (e.event === 'jobapplication.hire') return t('recruitment.step.hired');
    if (e.event === 'applicant.test.start') return t('recruitment.step.testStarted', { step: e.step ?? '' });
    if (e.event === 'applicant.test.submit') return t('recruitment.step.testSent');
    if (e.event === 'jobapplication.test.mark') return t('recruitment.step.testMarked', { step: e.step ?? '' });
    if (e.event === 'jobapplication.feedback') return t('recruitment.step.feedback', { step: e.step ?? '' });
    if (e.event === 'applicant.survey') return t('recruitment.step.survey');
    const level = INTERVIEW_LEVELS.find((o) => o.value === e.level)?.label[language] ?? '';
    return `${e.step ?? ''}: ${level}`;
  };

  return (
    <Stack gap="md" data-testid="application-addon">
      {open && access.update && (
        <Paper withBorder p="md" component="section" aria-labelledby="application-step">
          <Title order={5} id="application-step" mb="sm">
            {current ? t('recruitment.step.title', { step: current.title }) : t('recruitment.step.none')}
          </Title>
          {errors.form && (
            <Alert color="danger" role="alert" mb="sm">
              {errors.form}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {STEP_FIELDS.map((field) => (
              <FieldInput
                key={field}
                entity={stepEntity}
                field={field}
                def={stepEntity.fields[field]!}
                value={shown[field] ?? ''}
                onChange={(v) => setValues({ ...shown, [field]: v })}
                error={errors[field]}
                readOnly={false}
                isNew={false}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button onClick={() => void save()} loading={saving}>
              {t('recruitment.step.save')}
            </Button>
          </Group>
        </Paper>
      )}
      {!open && (
        <Text size="sm" c="dimmed">
          {APPLICATION_STATUSES.find((o) => o.value === status)?.label[language]} — {t('recruitment.step.decided')}
        </Text>
      )}
      {status === APPLICATION_STATUS.accepted && personnel.create && (
        <Group>
          <Button
            color="success"
            leftSection={<IconUserCheck size={16} aria-hidden />}
            onClick={() => void navigate({ to: '/personnel-2/create', search: { jobApplicationId: id } as never })}
            aria-describedby="hire-hint"
          >
            {t('recruitment.step.hire')}
          </Button>
          <Text size="xs" c="dimmed" id="hire-hint">
            {t('recruitment.step.hireHint')}
          </Text>
        </Group>
      )}
      {id > 0 && <ApplicantFilesList applicationId={id} />}
      {id > 0 && <ApplicationTests applicationId={id} canMark={access.update} />}
      {history.data && history.data.length > 0 && (
        <section aria-labelledby="application-history">
          <Title order={5} id="application-history" mb="xs">
            {t('recruitment.step.history')}
          </Title>
          <Timeline active={history.data.length - 1} bulletSize={14} lineWidth={2} data-testid="application-history">
            {history.data.map((e, i) => (
              <Timeline.Item key={i} title={eventTitle(e)}>
                <Text size="xs" c="dimmed">
                  {format.date(e.at)} {format.time(e.at)} — {e.by ?? t('recruitment.step.byApplicant')}
                </Text>
                {e.feedback && <Text size="sm">{e.feedback}</Text>}
              </Timeline.Item>
            ))}
          </Timeline>
        </section>
      )}
    </Stack>
  );
}
