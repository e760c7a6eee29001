import { Alert, Badge, Button, Container, Group, Loader, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { unwrap } from '@karsaz/api-client';
import { INTERVIEW_LEVELS, APPLICATION_STATUSES } from '@karsaz/entities';
import { formatDecimal } from '@karsaz/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../../core/alerts';
import { useApi } from '../../core/api/ApiProvider';
import { DecimalInput } from '../../core/entity/DecimalInput';
import { describeError } from '../../core/forms/errors';
import { useFormat, useLanguage } from '../../core/i18n/useLanguage';

const KEY = ['recruitment', 'myInterviews'] as const;
const fetchDesk = (api: ReturnType<typeof useApi>) => unwrap(api.client.GET('/api/recruitment/v1/jobapplication/myInterviews'));
type MyInterview = Awaited<ReturnType<typeof fetchDesk>>['interviews'][number];

/**
 * /interviewer-dashboard-2: the interviews given to the signed-in interviewer (GET jobapplication/myInterviews), the
 * ones still to hold first, each with the applicant, the ad, the step, the time and place; on an interview whose
 * step is current they write a score and their feedback (POST jobapplication/interviewFeedback), which the
 * recruiter sees on the application and in its history.
 */
export function InterviewerDashboardPage() {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const desk = useQuery({ queryKey: KEY, queryFn: () => fetchDesk(api), meta: { handlesErrors: true } });
  const open = desk.data?.interviews.filter((i) => i.open) ?? [];
  const past = desk.data?.interviews.filter((i) => !i.open) ?? [];
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1}>{t('recruitment.interviewer.title')}</Title>
        {desk.isPending && <Loader size="sm" aria-label={t('recruitment.interviewer.loading')} />}
        {desk.isError && (
          <Alert color="danger" role="alert">
            {describeError(desk.error, t).message}
          </Alert>
        )}
        {desk.data && !desk.data.isInterviewer && (
          <Alert color="gray" role="status">
            {t('recruitment.interviewer.notInterviewer')}
          </Alert>
        )}
        {desk.data?.isInterviewer && (
          <>
            <section aria-labelledby="interviews-open">
              <Title order={2} size="h4" id="interviews-open" mb="xs">
                {t('recruitment.interviewer.open', { count: format.number(open.length) })}
              </Title>
              {open.length === 0 && <Text c="dimmed">{t('recruitment.interviewer.none')}</Text>}
              <Stack gap="sm">
                {open.map((i) => (
                  <InterviewCard key={i.stepId} interview={i} />
                ))}
              </Stack>
            </section>
            {past.length > 0 && (
              <section aria-labelledby="interviews-past">
                <Title order={2} size="h4" id="interviews-past" mb="xs">
                  {t('recruitment.interviewer.past')}
                </Title>
                <Stack gap="sm">
                  {past.map((i) => (
                    <InterviewCard key={i.stepId} interview={i} />
                  ))}
                </Stack>
              </section>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}

function InterviewCard({ interview: i }: { interview: MyInterview }) {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={`interview-${i.stepId}`} data-testid={`interview-${i.stepId}`}>
      <Group justify="space-between" wrap="wrap">
        <Text fw={700} id={`interview-${i.stepId}`}>
          {i.applicantName} — {i.jobAdTitle}
        </Text>
        <Group gap="xs">
          <Badge variant="light">{INTERVIEW_LEVELS.find((o) => o.value === i.level)?.label[language]}</Badge>
          <Badge variant="outline" color="gray">
            {APPLICATION_STATUSES.find((o) => o.value === i.applicationStatus)?.label[language]}
          </Badge>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {t('recruitment.interviewer.step', { step: i.title, code: format.digits(i.code ?? '') })}
        {i.scheduledAt ? ` · ${format.date(i.scheduledAt)} ${format.time(i.scheduledAt)}` : ` · ${t('recruitment.interviewer.noTime')}`}
        {i.location ? ` · ${i.location}` : ''}
        {i.applicantMobile ? ` · ${format.digits(i.applicantMobile)}` : ''}
      </Text>
      {i.open ? (
        <FeedbackForm interview={i} />
      ) : (
        (i.score !== null || i.feedback) && (
          <Text size="sm" mt="xs">
            {i.score !== null ? `${t('recruitment.interviewer.score')}: ${formatDecimal(i.score, language)} · ` : ''}
            {i.feedback}
          </Text>
        )
      )}
    </Paper>
  );
}

function FeedbackForm({ interview }: { interview: MyInterview }) {
  const { t } = useTranslation();
  const api = useApi();
  const alerts = useAlerts();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [score, setScore] = useState(interview.score ?? '');
  const [feedback, setFeedback] = useState(interview.feedback ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setErrors({});
    setSaving(true);
    try {
      await unwrap(api.client.POST('/api/recruitment/v1/jobapplication/interviewFeedback', { body: { stepId: interview.stepId, version: interview.version, score: score === '' ? null : Number(score), feedback } }));
      await queryClient.invalidateQueries({ queryKey: KEY });
      alerts.snackbar(t('recruitment.interviewer.saved'), 'success');
    } catch (e) {
      const d = describeError(e, t, ['score', 'feedback']);
      setErrors({ ...d.fieldErrors, ...(Object.keys(d.fieldErrors).length ? {} : { form: d.message }) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="xs" mt="sm">
        {errors.form && (
          <Alert color="danger" role="alert">
            {errors.form}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DecimalInput label={t('recruitment.interviewer.scoreOf')} language={language} spec={{ precision: 5, scale: 2 }} value={score} onChange={setScore} error={errors.score} />
          <Textarea label={t('recruitment.interviewer.feedback')} value={feedback} onChange={(e) => setFeedback(e.currentTarget.value)} maxLength={2000} autosize minRows={2} withAsterisk error={errors.feedback} style={{ gridColumn: 'span 2' }} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={saving} data-testid="save-feedback">
            {t('recruitment.interviewer.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
