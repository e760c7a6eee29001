import { unwrap, type paths } from '@karsaz/api-client';
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

/** The spec's numbering (docs/integrators.md): 0 queued, 1 sent, 2 read, 3 unread, 4 failed; the header counts [3]. */
export const UNREAD_STATUSES = [3];
export const READ_STATUS = 2;
/** spec §9: the bell lists 5 */
export const BELL_SIZE = 5;
/** spec §9: the unread count is asked with page size 10 */
export const COUNT_PAGE_SIZE = 10;

/** Every query of this area starts with this key (the shell's realtime host invalidates it). */
export { NOTIFICATION_KEY } from '../../core/realtime/keys';

/** The query of GET message/gets as the API documents it. */
type MessageQuery = NonNullable<paths['/api/messaging/v1/message/gets']['get']['parameters']['query']>;

export interface MessageFilter {
  messageStatus?: number[];
  type?: number;
  priority?: number;
  pageIndex: number;
  pageSize: number;
}

/** A number as one of the values the API documents for the field (the filters offer only those). */
const oneOf = <T extends number>(values: readonly T[], v: number | undefined): T | undefined => values.find((x) => x === v);
const MESSAGE_TYPES = [0, 1, 2, 3] as const satisfies readonly NonNullable<MessageQuery['type']>[];
const MESSAGE_PRIORITIES = [0, 1, 2] as const satisfies readonly NonNullable<MessageQuery['priority']>[];

export function fetchMessages(api: Api, f: MessageFilter): Promise<Page<UserMessage>> {
  return unwrap(
    api.client.GET('/api/messaging/v1/message/gets', {
      params: { query: { messageStatus: f.messageStatus?.length ? f.messageStatus : undefined, type: oneOf(MESSAGE_TYPES, f.type), priority: oneOf(MESSAGE_PRIORITIES, f.priority), pageIndex: f.pageIndex, pageSize: f.pageSize } },
    }),
  ).then((page) => ({ data: page?.data ?? [], rowCount: page?.rowCount ?? 0 }));
}

export async function fetchUnreadCount(api: Api): Promise<number> {
  const value = await unwrap(
    api.client.GET('/api/messaging/v1/message/getCount', { params: { query: { messageStatus: UNREAD_STATUSES, pageIndex: 1, pageSize: COUNT_PAGE_SIZE } } }),
  );
  return value?.rowCount ?? 0;
}

/** Marks the given messages read, or all of the user's unread ones. */
export function markRead(api: Api, target: { ids: number[] } | { all: true }): Promise<{ updated: number }> {
  return unwrap(api.client.PUT('/api/messaging/v1/message/setStatus', { body: { ...target, status: READ_STATUS } }));
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
