import { unwrapValue } from '@karsaz/api-client';
import type { Api } from '../../core/api/api';

/** A message of the signed-in user (GET/POST /api/messaging/v1/message/gets). */
export interface UserMessage {
  id: number;
  /** 0 SMS, 1 e-mail, 2 system, 3 none */
  type: number;
  /** 0 info, 1 warning, 2 error */
  priority: number;
  /** 0 queued, 1 sent, 2 delivered, 3 read, 4 failed */
  status: number;
  subject: string | null;
  content: string;
  created: string;
  readAt: string | null;
}

export interface Page<T> {
  data: T[];
  rowCount: number;
}

/** The statuses that count as unread: queued, sent, delivered. */
export const UNREAD_STATUSES = [0, 1, 2];
export const READ_STATUS = 3;
/** spec §9: the bell lists 5 */
export const BELL_SIZE = 5;
/** spec §9: the unread count is asked with page size 10 */
export const COUNT_PAGE_SIZE = 10;

/** Every query of this area starts with this key (the shell's realtime host invalidates it). */
export { NOTIFICATION_KEY } from '../../core/realtime/keys';

export interface MessageFilter {
  messageStatus?: number[];
  type?: number;
  priority?: number;
  pageIndex: number;
  pageSize: number;
}

export function fetchMessages(api: Api, f: MessageFilter): Promise<Page<UserMessage>> {
  return unwrapValue<Page<UserMessage>>(
    api.client.GET('/api/messaging/v1/message/gets', {
      params: { query: { messageStatus: f.messageStatus?.length ? f.messageStatus : undefined, type: f.type, priority: f.priority, pageIndex: f.pageIndex, pageSize: f.pageSize } as never },
    }),
  ).then((page) => ({ data: page?.data ?? [], rowCount: page?.rowCount ?? 0 }));
}

export async function fetchUnreadCount(api: Api): Promise<number> {
  const value = await unwrapValue<{ rowCount: number }>(
    api.client.GET('/api/messaging/v1/message/getCount', { params: { query: { messageStatus: UNREAD_STATUSES, pageIndex: 1, pageSize: COUNT_PAGE_SIZE } as never } }),
  );
  return value?.rowCount ?? 0;
}

/** Marks the given messages read, or all of the user's unread ones. */
export function markRead(api: Api, target: { ids: number[] } | { all: true }): Promise<{ updated: number }> {
  return unwrapValue<{ updated: number }>(api.client.PUT('/api/messaging/v1/message/setStatus', { body: { ...target, status: READ_STATUS } as never }));
}

/** Cuts text at 90 characters with an ellipsis (spec §2). */
export function cutContent(text: string, max = 90): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

/** The i18n key of a type label; type 3 (and unknown) have none. */
export function typeLabelKey(type: number): 'notification.types.sms' | 'notification.types.email' | 'notification.types.system' | null {
  return type === 0 ? 'notification.types.sms' : type === 1 ? 'notification.types.email' : type === 2 ? 'notification.types.system' : null;
}
