import { describe, expect, it, vi } from 'vitest';
import { RealtimeConnection } from './connection';
import { RECONNECT_DELAYS_MS, START_RETRY_MS, retryDelay } from './schedule';
import { MAX_TOASTS, parseRealtimeMessage, pushToast, removeToast, showCloseAll, toastDuration, type Toast } from './toasts';
import { coordinatesFromIpAnswer, locate, reportable } from './location';

/** A WebSocket stand-in the test drives: the server's welcome, frames and drops. */
class FakeSocket {
  static all: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  welcome() {
    this.onmessage?.({ data: JSON.stringify({ type: 'welcome' }) });
  }
  send(data: string) {
    this.onmessage?.({ data });
  }
  drop() {
    this.onclose?.();
  }
  close() {
    this.closed = true;
  }
}

function harness() {
  FakeSocket.all = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const received: string[] = [];
  const reconnected = vi.fn();
  const c = new RealtimeConnection({
    url: async () => 'ws://host/api/message-sender/notification?access_token=t',
    onMessage: (d) => received.push(d),
    onReconnected: reconnected,
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    setTimeout: (fn, ms) => timers.push({ fn, ms }),
    clearTimeout: () => {},
  });
  const fire = async () => {
    const t = timers.shift()!;
    t.fn();
    await Promise.resolve();
    await Promise.resolve();
  };
  const tick = async () => {
    await Promise.resolve();
    await Promise.resolve();
  };
  return { c, timers, received, reconnected, fire, tick, last: () => FakeSocket.all[FakeSocket.all.length - 1]! };
}

describe('the reconnect schedule', () => {
  it('retries a dropped channel after 0, 3, 6, 9 and 15 s, and keeps 15 s after that', () => {
    expect(RECONNECT_DELAYS_MS).toEqual([0, 3000, 6000, 9000, 15000]);
    expect([0, 1, 2, 3, 4, 5, 9].map((i) => retryDelay(i, true))).toEqual([0, 3000, 6000, 9000, 15000, 15000, 15000]);
  });

  it('retries a first start that fails every 5 s', () => {
    expect(START_RETRY_MS).toBe(5000);
    expect([0, 1, 7].map((i) => retryDelay(i, false))).toEqual([5000, 5000, 5000]);
  });

  it('drives a connection: start retries, reconnect delays, a reset once back, and a refetch signal after a reconnect', async () => {
    const h = harness();
    h.c.start();
    await h.tick();
    // the first start fails twice: 5 s each
    h.last().drop();
    expect(h.timers.map((t) => t.ms)).toEqual([5000]);
    await h.fire();
    h.last().drop();
    expect(h.timers.map((t) => t.ms)).toEqual([5000]);
    await h.fire();
    h.last().welcome();
    expect(h.reconnected).not.toHaveBeenCalled();
    h.last().send('{"Id":1,"Priority":0,"Content":"سلام"}');
    expect(h.received).toEqual(['{"Id":1,"Priority":0,"Content":"سلام"}']);

    // a drop: 0, 3, 6, 9, 15, 15 s while the server stays away
    h.last().drop();
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      waits.push(h.timers[0]!.ms);
      await h.fire();
      if (i < 5) h.last().drop();
    }
    expect(waits).toEqual([0, 3000, 6000, 9000, 15000, 15000]);
    h.last().welcome();
    expect(h.reconnected).toHaveBeenCalledTimes(1);
    // the schedule starts over after a good connection
    h.last().drop();
    expect(h.timers[0]!.ms).toBe(0);
    h.c.stop();
  });

  it('stops for good when the layout goes away', async () => {
    const h = harness();
    h.c.start();
    await h.tick();
    h.last().welcome();
    const socket = h.last();
    h.c.stop();
    expect(socket.closed).toBe(true);
    expect(h.timers).toEqual([]);
  });
});

describe('the toast stack', () => {
  const toast = (n: number, priority: 0 | 1 | 2 = 0): Toast => ({ key: `k${n}`, priority, content: `c${n}`, messageId: n });

  it('lasts 3 s for info, 7 s for a warning, and stays for an error', () => {
    expect([0, 1, 2].map(toastDuration)).toEqual([3000, 7000, null]);
  });

  it('puts the newest on top and keeps at most 7, dropping the oldest', () => {
    let stack: Toast[] = [];
    for (let i = 1; i <= 9; i++) stack = pushToast(stack, toast(i, 2));
    expect(MAX_TOASTS).toBe(7);
    expect(stack.map((t) => t.messageId)).toEqual([9, 8, 7, 6, 5, 4, 3]);
  });

  it('shows a message once, and offers close all from 2 open toasts', () => {
    let stack = pushToast([], toast(1));
    expect(showCloseAll(stack)).toBe(false);
    stack = pushToast(stack, toast(1));
    expect(stack).toHaveLength(1);
    stack = pushToast(stack, toast(2));
    expect(showCloseAll(stack)).toBe(true);
    stack = removeToast(stack, 'k2');
    expect(showCloseAll(stack)).toBe(false);
  });

  it('reads the JSON body with Priority and Content, and ignores anything else', () => {
    expect(parseRealtimeMessage('{"Id":5,"Type":2,"Priority":1,"Content":"هشدار"}')).toEqual({ id: 5, priority: 1, content: 'هشدار' });
    expect(parseRealtimeMessage('{"Priority":7,"Content":"x"}')).toEqual({ id: undefined, priority: 0, content: 'x' });
    expect(parseRealtimeMessage('{"type":"welcome"}')).toBeNull();
    expect(parseRealtimeMessage('not json')).toBeNull();
  });
});

describe('the location reporter', () => {
  it('asks the GPS with high accuracy, a 10 s time-out and no cache', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback, _err?: PositionErrorCallback | null, _o?: PositionOptions) =>
      ok({ coords: { latitude: 35.7, longitude: 51.4 } } as GeolocationPosition),
    );
    expect(await locate({ geolocation: { getCurrentPosition } })).toEqual({ latitude: 35.7, longitude: 51.4 });
    expect(getCurrentPosition.mock.calls[0]![2]).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 });
  });

  it('falls back to the IP lookup, and notes Location failed. when both fail', async () => {
    const denied = { getCurrentPosition: (_ok: PositionCallback, err?: PositionErrorCallback | null) => err?.({ code: 1 } as GeolocationPositionError) };
    const ipFetch = vi.fn(async () => new Response(JSON.stringify({ lat: '32.65', lon: '51.66' }), { status: 200 }));
    expect(await locate({ geolocation: denied, ipGeolocationUrl: 'https://ip.example/json', fetch: ipFetch as unknown as typeof fetch })).toEqual({ latitude: 32.65, longitude: 51.66 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await locate({ geolocation: denied, ipGeolocationUrl: null })).toBeNull();
    expect(warn).toHaveBeenCalledWith('Location failed.');
    warn.mockRestore();
  });

  it('reads the common IP answers and sends only with vehicle, latitude and longitude', () => {
    expect(coordinatesFromIpAnswer({ loc: '35.1,51.2' })).toEqual({ latitude: 35.1, longitude: 51.2 });
    expect(coordinatesFromIpAnswer({ latitude: 95, longitude: 51 })).toBeNull();
    expect(reportable(3, { latitude: 35, longitude: 51 })).toBe(true);
    expect(reportable(undefined, { latitude: 35, longitude: 51 })).toBe(false);
    expect(reportable(3, null)).toBe(false);
  });
});

describe('a resync from the server', () => {
  it('asks for a refetch like a reconnect does, and is not a toast', async () => {
    const h = harness();
    h.c.start();
    await h.tick();
    h.last().welcome();
    h.last().send('{"type":"resync"}');
    expect(h.reconnected).toHaveBeenCalledTimes(1);
    expect(h.received).toEqual([]);
    h.c.stop();
  });
});
