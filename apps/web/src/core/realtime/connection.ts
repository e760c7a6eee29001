import { retryDelay } from './schedule';

export interface RealtimeConnectionOptions {
  /** the WebSocket address with a fresh access token; null: not signed in (try again later) */
  url: () => Promise<string | null>;
  onMessage: (data: string) => void;
  /** the channel is open again after a drop, or the server says pushes may have been missed: refetch */
  onReconnected?: () => void;
  onStateChange?: (state: RealtimeState) => void;
  /** tests hand in their own */
  WebSocketImpl?: typeof WebSocket;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

export type RealtimeState = 'connecting' | 'open' | 'reconnecting' | 'closed';

/**
 * The client of /api/message-sender/notification. After a drop it retries after 0, 3, 6, 9 and 15 s (then every
 * 15 s); when the first start fails it retries every 5 s. A close with 4401 (bad token) is retried as well: the
 * next try asks for a fresh token.
 */
export class RealtimeConnection {
  private socket: WebSocket | null = null;
  private timer: unknown = null;
  private retries = 0;
  private everConnected = false;
  private stopped = true;
  private readonly WS: typeof WebSocket;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;
  /** the delays waited so far (for tests and diagnostics) */
  readonly delays: number[] = [];

  constructor(private readonly options: RealtimeConnectionOptions) {
    this.WS = options.WebSocketImpl ?? WebSocket;
    this.setTimer = options.setTimeout ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = options.clearTimeout ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    void this.open();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
    const s = this.socket;
    this.socket = null;
    if (s) {
      s.onclose = null;
      s.onmessage = null;
      s.onerror = null;
      s.close(1000, 'leaving');
    }
    this.options.onStateChange?.('closed');
  }

  private async open(): Promise<void> {
    if (this.stopped) return;
    this.options.onStateChange?.(this.everConnected ? 'reconnecting' : 'connecting');
    let url: string | null = null;
    try {
      url = await this.options.url();
    } catch {
      url = null;
    }
    if (this.stopped) return;
    if (!url) return this.scheduleRetry();
    let socket: WebSocket;
    try {
      socket = new this.WS(url);
    } catch {
      return this.scheduleRetry();
    }
    this.socket = socket;
    socket.onmessage = (event: MessageEvent) => {
      const data = typeof event.data === 'string' ? event.data : '';
      if (data.includes('"welcome"')) {
        // the server accepted the token: the channel is live
        const reconnected = this.everConnected;
        this.everConnected = true;
        this.retries = 0;
        this.options.onStateChange?.('open');
        if (reconnected) this.options.onReconnected?.();
        return;
      }
      if (data.includes('"resync"')) {
        // the server's instance lost Redis for a while: pushes may have been missed
        this.options.onReconnected?.();
        return;
      }
      this.options.onMessage(data);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.scheduleRetry();
    };
    socket.onerror = () => {
      // a close follows
    };
  }

  private scheduleRetry(): void {
    if (this.stopped) return;
    const delay = retryDelay(this.retries, this.everConnected);
    this.retries++;
    this.delays.push(delay);
    this.options.onStateChange?.(this.everConnected ? 'reconnecting' : 'connecting');
    this.timer = this.setTimer(() => {
      this.timer = null;
      void this.open();
    }, delay);
  }
}
