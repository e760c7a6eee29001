import { unwrap } from '@karsaz/api-client';
import type { components } from '@karsaz/api-client';
import type { Api } from '../../core/api/api';
import type { PageParams } from './api';

/** The OAuth client administration calls (apps/api/src/modules/identity/oauth-client.controller.ts), typed by the generated client. */
export type OAuthClient = Omit<components['schemas']['OAuthClientView'], 'createdAt' | 'updatedAt' | 'secretRotatedAt'> & {
  createdAt: string;
  updatedAt: string;
  secretRotatedAt: string | null;
};
export type OAuthClientSecret = components['schemas']['OAuthClientSecret'];
export type OAuthClientInput = components['schemas']['CreateOAuthClientDto'];
export type OAuthClientUpdate = components['schemas']['UpdateOAuthClientDto'];
export const GRANTS = ['authorization_code', 'refresh_token', 'client_credentials'] as const;

export const oauthClientKeys = { all: ['access', 'oauthClient'] as const };

export function oauthClientsApi(api: Api) {
  const c = api.client;
  const base = '/api/identity/oauthClient/v1' as const;
  return {
    list: (p: PageParams) =>
      unwrap(c.GET(`${base}/getFiltered`, { params: { query: { pageIndex: p.pageIndex, pageSize: p.pageSize, ...(p.searchTerm?.trim() ? { searchTerm: p.searchTerm.trim() } : {}) } } })),
    create: (body: OAuthClientInput) => unwrap(c.POST(`${base}/create`, { body })),
    update: (body: OAuthClientUpdate) => unwrap(c.PUT(`${base}/update`, { body })),
    activate: (clientId: string) => unwrap(c.POST(`${base}/activate`, { body: { clientId } })),
    deactivate: (clientId: string) => unwrap(c.POST(`${base}/deactivate`, { body: { clientId } })),
    rotateSecret: (clientId: string) => unwrap(c.POST(`${base}/rotateSecret`, { body: { clientId } })),
    /** the caller's companies, for a service account's company */
    companies: () =>
      unwrap(c.GET('/api/meta-data/v1/company/getFilteredCompanies', { params: { query: { pageIndex: 1, pageSize: 100 } } })),
  };
}
