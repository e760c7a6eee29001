import { Alert, Button, Loader, Radio, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/api/ApiProvider';
import { describeError } from '../../core/forms/errors';
import { useForm } from '../../core/forms/useForm';
import { useFormat } from '../../core/i18n/useLanguage';
import { BOOKING_KEY, bookingApi } from './booking';
import { addPublicMessages } from './messages';
import { PublicFrame } from './PublicFrame';

addPublicMessages();

/**
 * `/dealer-satisfaction/:token`: the survey a customer opens from the SMS sent when their car is delivered (docs/dealer.md
 * "Receptions"): the visit, how satisfied they are (the dealer's levels), the main reason and a comment; answered
 * once, without signing in.
 */
export function SatisfactionPage() {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const { token } = useParams({ strict: false }) as { token: string };
  const [done, setDone] = useState(false);
  const survey = useQuery({ queryKey: [...BOOKING_KEY, 'satisfaction', token], queryFn: () => bookingApi(api).satisfaction(token), meta: { handlesErrors: true }, retry: false });
  const form = useForm({ levelId: '', reasonId: '', comment: '' }, (v) => ({ levelId: v.levelId ? null : t('dealerSatisfaction.pickLevel') }));
  const submit = form.handleSubmit(async (v) => {
    await bookingApi(api).answer({ token, levelId: Number(v.levelId), reasonId: v.reasonId ? Number(v.reasonId) : null, comment: v.comment.trim() || null });
    setDone(true);
  });

  return (
    <PublicFrame>
      <Title order={1} size="h2" mb="md">
        {t('dealerSatisfaction.title')}
      </Title>
      {survey.isPending ? (
        <Loader size="sm" aria-label={t('dealerSatisfaction.loading')} />
      ) : survey.isError ? (
        <Alert color="danger" role="alert">
          {describeError(survey.error, t).message}
        </Alert>
      ) : done || survey.data.answered ? (
        <Alert color="green" role="status" data-testid="satisfaction-done">
          {done ? t('dealerSatisfaction.thanks') : t('dealerSatisfaction.answered')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate aria-busy={form.submitting}>
          <Stack gap="md">
            <Text>
              {t('dealerSatisfaction.visit', { dealer: survey.data.dealerName, code: format.digits(survey.data.code), vehicle: survey.data.vehicle, plate: format.digits(survey.data.plate) })}
            </Text>
            {form.formError && (
              <Alert color="danger" role="alert">
                {form.formError.message}
              </Alert>
            )}
            <Radio.Group label={t('dealerSatisfaction.level')} required value={form.values.levelId} onChange={(v) => form.setField('levelId', v)} error={form.errors.levelId}>
              <Stack gap="xs" mt="xs">
                {survey.data.levels.map((l) => (
                  <Radio key={l.id} value={String(l.id)} label={l.name} />
                ))}
              </Stack>
            </Radio.Group>
            <Select
              label={t('dealerSatisfaction.reason')}
              clearable
              data={survey.data.reasons.map((r) => ({ value: String(r.id), label: r.name }))}
              value={form.values.reasonId || null}
              onChange={(v) => form.setField('reasonId', v ?? '')}
            />
            <Textarea label={t('dealerSatisfaction.comment')} autosize minRows={2} maxLength={1000} value={form.values.comment} onChange={(e) => form.setField('comment', e.currentTarget.value)} />
            <Button type="submit" loading={form.submitting}>
              {t('dealerSatisfaction.send')}
            </Button>
          </Stack>
        </form>
      )}
    </PublicFrame>
  );
}
