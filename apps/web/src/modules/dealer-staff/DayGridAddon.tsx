import { unwrap, type components } from '@karsaz/api-client';
import { tehranDate } from '@karsaz/domain';
import { APPOINTMENT_STATUS, actionPermission, stateByValue, type EntityDefinition } from '@karsaz/entities';
import { isoDateToJalaliText, jalaliTextToIsoDate } from '@karsaz/ui';
import { Alert, Badge, Button, Group, Loader, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageAccess } from '../../core/access';
import { useAlerts } from '../../core/alerts';
import { useApi } from '../../core/api/ApiProvider';
import type { ListAddonProps } from '../../core/entity/addons';
import { JalaliDateInput } from '../../core/entity/JalaliDateInput';
import { entityApi, entityKeys } from '../../core/entity/entityApi';
import { describeError } from '../../core/forms/errors';
import { useFormat } from '../../core/i18n/useLanguage';

type DaySlot = components['schemas']['DaySlotView'];
type DayAppointment = components['schemas']['DayAppointmentView'];

/** The steps the grid offers on a booked appointment, each for holders of its action on the page. */
const STEPS = ['attend', 'noShow'] as const;
type Step = (typeof STEPS)[number];
const BOOKED = APPOINTMENT_STATUS.booked;

/** The ISO day `days` after `iso`. */
const shiftDay = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The appointments page's «جدول نوبت‌های روز» (GET /api/dealer/v1/dealerappointment/getDay): a dealer of the company
 * (the first one to begin with) and a Jalali day (today in Tehran to begin with, a day back or on with its buttons),
 * every slot of the dealer's hours with its capacity, the places taken and free, and its appointments; a booked one
 * is marked attended or a no-show by holders of those steps on the page, and the grid and the list follow.
 */
export function DayGridAddon({ entity, access, refresh }: ListAddonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconCalendarTime size={16} aria-hidden />} onClick={() => setOpen(true)} data-testid="dealer-day-grid">
        {t('dealerStaff.grid.open')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('dealerStaff.grid.title')} size="calc(min(72rem, 100vw - 2rem))">
        {open && <DayGrid entity={entity} access={access} refresh={refresh} />}
      </Modal>
    </>
  );
}

function DayGrid({ entity, access, refresh }: Pick<ListAddonProps, 'entity' | 'access' | 'refresh'>) {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const [dealerId, setDealerId] = useState<string | null>(null);
  const [dayText, setDayText] = useState(() => isoDateToJalaliText(tehranDate(new Date())));
  const day = jalaliTextToIsoDate(dayText);
  const dealers = useQuery({
    queryKey: ['entity', 'dealer', 'list', { dayGrid: true }],
    queryFn: () => unwrap(api.client.GET('/api/dealer/v1/dealer/getActives', { params: { query: { pageSize: 100, orderBy: 'code', orderDirection: 'asc' } } })),
  });
  const options = useMemo(() => (dealers.data?.data ?? []).map((d) => ({ value: String(d.id), label: String(d.name) })), [dealers.data]);
  const chosen = dealerId ?? options[0]?.value ?? null;
  const dealer = dealers.data?.data.find((d) => String(d.id) === chosen);
  const grid = useQuery({
    // under the entity's key: a step taken anywhere on appointments refreshes the grid
    queryKey: [...entityKeys.all(entity), 'day', chosen, day],
    queryFn: () => unwrap(api.client.GET('/api/dealer/v1/dealerappointment/getDay', { params: { query: { dealerId: Number(chosen), date: day! } } })),
    enabled: !!chosen && !!day,
  });
  const move = (days: number) => day && setDayText(isoDateToJalaliText(shiftDay(day, days)));
  const count = (grid.data ?? []).reduce((n, s) => n + s.appointments.length, 0);

  return (
    <Stack data-testid="day-grid">
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('dealerStaff.grid.dealer')}
          data={options}
          value={chosen}
          onChange={setDealerId}
          allowDeselect={false}
          searchable
          disabled={!options.length}
          w={260}
        />
        <JalaliDateInput
          kind="date"
          language={format.language}
          label={t('dealerStaff.grid.day')}
          fieldName={t('dealerStaff.grid.day')}
          value={dayText}
          onChange={setDayText}
          error={dayText.trim() && !day ? t('dealerStaff.grid.badDay') : undefined}
          w={180}
        />
        <Group gap="xs">
          <Button variant="default" onClick={() => move(-1)} disabled={!day}>
            {t('dealerStaff.grid.previous')}
          </Button>
          <Button variant="default" onClick={() => setDayText(isoDateToJalaliText(tehranDate(new Date())))}>
            {t('dealerStaff.grid.today')}
          </Button>
          <Button variant="default" onClick={() => move(1)} disabled={!day}>
            {t('dealerStaff.grid.next')}
          </Button>
        </Group>
      </Group>
      {dealers.isSuccess && !options.length && <Alert color="yellow">{t('dealerStaff.grid.noDealer')}</Alert>}
      {(dealers.isLoading || grid.isLoading) && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t('dealerStaff.grid.loading')}</Text>
        </Group>
      )}
      {(dealers.error || grid.error) && (
        <Alert color="red" role="alert">
          {describeError(dealers.error ?? grid.error, t).message}
        </Alert>
      )}
      {grid.data && dealer && day && (
        <>
          <Text size="sm" role="status" data-testid="day-grid-summary">
            {t('dealerStaff.grid.summary', { n: format.number(count) })}
          </Text>
          {grid.data.length === 0 ? (
            <Text>{t('dealerStaff.grid.noSlots')}</Text>
          ) : (
            <SlotsTable
              entity={entity}
              access={access}
              refresh={refresh}
              slots={grid.data}
              capacity={Number(dealer.slotCapacity)}
              caption={t('dealerStaff.grid.caption', { dealer: String(dealer.name), day: format.digits(dayText) })}
            />
          )}
        </>
      )}
    </Stack>
  );
}

function SlotsTable({ entity, access, refresh, slots, capacity, caption }: Pick<ListAddonProps, 'entity' | 'access' | 'refresh'> & { slots: DaySlot[]; capacity: number; caption: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table withTableBorder withColumnBorders verticalSpacing="xs" captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('dealerStaff.grid.time')}</Table.Th>
            <Table.Th scope="col">{t('dealerStaff.grid.capacity')}</Table.Th>
            <Table.Th scope="col">{t('dealerStaff.grid.taken')}</Table.Th>
            <Table.Th scope="col">{t('dealerStaff.grid.free')}</Table.Th>
            <Table.Th scope="col">{t('dealerStaff.grid.appointments')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {slots.map((s) => (
            <Table.Tr key={s.time} data-slot={s.time}>
              <Table.Th scope="row" dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                {format.digits(s.time)}
              </Table.Th>
              <Table.Td>{format.number(capacity)}</Table.Td>
              <Table.Td>{format.number(s.taken)}</Table.Td>
              <Table.Td>{format.number(s.free)}</Table.Td>
              <Table.Td>
                {s.appointments.length ? (
                  <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
                    {s.appointments.map((a) => (
                      <AppointmentItem key={a.id} entity={entity} access={access} refresh={refresh} appointment={a} />
                    ))}
                  </Stack>
                ) : (
                  <Text size="sm">{t('dealerStaff.grid.none')}</Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One appointment of a slot: who and what, its state, and the steps the caller may take on it. */
function AppointmentItem({ entity, access, refresh, appointment: a }: { entity: EntityDefinition; access: PageAccess; refresh: () => void; appointment: DayAppointment }) {
  const { t } = useTranslation();
  const api = useApi();
  const alerts = useAlerts();
  const format = useFormat();
  const queryClient = useQueryClient();
  const calls = useMemo(() => entityApi(api, entity), [api, entity]);
  const item = useRef<HTMLLIElement>(null);
  const [busy, setBusy] = useState<Step | null>(null);
  const [moved, setMoved] = useState(false);
  const workflow = entity.workflow!;
  const state = stateByValue(workflow, a.status);
  const steps = a.status === BOOKED ? STEPS.filter((s) => access.can(actionPermission(s))) : [];
  const stepLabel = (s: Step) => t(`dealerStaff.grid.${s}`);

  // the step's buttons go with the booked state: the keyboard stays on the appointment it acted on
  useEffect(() => {
    if (moved && a.status !== BOOKED) item.current?.focus();
  }, [moved, a.status]);

  const take = async (step: Step) => {
    setBusy(step);
    try {
      const row = await calls.get(a.id);
      const result = await calls.workflow.step(step, { id: a.id, version: row.version });
      const reached = workflow.states.find((s) => s.key === result.state)?.label[format.language] ?? result.state;
      await queryClient.invalidateQueries({ queryKey: entityKeys.all(entity) });
      refresh();
      setMoved(true);
      alerts.snackbar(t('dealerStaff.grid.done', { code: format.digits(a.code), state: reached }), 'success');
    } catch (e) {
      alerts.snackbar(describeError(e, t).message, 'danger');
    } finally {
      setBusy(null);
    }
  };

  return (
    <li ref={item} tabIndex={-1} data-appointment={a.code}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {format.digits(a.code)}
        </Text>
        <Text size="sm">{a.customerName}</Text>
        <Text size="sm" dir="ltr">
          {format.digits(a.mobile)}
        </Text>
        {a.vehicle && <Text size="sm">{a.vehicle}</Text>}
        <Text size="sm">{a.serviceGroup}</Text>
        {/* the state's colour as a dot, its name in the text colour (contrast, as the workflow panel does) */}
        <Badge color={state?.color ?? 'gray'} variant="dot" data-state={state?.key}>
          {state?.label[format.language] ?? String(a.status)}
        </Badge>
        {steps.map((s) => (
          <Button
            key={s}
            size="compact-sm"
            variant={s === 'attend' ? 'filled' : 'default'}
            loading={busy === s}
            disabled={busy !== null}
            data-action={s}
            aria-label={t('dealerStaff.grid.actionFor', { action: stepLabel(s), code: format.digits(a.code), customer: a.customerName })}
            onClick={() => void take(s)}
          >
            {stepLabel(s)}
          </Button>
        ))}
      </Group>
    </li>
  );
}
