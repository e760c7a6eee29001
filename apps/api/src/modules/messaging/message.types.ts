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
  { id: 2, name: 'Delivered', title: 'تحویل‌شده', titleEn: 'Delivered' },
  { id: 3, name: 'Read', title: 'خوانده‌شده', titleEn: 'Read' },
  { id: 4, name: 'Failed', title: 'ناموفق', titleEn: 'Failed' },
] as const;

export enum MessageType { Sms = 0, Email = 1, System = 2, None = 3 }
export enum MessageStatus { Queued = 0, Sent = 1, Delivered = 2, Read = 3, Failed = 4 }

/** What a socket receives for a system message (spec §7: a JSON body with Priority and Content). */
export interface RealtimeMessage {
  Id: number;
  Type: number;
  Priority: number;
  Content: string;
  Created: string;
}
