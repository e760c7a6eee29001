/**
 * Pushes of the realtime channel that are not messages but events of a job (`{ type: 'import', id, state, done,
 * total }`): RealtimeHost hands them to the page that waits for them as a window event of this name.
 */
export const REALTIME_EVENT = 'karsaz:realtime';

export function parseJobEvent(data: string): Record<string, unknown> | null {
  try {
    const body = JSON.parse(data) as unknown;
    return body && typeof body === 'object' && (body as { type?: unknown }).type === 'import' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
