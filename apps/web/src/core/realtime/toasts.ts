/** The toast stack rules (spec §2, §4, §9): by priority, at most 7, newest on top, 'close all' from 2. */

export type ToastPriority = 0 | 1 | 2;

export interface Toast {
  key: string;
  priority: ToastPriority;
  content: string;
  /** the message id, when it came from the server (the same message is shown once) */
  messageId?: number;
}

export const MAX_TOASTS = 7;

/** info 3 s, warning 7 s, error: stays until closed (null). */
export function toastDuration(priority: number): number | null {
  if (priority === 1) return 7000;
  if (priority === 2) return null;
  return 3000;
}

export function toastColor(priority: number): 'blue' | 'yellow' | 'red' {
  return priority === 1 ? 'yellow' : priority === 2 ? 'red' : 'blue';
}

/** Priority from a number or anything else (unknown: info). */
export function asPriority(value: unknown): ToastPriority {
  return value === 1 || value === 2 ? value : 0;
}

/** Puts the new toast on top; past 7 the oldest goes. A message already on screen is not shown twice. */
export function pushToast(stack: readonly Toast[], toast: Toast): Toast[] {
  if (toast.messageId !== undefined && stack.some((t) => t.messageId === toast.messageId)) return [...stack];
  return [toast, ...stack].slice(0, MAX_TOASTS);
}

export function removeToast(stack: readonly Toast[], key: string): Toast[] {
  return stack.filter((t) => t.key !== key);
}

/** 'close all' shows while 2 or more toasts are open. */
export function showCloseAll(stack: readonly Toast[]): boolean {
  return stack.length >= 2;
}

/**
 * Reads a realtime frame: a JSON body with Priority and Content (and Id). Anything else (the welcome frame,
 * malformed text) is not a toast.
 */
export function parseRealtimeMessage(raw: string): { id?: number; priority: ToastPriority; content: string } | null {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  const content = b.Content ?? b.content;
  if (typeof content !== 'string' || content === '') return null;
  const id = b.Id ?? b.id;
  return { id: typeof id === 'number' ? id : undefined, priority: asPriority(b.Priority ?? b.priority), content };
}
