import { jalaliTextToIsoDate, normalizeMobile } from '@karsaz/ui';
import { Alert, Anchor, Button, Group, Loader, Radio, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/api/ApiProvider';
import { JalaliDateInput } from '../../core/entity/JalaliDateInput';
import { describeError } from '../../core/forms/errors';
import { useForm } from '../../core/forms/useForm';
import { codeError, mobileError } from '../../core/forms/validators';
import { useFormat, useLanguage } from '../../core/i18n/useLanguage';
import { AnchorLink } from '../../core/router/links';
import { addPublicMessages } from './messages';
import { PublicFrame } from './PublicFrame';
import { BOOKING_KEY, bookingApi, dealersQuery, optionsQuery, slotsQuery, type Booked } from './booking';

addPublicMessages();

const EMPTY = { dealerId: '', dealerServiceGroupId: '', dealerVehicleId: '', day: '', slotTime: '', customerName: '', mobile: '', plate: '', description: '' };
type Details = typeof EMPTY;

/**
 * `/dealer-appointment-2/create/:id?`: a customer books a dealer's appointment without signing in (issue 19). The
 * dealer (the id, when the link names one), the kind of service, the vehicle and the day; the day's slots, the full
 * ones offered disabled; the name, mobile and plate; then the code texted to the mobile, and the tracking number.
 * The server checks everything again: a slot taken meanwhile answers on the slot, a wrong code on the code.
 */
export function BookingPage() {
  const { t } = useTranslation();
  const params = useParams({ strict: false }) as { id?: string };
  const [sent, setSent] = useState<{ details: Details; token: string } | null>(null);
  const [booked, setBooked] = useState<Booked | null>(null);
  const [start, setStart] = useState(() => ({ ...EMPTY, dealerId: params.id && /^\d+$/.test(params.id) ? params.id : '' }));

  return (
    <PublicFrame
      footer={
        <Group justify="center" mt="md">
          <AnchorLink to="/auth/sign-in" size="sm">
            {t('dealerBooking.staff')}
          </AnchorLink>
        </Group>
      }
    >
      <Stack gap={4} mb="lg">
        <Title order={1} size="h2">
          {t('dealerBooking.title')}
        </Title>
        <Text c="dimmed">{t('dealerBooking.subtitle')}</Text>
      </Stack>
      {booked ? (
        <BookedPanel
          booked={booked}
          onAnother={() => {
            setBooked(null);
            setSent(null);
            // the next booking starts at the same dealer, for the same customer
            setStart({ ...EMPTY, dealerId: start.dealerId, customerName: start.customerName, mobile: start.mobile });
          }}
        />
      ) : sent ? (
        <CodeForm
          details={sent.details}
          token={sent.token}
          onBack={(details) => {
            setStart(details);
            setSent(null);
          }}
          onBooked={setBooked}
        />
      ) : (
        <DetailsForm
          initial={start}
          onSent={(details, token) => {
            setStart(details);
            setSent({ details, token });
          }}
        />
      )}
    </PublicFrame>
  );
}

function DetailsForm({ initial, onSent }: { initial: Details; onSent: (details: Details, token: string) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const language = useLanguage();
  const format = useFormat();
  const required = (value: string, label: string) => (value.trim() ? null : t('dealerBooking.required', { field: label }));
  const form = useForm<Details>(initial, (v) => ({
    dealerId: required(v.dealerId, t('dealerBooking.dealer')),
    dealerServiceGroupId: required(v.dealerServiceGroupId, t('dealerBooking.service')),
    day: v.day.trim() && jalaliTextToIsoDate(v.day) ? null : t('dealerBooking.required', { field: t('dealerBooking.date') }),
    slotTime: v.slotTime ? null : t('dealerBooking.pickSlot'),
    customerName: required(v.customerName, t('dealerBooking.name')),
    mobile: mobileError(v.mobile, t),
  }));
  const dealerId = Number(form.values.dealerId) || null;
  const day = jalaliTextToIsoDate(form.values.day);
  const dealers = useQuery(dealersQuery(api));
  const options = useQuery({ ...optionsQuery(api, dealerId ?? 0), enabled: dealerId !== null });
  const slots = useQuery({ ...slotsQuery(api, dealerId ?? 0, day ?? ''), enabled: dealerId !== null && !!day });
  const items = (rows: { id: number; name: string }[] | undefined) => (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  const select = (name: 'dealerId' | 'dealerServiceGroupId' | 'dealerVehicleId') => ({
    value: form.values[name] || null,
    error: form.errors[name],
    onChange: (value: string | null) => {
      form.setField(name, value ?? '');
      if (name === 'dealerId') form.setField('slotTime', '');
    },
  });

  const submit = form.handleSubmit(async (values) => {
    const mobile = normalizeMobile(values.mobile)!;
    const challenge = await bookingApi(api).sendCode(mobile);
    onSent({ ...values, mobile }, challenge.token);
  });

  if (dealers.isPending) return <Loader size="sm" aria-label={t('dealerBooking.loading')} />;
  if (dealers.isError) return <Alert color="danger" role="alert">{describeError(dealers.error, t).message}</Alert>;
  if (!dealers.data.length) return <Text role="status">{t('dealerBooking.noDealers')}</Text>;

  return (
    <form onSubmit={submit} noValidate aria-busy={form.submitting}>
      <Stack gap="md">
        {form.formError && (
          <Alert color="danger" role="alert">
            {form.formError.message}
          </Alert>
        )}
        <Select label={t('dealerBooking.dealer')} required data={items(dealers.data)} {...select('dealerId')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select label={t('dealerBooking.service')} required data={items(options.data?.serviceGroups)} disabled={!options.data} {...select('dealerServiceGroupId')} />
          <Select label={t('dealerBooking.vehicle')} clearable data={items(options.data?.vehicles)} disabled={!options.data} {...select('dealerVehicleId')} />
        </SimpleGrid>
        <JalaliDateInput
          label={t('dealerBooking.date')}
          fieldName={t('dealerBooking.date')}
          kind="date"
          language={language}
          required
          value={form.values.day}
          error={form.errors.day}
          onChange={(v) => {
            form.setField('day', v);
            form.setField('slotTime', '');
          }}
        />
        <Radio.Group
          label={t('dealerBooking.slots')}
          required
          value={form.values.slotTime}
          onChange={(v) => form.setField('slotTime', v)}
          error={form.errors.slotTime}
          data-testid="booking-slots"
        >
          {!day || !dealerId ? (
            <Text size="sm" c="dimmed" mt="xs">
              {t('dealerBooking.pickDay')}
            </Text>
          ) : slots.isPending ? (
            <Loader size="xs" mt="xs" aria-label={t('dealerBooking.loading')} />
          ) : slots.isError ? (
            <Alert color="danger" role="alert" mt="xs">
              {describeError(slots.error, t).message}
            </Alert>
          ) : slots.data.every((s) => s.free <= 0) ? (
            <Text size="sm" c="dimmed" mt="xs" role="status">
              {t('dealerBooking.noSlots')}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 2, sm: 4 }} mt="xs">
              {slots.data.map((s) => (
                <Radio
                  key={s.time}
                  value={s.time}
                  disabled={s.free <= 0}
                  label={s.free > 0 ? t('dealerBooking.free', { time: format.digits(s.time), free: format.digits(s.free) }) : t('dealerBooking.full', { time: format.digits(s.time) })}
                />
              ))}
            </SimpleGrid>
          )}
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('dealerBooking.name')} required autoComplete="name" maxLength={100} {...form.field('customerName')} />
          <TextInput label={t('dealerBooking.mobile')} required dir="ltr" inputMode="tel" autoComplete="tel" {...form.field('mobile')} />
        </SimpleGrid>
        <TextInput label={t('dealerBooking.plate')} description={t('dealerBooking.plateHint')} maxLength={30} {...form.field('plate')} />
        <Textarea label={t('dealerBooking.description')} autosize minRows={2} maxLength={1000} value={form.values.description} onChange={(e) => form.setField('description', e.currentTarget.value)} />
        <Button type="submit" size="md" loading={form.submitting}>
          {t('dealerBooking.sendCode')}
        </Button>
      </Stack>
    </form>
  );
}

function CodeForm({ details, token, onBack, onBooked }: { details: Details; token: string; onBack: (details: Details) => void; onBooked: (b: Booked) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const format = useFormat();
  const form = useForm({ code: '' }, (v) => ({ code: codeError(v.code, t) }));
  const submit = form.handleSubmit(async ({ code }) => {
    const booked = await bookingApi(api).book({
      dealerId: Number(details.dealerId),
      appointmentDate: jalaliTextToIsoDate(details.day)!,
      slotTime: details.slotTime,
      dealerServiceGroupId: Number(details.dealerServiceGroupId),
      dealerVehicleId: details.dealerVehicleId ? Number(details.dealerVehicleId) : null,
      customerName: details.customerName.trim(),
      mobile: details.mobile,
      plate: details.plate.trim() || null,
      description: details.description.trim() || null,
      token,
      code: code.trim(),
    });
    // the day's free places have changed
    await queryClient.invalidateQueries({ queryKey: BOOKING_KEY });
    onBooked(booked);
  });
  return (
    <form onSubmit={submit} noValidate aria-busy={form.submitting}>
      <Stack gap="md">
        <Text role="status">{t('dealerBooking.codeSent', { mobile: format.digits(details.mobile) })}</Text>
        {form.formError && (
          <Alert color="danger" role="alert">
            {form.formError.message}
          </Alert>
        )}
        <TextInput label={t('dealerBooking.code')} required dir="ltr" inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus {...form.field('code')} />
        <Group>
          <Button type="submit" loading={form.submitting}>
            {t('dealerBooking.book')}
          </Button>
          <Button variant="default" onClick={() => onBack(details)} disabled={form.submitting}>
            {t('dealerBooking.back')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function BookedPanel({ booked, onAnother }: { booked: Booked; onAnother: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack gap="md">
      <Alert color="green" title={t('dealerBooking.booked')} role="status" data-testid="booking-done">
        {t('dealerBooking.bookedText', { dealer: booked.dealerName, date: format.date(booked.appointmentDate), time: format.digits(booked.slotTime), code: format.digits(booked.code) })}
      </Alert>
      <Anchor component="button" type="button" onClick={onAnother}>
        {t('dealerBooking.another')}
      </Anchor>
    </Stack>
  );
}
