import { Alert, Badge, Button, Group, Loader, Modal, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/api/ApiProvider';
import { describeError } from '../../core/forms/errors';
import { useFormat } from '../../core/i18n/useLanguage';
import { PORTAL_KEY, portalApi, type TestAttempt } from './portal';

type Answers = Record<number, { questionOptionId?: number | null; text?: string | null }>;

const SAVE_AFTER_MS = 800;
const clock = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * A test taken on the portal (docs/recruitment.md "Taking a test"): started (or resumed) when opened, counted down
 * from the server's clock, each answer saved a moment after it is given, sent after a confirmation or by itself
 * when the time is up. The server marks it; the applicant sees only that it was recorded.
 */
export function TestTaker({ applicationId, onClose }: { applicationId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const queryClient = useQueryClient();
  const calls = portalApi(api);
  const [attempt, setAttempt] = useState<TestAttempt | null>(null);
  const [answers, setAnswers] = useState<Answers>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<'done' | 'late' | 'timeUp' | null>(null);
  const [left, setLeft] = useState<number | null>(null);
  const skew = useRef(0);
  const pending = useRef(new Set<number>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const answersRef = useRef<Answers>({});
  answersRef.current = answers;

  const take = useCallback((a: TestAttempt) => {
    skew.current = Date.parse(a.now) - Date.now();
    setAttempt(a);
    setAnswers(Object.fromEntries(a.questions.map((q) => [q.testQuestionId, { questionOptionId: q.questionOptionId, text: q.text }])));
  }, []);

  useEffect(() => {
    let live = true;
    calls
      .startTest(applicationId)
      .then((a) => live && take(a))
      .catch((e: unknown) => live && setError(describeError(e, t).message));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [applicationId]);

  const finished = (a: TestAttempt) => {
    setAttempt(a);
    void queryClient.invalidateQueries({ queryKey: PORTAL_KEY });
  };

  const body = (ids: number[]) => ids.map((testQuestionId) => ({ testQuestionId, ...answersRef.current[testQuestionId] }));

  const flush = async () => {
    if (!attempt || !pending.current.size) return;
    const ids = [...pending.current];
    pending.current.clear();
    setSaving('saving');
    try {
      const a = await calls.testAnswers({ attemptId: attempt.id, answers: body(ids) });
      if (a.status !== 1) {
        setOutcome(a.late ? 'late' : 'timeUp');
        finished(a);
      }
      setSaving('saved');
    } catch (e) {
      setError(describeError(e, t).message);
      setSaving('idle');
    }
  };

  const submit = async (why: 'done' | 'timeUp') => {
    if (!attempt || sending) return;
    if (timer.current) clearTimeout(timer.current);
    setSending(true);
    setAsking(false);
    try {
      const a = await calls.testAnswers({ attemptId: attempt.id, answers: body(attempt.questions.map((q) => q.testQuestionId)), submit: true });
      setOutcome(a.late ? 'late' : why);
      finished(a);
    } catch (e) {
      setError(describeError(e, t).message);
    } finally {
      setSending(false);
    }
  };

  // the countdown, from the server's deadline and clock
  const running = attempt?.status === 1;
  useEffect(() => {
    if (!attempt || !running) return;
    const tick = () => setLeft(Date.parse(attempt.deadline) - (Date.now() + skew.current));
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [attempt, running]);
  useEffect(() => {
    if (running && left !== null && left <= 0 && !sending) void submit('timeUp');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [left, running]);

  const change = (id: number, value: { questionOptionId?: number | null; text?: string | null }) => {
    setAnswers((prev) => ({ ...prev, [id]: { ...prev[id], ...value } }));
    pending.current.add(id);
    setSaving('idle');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), SAVE_AFTER_MS);
  };

  const unanswered = attempt ? attempt.questions.filter((q) => (q.kind === 1 ? !answers[q.testQuestionId]?.questionOptionId : !answers[q.testQuestionId]?.text?.trim())).length : 0;

  return (
    <Modal opened onClose={onClose} fullScreen title={attempt ? t('applicantPortal.test.title', { title: attempt.testTitle }) : t('applicantPortal.test.start')} closeButtonProps={{ 'aria-label': t('applicantPortal.test.close') }}>
      <Stack gap="md" maw={900} mx="auto" data-testid="test-taker">
        {error && (
          <Alert color="danger" role="alert" withCloseButton onClose={() => setError(null)} closeButtonLabel={t('applicantPortal.test.close')}>
            {error}
          </Alert>
        )}
        {!attempt && !error && <Loader size="sm" aria-label={t('auth.applicantDashboard.loading')} />}
        {attempt && !running && (
          <Stack gap="sm">
            <Alert color={outcome === 'late' ? 'warning' : 'success'} role="status" data-testid="test-finished">
              {t(`applicantPortal.test.${outcome ?? 'done'}`)}
            </Alert>
            <Group justify="flex-end">
              <Button onClick={onClose}>{t('applicantPortal.test.close')}</Button>
            </Group>
          </Stack>
        )}
        {attempt && running && (
          <>
            <Group justify="space-between" wrap="wrap" style={{ position: 'sticky', top: 0, zIndex: 1, background: 'var(--mantine-color-body)' }} py="xs">
              <Text size="sm">{t('applicantPortal.test.intro', { minutes: format.digits(attempt.durationMinutes) })}</Text>
              <Group gap="xs">
                <Text size="xs" c="dimmed" aria-live="polite">
                  {saving === 'saving' ? t('applicantPortal.test.saving') : saving === 'saved' ? t('applicantPortal.test.saved') : ''}
                </Text>
                <Badge size="lg" color={left !== null && left < 60_000 ? 'danger' : 'primary'} role="timer" aria-label={t('applicantPortal.test.remaining')} data-testid="test-clock">
                  {format.digits(clock(left ?? 0))}
                </Badge>
              </Group>
            </Group>
            {attempt.questions.map((q) => (
              <Paper key={q.testQuestionId} withBorder p="md" data-testid={`test-question-${q.order}`}>
                {q.kind === 1 ? (
                  <Radio.Group
                    label={q.title}
                    description={t('applicantPortal.test.question', { order: format.digits(q.order), score: format.digits(q.maxScore ?? '0') })}
                    value={answers[q.testQuestionId]?.questionOptionId ? String(answers[q.testQuestionId]!.questionOptionId) : null}
                    onChange={(v) => change(q.testQuestionId, { questionOptionId: Number(v) })}
                  >
                    <Stack gap="xs" mt="xs">
                      {q.options.map((o) => (
                        <Radio key={o.id} value={String(o.id)} label={o.title} />
                      ))}
                    </Stack>
                  </Radio.Group>
                ) : (
                  <Stack gap={4}>
                    <Title order={6} id={`question-${q.testQuestionId}`}>
                      {q.title}
                    </Title>
                    <Textarea
                      label={t('applicantPortal.test.answer')}
                      description={t('applicantPortal.test.question', { order: format.digits(q.order), score: format.digits(q.maxScore ?? '0') })}
                      aria-describedby={`question-${q.testQuestionId}`}
                      autosize
                      minRows={4}
                      maxLength={4000}
                      value={answers[q.testQuestionId]?.text ?? ''}
                      onChange={(e) => change(q.testQuestionId, { text: e.currentTarget.value })}
                    />
                  </Stack>
                )}
              </Paper>
            ))}
            <Group justify="flex-end">
              <Button onClick={() => setAsking(true)} loading={sending}>
                {t('applicantPortal.test.submit')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('applicantPortal.test.submit')}>
        <Stack gap="md">
          <Text size="sm">{t('applicantPortal.test.submitAsk', { unanswered: format.digits(unanswered) })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
              {t('applicantPortal.test.no')}
            </Button>
            <Button onClick={() => void submit('done')} data-testid="test-send">
              {t('applicantPortal.test.yes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Modal>
  );
}
