import { unwrap, type components } from '@karsaz/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../../core/api/api';

/** The public booking's calls (api/dealer/v1/publicAppointment/…), with no token. */
export function bookingApi(api: Api) {
  const c = api.publicClient;
  const base = '/api/dealer/v1/publicAppointment';
  return {
    dealers: () => unwrap(c.GET(`${base}/dealers`)),
    options: (dealerId: number) => unwrap(c.GET(`${base}/options`, { params: { query: { dealerId } } })),
    freeSlots: (dealerId: number, date: string) => unwrap(c.GET(`${base}/freeSlots`, { params: { query: { dealerId, date } } })),
    sendCode: (mobile: string) => unwrap(c.POST(`${base}/sendCode`, { body: { mobile } })),
    book: (body: components['schemas']['BookAppointmentDto']) => unwrap(c.POST(`${base}/book`, { body })),
    satisfaction: (token: string) => unwrap(c.GET('/api/dealer/v1/publicReception/satisfaction', { params: { query: { token } } })),
    answer: (body: components['schemas']['SatisfactionAnswerDto']) => unwrap(c.POST('/api/dealer/v1/publicReception/satisfaction', { body })),
  };
}

export type BookingSlot = components['schemas']['SlotView'];
export type Booked = components['schemas']['BookedView'];

export const BOOKING_KEY = ['dealer-booking'] as const;
const KEY = BOOKING_KEY;
export const dealersQuery = (api: Api) => queryOptions({ queryKey: [...KEY, 'dealers'], queryFn: () => bookingApi(api).dealers(), meta: { handlesErrors: true } });
export const optionsQuery = (api: Api, dealerId: number) => queryOptions({ queryKey: [...KEY, 'options', dealerId], queryFn: () => bookingApi(api).options(dealerId), meta: { handlesErrors: true } });
export const slotsQuery = (api: Api, dealerId: number, date: string) =>
  queryOptions({ queryKey: [...KEY, 'slots', dealerId, date], queryFn: () => bookingApi(api).freeSlots(dealerId, date), meta: { handlesErrors: true } });
