import { unwrap, type components } from '@karsaz/api-client';
import type { Api } from '../../core/api/api';
import type { ListParams } from '../../core/list';

export type OtpChallenge = components['schemas']['OtpChallengeView'];
export type NumberBlock = components['schemas']['NumberBlock'];

export interface OtpFilters {
  purpose?: 'signup' | 'login' | 'reset' | 'applicant';
  deliveryStatus?: 0 | 1 | 2 | 3;
  fromDate?: string;
  toDate?: string;
}

export const PURPOSES = ['signup', 'login', 'reset', 'applicant'] as const;
export const DELIVERY_STATUSES = [0, 1, 2, 3] as const;
export const otpKeys = { all: ['otp'] as const };

/** The /otp-2 page's calls (GET getFiltered, GET getNumberBlock, POST unblock under /api/identity/otp/v1). */
export function otpApi(api: Api) {
  return {
    list: (p: ListParams<OtpFilters>) =>
      unwrap(
        api.client.GET('/api/identity/otp/v1/getFiltered', {
          params: { query: { pageIndex: p.pageIndex, pageSize: p.pageSize, searchTerm: p.searchTerm, ...p.filters } },
        }),
      ),
    block: (mobileNumber: string) => unwrap(api.client.GET('/api/identity/otp/v1/getNumberBlock', { params: { query: { mobileNumber } } })),
    unblock: (mobileNumber: string) => unwrap(api.client.POST('/api/identity/otp/v1/unblock', { body: { mobileNumber } })),
  };
}
