import { unwrap, type components } from '@karsaz/api-client';
import type { Api } from '../../core/api/api';

export type MessengerProvider = components['schemas']['MessengerProviderView'];
export type MessengerAccount = components['schemas']['MessengerAccountView'];
export type MessengerLinkCode = components['schemas']['MessengerLinkCode'];
export type ProviderName = MessengerProvider['provider'];

export const messengerKeys = { all: ['messenger'] as const };

/** The /telegramChat-2 page's calls (under /api/messaging/v1/messenger). */
export function messengerApi(api: Api) {
  return {
    providers: () => unwrap(api.client.GET('/api/messaging/v1/messenger/getProviders')),
    accounts: () => unwrap(api.client.GET('/api/messaging/v1/messenger/gets')),
    createLinkCode: (provider: ProviderName) => unwrap(api.client.POST('/api/messaging/v1/messenger/createLinkCode', { body: { provider } })),
    remove: (id: number) => unwrap(api.client.DELETE('/api/messaging/v1/messenger/remove', { params: { query: { Id: id } } })),
  };
}
