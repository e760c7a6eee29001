import { Alert, Badge, Button, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { ApiError, unwrap } from '@karsaz/api-client';
import { TEST_ATTEMPT_STATUSES, TEST_ATTEMPT_STATUS } from '@karsaz/entities';
import { formatDecimal } from '@karsaz/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../../core/alerts';
import { useApi } from '../../core/api/ApiProvider';
import { DecimalInput } from '../../core/entity/DecimalInput';
import { describeError } from '../../core/forms/errors';
import { useFormat, useLanguage } from '../../core/i18n/useLanguage';

type Marks = Record<number, { score: string; feedback: string }>;
const STATUS_COLOR: Record<number, string> = { 1: 'gray', 2: 'warning', 3: 'success' };

/**
 * The tests taken in an application (GET jobapplication/getTests): each answer with the registered answers and its
 * score; open answers are marked here by holders of the page's Update (POST jobapplication/markTest), each score from
 * 0 to the question's, and the test is then marked with its sum and passed or not.
 */
export function ApplicationTests({ applicationId, canMark }: { applicationId: number; canMark: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const alerts = useAlerts();
  const format = useFormat();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const key = ['recruitment', 'applicationTests', applicationId];
  const tests = useQuery({ queryKey: key, queryFn: () => unwrap(api.client.GET('/api/recruitment/v1/jobapplication/getTests', { params: { query: { Id: applicationId } } })), meta: { handlesErrors: true } });
  const [marks, setMarks] = useState<Marks>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState<number | null>(null);
  if (!tests.data?.length) return null;
  const dec = (v: string | null) => (v === null ? '—' : formatDecimal(v, language));

  const save = async (attempt: (typeof tests.data)[number]) => {
    const open = attempt.answers.filter((a) => a.kind === 2 && a.text?.trim());
    const sent = open.map((a) => ({ answerId: a.id, score: marks[a.id]?.score ?? a.score ?? '', feedback: marks[a.id]?.feedback ?? a.feedback ?? '' })).filter((m) => m.score !== '');
    setErrors({});
    if (!sent.length) return setErrors({ [`form-${attempt.id}`]: t('recruitment.tests.nothing') });
    setSaving(attempt.id);
    try {
      await unwrap(api.client.POST('/api/recruitment/v1/jobapplication/markTest', { body: { attemptId: attempt.id, version: attempt.version, marks: sent.map((m) => ({ answerId: m.answerId, score: Number(m.score), feedback: m.feedback || null })) } }));
      setMarks({});
      await queryClient.invalidateQueries({ queryKey: key });
      // the marking is a line of the application's history
      await queryClient.invalidateQueries({ queryKey: ['recruitment', 'applicationHistory', applicationId] });
      alerts.snackbar(t('recruitment.tests.saved'), 'success');
    } catch (e) {
      const d = describeError(e, t);
      const byAnswer: Record<string, string> = {};
      for (const { field, message } of e instanceof ApiError ? e.errors : []) {
        const m = /^marks\[(\d+)\]/.exec(field);
        const at = m ? `answer-${sent[Number(m[1])]?.answerId}` : `form-${attempt.id}`;
        byAnswer[at] = byAnswer[at] ? `${byAnswer[at]} ${message}` : message;
      }
      setErrors(Object.keys(byAnswer).length ? byAnswer : { [`form-${attempt.id}`]: d.message });
    } finally {
      setSaving(null);
    }
  };

  return (
    <section aria-labelledby="application-tests">
      <Title order={5} id="application-tests" mb="xs">
        {t('recruitment.tests.title')}
      </Title>
      <Stack gap="sm" data-testid="application-tests">
        {tests.data.map((attempt) => {
          const markable = canMark && attempt.status !== TEST_ATTEMPT_STATUS.inProgress && attempt.answers.some((a) => a.kind === 2 && a.text?.trim());
          return (
            <Paper key={attempt.id} withBorder p="md" data-testid={`test-attempt-${attempt.id}`}>
              <Group justify="space-between" wrap="wrap" mb="xs">
                <Text fw={700}>
                  {attempt.stepTitle}: {attempt.testTitle}
                </Text>
                <Group gap="xs">
                  <Badge color={STATUS_COLOR[attempt.status] ?? 'gray'} variant="light">
                    {TEST_ATTEMPT_STATUSES.find((o) => o.value === attempt.status)?.label[language]}
                  </Badge>
                  {attempt.status === TEST_ATTEMPT_STATUS.marked && (
                    <Badge color={attempt.passed ? 'success' : 'danger'} data-testid="test-result">
                      {t(attempt.passed ? 'recruitment.tests.passed' : 'recruitment.tests.failed', { score: dec(attempt.score), max: dec(attempt.maxScore), passing: dec(attempt.passingScore) })}
                    </Badge>
                  )}
                </Group>
              </Group>
              <Text size="xs" c="dimmed" mb="xs">
                {t('recruitment.tests.when', { start: `${format.date(attempt.startedAt)} ${format.time(attempt.startedAt)}`, end: attempt.submittedAt ? format.time(attempt.submittedAt) : '—' })}
              </Text>
              <List type="ordered" spacing="sm">
                {attempt.answers.map((a) => (
                  <List.Item key={a.id}>
                    <Text size="sm" fw={600}>
                      {a.questionTitle} ({t('recruitment.tests.points', { score: dec(a.score), max: dec(a.maxScore) })})
                    </Text>
                    {a.kind === 1 ? (
                      <Text size="sm">
                        {t('recruitment.tests.chosen')}: {a.options.find((o) => o.id === a.questionOptionId)?.title ?? t('recruitment.tests.none')} — {t('recruitment.tests.correct')}:{' '}
                        {a.options.filter((o) => o.isAnswer).map((o) => o.title).join('، ')}
                      </Text>
                    ) : (
                      <Stack gap={4}>
                        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                          {a.text?.trim() ? a.text : t('recruitment.tests.none')}
                        </Text>
                        {markable && a.text?.trim() && (
                          <Group align="flex-start" grow>
                            <DecimalInput
                              label={t('recruitment.tests.score', { max: dec(a.maxScore) })}
                              language={language}
                              spec={{ precision: 18, scale: 2 }}
                              value={marks[a.id]?.score ?? a.score ?? ''}
                              onChange={(v) => setMarks({ ...marks, [a.id]: { score: v, feedback: marks[a.id]?.feedback ?? a.feedback ?? '' } })}
                              error={errors[`answer-${a.id}`]}
                            />
                            <TextInput
                              label={t('recruitment.tests.note')}
                              value={marks[a.id]?.feedback ?? a.feedback ?? ''}
                              maxLength={1000}
                              onChange={(e) => setMarks({ ...marks, [a.id]: { score: marks[a.id]?.score ?? a.score ?? '', feedback: e.currentTarget.value } })}
                            />
                          </Group>
                        )}
                      </Stack>
                    )}
                  </List.Item>
                ))}
              </List>
              {errors[`form-${attempt.id}`] && (
                <Alert color="danger" role="alert" mt="xs">
                  {errors[`form-${attempt.id}`]}
                </Alert>
              )}
              {markable && (
                <Group justify="flex-end" mt="xs">
                  <Button onClick={() => void save(attempt)} loading={saving === attempt.id} data-testid="mark-test">
                    {t('recruitment.tests.save')}
                  </Button>
                </Group>
              )}
            </Paper>
          );
        })}
      </Stack>
    </section>
  );
}
