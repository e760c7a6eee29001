import { Alert, Button, Group, Loader, Modal, Radio, Select, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/api/ApiProvider';
import { describeError } from '../../core/forms/errors';
import { useFormat } from '../../core/i18n/useLanguage';
import { PORTAL_KEY, portalApi } from './portal';

/** The company's survey for a decided application: a rating from 1 to 5, the main reason and a comment, once. */
export function SurveyDialog({ applicationId, onClose }: { applicationId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const queryClient = useQueryClient();
  const survey = useQuery({ queryKey: [...PORTAL_KEY, 'survey', applicationId], queryFn: () => portalApi(api).survey(applicationId), meta: { handlesErrors: true } });
  const [rating, setRating] = useState<string | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: () => portalApi(api).answerSurvey({ id: applicationId, rating: Number(rating), satisfactionReasonId: reason ? Number(reason) : null, comment: comment.trim() || null }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PORTAL_KEY }),
    onError: (e) => {
      const d = describeError(e, t, ['rating', 'satisfactionReasonId', 'comment']);
      setErrors({ ...d.fieldErrors, ...(Object.keys(d.fieldErrors).length ? {} : { form: d.message }) });
    },
  });
  const s = survey.data;
  return (
    <Modal opened onClose={onClose} title={s?.survey?.title ?? t('applicantPortal.survey.title')}>
      <Stack gap="md" data-testid="survey-dialog">
        {survey.isPending && <Loader size="sm" aria-label={t('auth.applicantDashboard.loading')} />}
        {survey.isError && (
          <Alert color="danger" role="alert">
            {describeError(survey.error, t).message}
          </Alert>
        )}
        {send.isSuccess ? (
          <Alert color="success" role="status">
            {t('applicantPortal.survey.thanks')}
          </Alert>
        ) : s && !s.open ? (
          <Text role="status">{s.answer ? t('applicantPortal.survey.answered') : t('applicantPortal.survey.none')}</Text>
        ) : (
          s?.survey && (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                setErrors({});
                if (!rating) return setErrors({ rating: t('validation.required', { field: t('applicantPortal.survey.rating') }) });
                send.mutate();
              }}
            >
              <Stack gap="md">
                {errors.form && (
                  <Alert color="danger" role="alert">
                    {errors.form}
                  </Alert>
                )}
                <Radio.Group label={`${s.survey.question} — ${t('applicantPortal.survey.rating')}`} value={rating} onChange={setRating} error={errors.rating} required>
                  <Group gap="md" mt="xs">
                    {[1, 2, 3, 4, 5].map((r) => (
                      <Radio key={r} value={String(r)} label={`${format.digits(r)} ${t(`applicantPortal.survey.ratings.${r}` as never)}`} />
                    ))}
                  </Group>
                </Radio.Group>
                <Select
                  label={t('applicantPortal.survey.reason')}
                  data={s.survey.reasons.map((r) => ({ value: String(r.id), label: r.title }))}
                  value={reason}
                  onChange={setReason}
                  clearable
                  error={errors.satisfactionReasonId}
                />
                <Textarea label={t('applicantPortal.survey.comment')} value={comment} onChange={(e) => setComment(e.currentTarget.value)} maxLength={1000} autosize minRows={2} error={errors.comment} />
                <Group justify="flex-end">
                  <Button variant="default" onClick={onClose}>
                    {t('applicantPortal.survey.cancel')}
                  </Button>
                  <Button type="submit" loading={send.isPending}>
                    {t('applicantPortal.survey.send')}
                  </Button>
                </Group>
              </Stack>
            </form>
          )
        )}
      </Stack>
    </Modal>
  );
}
