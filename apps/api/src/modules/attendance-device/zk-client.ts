import ZktecoJs from 'zkteco-js';

/**
 * Reading a ZKTeco-compatible attendance clock through `zkteco-js` (MIT, maintained, no dependencies, Node 20): a TCP
 * (or UDP) session, CMD_CONNECT, the users and the attendance log read with the device's prepare-data / data /
 * free-data sequence, CMD_EXIT. The device keeps its clock on local time: each record's moment is answered as the
 * wall-clock text `YYYY-MM-DD HH:mm:ss` of the device (Asia/Tehran), for the database to place on the time line.
 *
 * zkteco-js decodes a record's time with `new Date(y, m, d, h, mi, s)` in this process's zone and answers its
 * `toString()`: the fields are read back from that text, so they are the device's own whatever the zone (a zone with
 * a daylight-saving gap could move a time inside the gap: run the API in UTC, as containers do).
 */

export interface DeviceAddress {
  ip: string;
  port: number;
  /** 1 TCP, 2 UDP (attendancedevice.connectorType) */
  connector: number;
  /** the longest wait for one answer of the device, in milliseconds */
  timeoutMs: number;
}

export interface DeviceUser {
  /** the device's user id (the personnel code it was enrolled under) */
  userId: string;
  name: string;
}

export interface DeviceRecord {
  userId: string;
  /** the device's wall-clock time, `YYYY-MM-DD HH:mm:ss` */
  localTime: string;
}

export interface DeviceReading {
  users: DeviceUser[];
  records: DeviceRecord[];
}

/** Why a device could not be read: it did not answer in time, or refused / broke the session. */
export class DeviceUnreachable extends Error {
  constructor(
    readonly kind: 'timeout' | 'refused' | 'failed',
    readonly reason: string,
  ) {
    super(reason);
  }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `Fri Nov 27 2026 08:05:09 GMT+0000 (…)` → `2026-11-27 08:05:09`; null when it is not such a text. */
export function wallClockOf(text: unknown): string | null {
  const m = /^[A-Z][a-z]{2} ([A-Z][a-z]{2}) (\d{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2})/.exec(String(text));
  if (!m) return null;
  const month = MONTHS.indexOf(m[1]!) + 1;
  if (!month) return null;
  return `${m[3]}-${String(month).padStart(2, '0')}-${m[2]} ${m[4]}:${m[5]}:${m[6]}`;
}

function classify(err: unknown): DeviceUnreachable {
  if (err instanceof DeviceUnreachable) return err;
  // zkteco-js wraps errors in a ZkError whose `err` is the cause
  const cause = (err as { err?: unknown })?.err ?? err;
  const code = (cause as { code?: string })?.code ?? '';
  const text = String((cause as Error)?.message ?? cause ?? '');
  if (/TIMEOUT|TIME OUT/i.test(text) || code === 'ETIMEDOUT') return new DeviceUnreachable('timeout', text || code);
  if (['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET', 'EADDRNOTAVAIL'].includes(code)) return new DeviceUnreachable('refused', code);
  return new DeviceUnreachable('failed', text || code || 'unknown error');
}

interface ZkSession {
  ztcp: { createSocket(): Promise<unknown>; connect(): Promise<boolean>; requestData(msg: Buffer): Promise<Buffer>; socket: { destroy(): void } | null };
  zudp: { createSocket(): Promise<unknown>; connect(): Promise<boolean>; socket: { close(): void } | null };
  connectionType: 'tcp' | 'udp' | null;
  getUsers(): Promise<{ data: { userId: string; name: string }[] }>;
  getAttendances(): Promise<{ data: { user_id: string; record_time: string }[] }>;
  disconnect(): Promise<unknown>;
}

/** Ends the session: CMD_EXIT when it was open, else the socket is simply dropped (a silent device gets no wait). */
async function close(zk: ZkSession): Promise<void> {
  if (zk.connectionType) {
    await Promise.race([zk.disconnect().catch(() => undefined), new Promise((r) => setTimeout(r, 1000).unref())]);
  }
  zk.ztcp.socket?.destroy();
  try {
    zk.zudp.socket?.close();
  } catch {
    // already closed
  }
}

/** Reads the users and the attendance log of one device; DeviceUnreachable when it cannot. */
export async function readDevice(address: DeviceAddress): Promise<DeviceReading> {
  const zk = new (ZktecoJs as unknown as new (ip: string, port: number, timeout: number, inport: number) => ZkSession)(address.ip, address.port, address.timeoutMs, 0);
  // the whole session has a ceiling too: a device that trickles answers cannot hold a pull for long
  let timer: NodeJS.Timeout | undefined;
  const ceiling = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeviceUnreachable('timeout', 'the device did not finish in time')), address.timeoutMs * 6);
  });
  // zkteco-js asks for a data block inside an `async` Promise executor that, when the device does not answer the
  // request, rejects and then reads the missing answer: a TypeError no caller can catch (Node would stop). The
  // request's failure is taken here instead: the session fails at once, and the executor waits on a promise that
  // never settles (collected with the socket), so nothing is thrown after the fact.
  let abort: (err: unknown) => void = () => undefined;
  const aborted = new Promise<never>((_, reject) => {
    abort = reject;
  });
  const requestData = zk.ztcp.requestData.bind(zk.ztcp);
  zk.ztcp.requestData = (msg: Buffer) =>
    requestData(msg).catch((err: unknown) => {
      abort(err);
      return new Promise<Buffer>(() => undefined);
    });
  const session = async (): Promise<DeviceReading> => {
    // the connector the device is set to, without the library's TCP-then-UDP guessing
    if (address.connector === 2) {
      await zk.zudp.createSocket();
      await zk.zudp.connect();
      zk.connectionType = 'udp';
    } else {
      await zk.ztcp.createSocket();
      await zk.ztcp.connect();
      zk.connectionType = 'tcp';
    }
    const users = (await zk.getUsers()).data ?? [];
    const records = (await zk.getAttendances()).data ?? [];
    return {
      users: users.map((u) => ({ userId: String(u.userId ?? '').trim(), name: String(u.name ?? '').trim() })),
      records: records.flatMap((r) => {
        const localTime = wallClockOf(r.record_time);
        return localTime ? [{ userId: String(r.user_id ?? '').trim(), localTime }] : [];
      }),
    };
  };
  try {
    return await Promise.race([session(), ceiling, aborted]);
  } catch (err) {
    throw classify(err);
  } finally {
    clearTimeout(timer);
    await close(zk);
  }
}
