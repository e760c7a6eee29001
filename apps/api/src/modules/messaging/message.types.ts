/** The numbers the contract uses, with their labels (getMessageType, getMessagePriority, getMessageStatus). */
export const MESSAGE_TYPES = [
  { id: 0, name: 'Sms', title: 'پیامک', titleEn: 'SMS' },
  { id: 1, name: 'Email', title: 'رایانامه', titleEn: 'E-mail' },
  { id: 2, name: 'System', title: 'سامانه', titleEn: 'System' },
  { id: 3, name: 'None', title: '', titleEn: '' },
] as const;

export const MESSAGE_PRIORITIES = [
  { id: 0, name: 'Info', title: 'اطلاع', titleEn: 'Info' },
  { id: 1, name: 'Warning', title: 'هشدار', titleEn: 'Warning' },
  { id: 2, name: 'Error', title: 'خطا', titleEn: 'Error' },
] as const;

export const MESSAGE_STATUSES = [
  { id: 0, name: 'Queued', title: 'در صف', titleEn: 'Queued' },
  { id: 1, name: 'Sent', title: 'ارسال‌شده', titleEn: 'Sent' },
  { id: 2, name: 'Read', title: 'خوانده‌شده', titleEn: 'Read' },
  { id: 3, name: 'Unread', title: 'خوانده‌نشده', titleEn: 'Unread' },
  { id: 4, name: 'Failed', title: 'ناموفق', titleEn: 'Failed' },
] as const;

export enum MessageType { Sms = 0, Email = 1, System = 2, None = 3 }
/**
 * The spec's numbering (platform-core §7: the header lists `messageStatus [1]` and counts unread with `[3]`;
 * docs/integrators.md): 0 queued, 1 sent (an SMS or e-mail handed to its provider), 2 read, 3 unread (a system
 * message in the inbox, not yet read), 4 failed. As a filter, 1 also takes the read and unread ones: every
 * message that reached its recipient.
 */
export enum MessageStatus { Queued = 0, Sent = 1, Read = 2, Unread = 3, Failed = 4 }

/** A filter's statuses as stored: 1 (sent) means every message that reached its recipient (1, 2, 3). */
export function storedStatuses(filter: number[]): number[] {
  return [...new Set(filter.flatMap((s) => (s === MessageStatus.Sent ? [MessageStatus.Sent, MessageStatus.Read, MessageStatus.Unread] : [s])))];
}

/** What a socket receives for a system message (spec §7: a JSON body with Priority and Content). */
export interface RealtimeMessage {
  Id: number;
  Type: number;
  Priority: number;
  Content: string;
  Created: string;
}
