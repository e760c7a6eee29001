import { Alert, Badge, Button, Group, Loader, Modal, Stack, Text, Timeline } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/api/ApiProvider';
import { describeError } from '../../core/forms/errors';
import { useFormat } from '../../core/i18n/useLanguage';
import { PORTAL_KEY, applicationsQuery, portalApi, type PortalApplication } from './portal';
import { SurveyDialog } from './SurveyDialog';
import { TestTaker } from './TestTaker';

const STATUS_COLOR: Record<number, string> = { 1: 'gray', 2: 'primary', 3: 'success', 4: 'danger', 5: 'gray', 6: 'success' };
const LEVEL_COLOR: Record<number, string> = { 1: 'gray', 2: 'gray', 3: 'success', 4: 'danger', 5: 'primary', 6: 'warning' };
/** Submitted and in review: the applicant may still withdraw. */
const UNDER_REVIEW = new Set([1, 2]);
/** Accepted, rejected, hired: the company's survey is open to the applicant. */
const DECIDED = new Set([3, 4, 6]);

/** The applicant's applications: each with its status, current step and the steps' interview levels; withdraw one under review. */
export function MyApplications() {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const queryClient = useQueryClient();
  const list = useQuery(applicationsQuery(api));
  const [asking, setAsking] = useState<PortalApplication | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [testing, setTesting] = useState<number | null>(null);
  const [surveying, setSurveying] = useState<number | null>(null);
  const withdraw = useMutation({
    mutationFn: (a: PortalApplication) => portalApi(api).withdraw(a.id),
    meta: { handlesErrors: true },
    onSuccess: async (_v, a) => {
      setAsking(null);
      setDone(t('applicantPortal.applications.withdrawn', { code: format.digits(a.code ?? '') }));
      await queryClient.invalidateQueries({ queryKey: PORTAL_KEY });
    },
  });

  if (list.isPending) return <Loader size="sm" aria-label={t('auth.applicantDashboard.loading')} />;
  if (list.isError)
    return (
      <Alert color="danger" role="alert">
        {describeError(list.error, t).message}
      </Alert>
    );
  return (
    <Stack gap="md">
      {done && (
        <Alert color="success" role="status" withCloseButton onClose={() => setDone(null)} closeButtonLabel={t('applicantPortal.jobs.close')}>
          {done}
        </Alert>
      )}
      {list.data.length === 0 ? (
        <Text c="dimmed" role="status">
          {t('applicantPortal.applications.empty')}
        </Text>
      ) : (
        list.data.map((a) => (
          <Stack key={a.id} gap="xs" component="section" aria-labelledby={`application-${a.id}`} data-testid={`application-${a.code}`} p="md" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
            <Group justify="space-between" wrap="wrap">
              <Text fw={700} id={`application-${a.id}`}>
                {a.jobAdTitle} — {a.companyTitle}
              </Text>
              <Badge color={STATUS_COLOR[a.status] ?? 'gray'} variant="light" data-testid="application-status">
                {t(`applicantPortal.applications.statuses.${a.status}` as never)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {t('applicantPortal.applications.code')}: {format.digits(a.code ?? '')} · {t('applicantPortal.applications.appliedAt')}: {format.date(a.appliedAt)}
              {a.currentStepTitle ? ` · ${t('applicantPortal.applications.currentStep')}: ${a.currentStepTitle}` : ''}
            </Text>
            {a.steps.length > 0 && (
              <Timeline active={a.steps.findIndex((s) => s.order === a.currentStep)} bulletSize={18} lineWidth={2} aria-label={t('applicantPortal.applications.steps', { code: format.digits(a.code ?? '') })}>
                {a.steps.map((s) => (
                  <Timeline.Item key={s.order} title={s.title}>
                    <Badge size="sm" color={LEVEL_COLOR[s.level] ?? 'gray'} variant="outline">
                      {t(`applicantPortal.applications.levels.${s.level}` as never)}
                    </Badge>
                    {s.scheduledAt && (
                      <Text size="xs" c="dimmed">
                        {t('applicantPortal.applications.scheduledAt', { time: `${format.date(s.scheduledAt)} ${format.time(s.scheduledAt)}` })}
                        {s.location ? ` — ${s.location}` : ''}
                      </Text>
                    )}
                    {s.hasTest && s.testStatus !== null && s.testStatus !== 1 && (
                      <Badge size="sm" color="success" variant="light" ms="xs">
                        {t(s.testStatus === 3 ? 'applicantPortal.test.marked' : 'applicantPortal.test.finished')}
                      </Badge>
                    )}
                    {s.hasTest && (s.testStatus === null || s.testStatus === 1) && s.order === a.currentStep && UNDER_REVIEW.has(a.status) && (
                      <Button size="xs" mt={4} display="block" onClick={() => setTesting(a.id)} aria-describedby={`application-${a.id}`} data-testid="start-test">
                        {t(s.testStatus === 1 ? 'applicantPortal.test.resume' : 'applicantPortal.test.start')}
                      </Button>
                    )}
                  </Timeline.Item>
                ))}
              </Timeline>
            )}
            {DECIDED.has(a.status) && (
              <Group justify="flex-end">
                <Button size="xs" variant="light" onClick={() => setSurveying(a.id)} aria-describedby={`application-${a.id}`} data-testid="open-survey">
                  {t('applicantPortal.survey.open')}
                </Button>
              </Group>
            )}
            {UNDER_REVIEW.has(a.status) && (
              <Group justify="flex-end">
                <Button size="xs" variant="subtle" color="danger" onClick={() => setAsking(a)} aria-describedby={`application-${a.id}`}>
                  {t('applicantPortal.applications.withdraw')}
                </Button>
              </Group>
            )}
          </Stack>
        ))
      )}
      {testing !== null && <TestTaker applicationId={testing} onClose={() => setTesting(null)} />}
      {surveying !== null && <SurveyDialog applicationId={surveying} onClose={() => setSurveying(null)} />}
      <Modal opened={asking !== null} onClose={() => setAsking(null)} title={t('applicantPortal.applications.withdrawTitle')}>
        <Stack gap="md">
          <Text size="sm">{t('applicantPortal.applications.withdrawAsk', { ad: asking?.jobAdTitle ?? '' })}</Text>
          {withdraw.isError && (
            <Alert color="danger" role="alert">
              {describeError(withdraw.error, t).message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(null)} data-autofocus>
              {t('applicantPortal.applications.no')}
            </Button>
            <Button color="danger" loading={withdraw.isPending} onClick={() => asking && withdraw.mutate(asking)}>
              {t('applicantPortal.applications.yes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
