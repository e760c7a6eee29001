/** Reconnect rules of the realtime channel (spec §7, §9). */

/** Waits before each try after a live connection dropped: 0, 3, 6, 9 and 15 s; later tries keep the last wait. */
export const RECONNECT_DELAYS_MS = [0, 3000, 6000, 9000, 15000] as const;

/** When the very first start fails, it is tried again every 5 s. */
export const START_RETRY_MS = 5000;

/**
 * The wait before retry number `retry` (0 = the first retry). `everConnected`: whether the channel was open
 * once; before that, starts are retried every 5 s.
 */
export function retryDelay(retry: number, everConnected: boolean): number {
  if (!everConnected) return START_RETRY_MS;
  return RECONNECT_DELAYS_MS[Math.min(retry, RECONNECT_DELAYS_MS.length - 1)]!;
}
