import { createServer, type Server, type Socket } from 'node:net';

/**
 * A simulated ZKTeco attendance clock on loopback, speaking the TCP protocol the real ones speak (and zkteco-js, the
 * API's client, sends), so tests pull punches through the real client over a real socket:
 *
 * - every packet: the TCP top header `50 50 82 7d`, the length of the rest (u16 LE) and two zero bytes, then the ZK
 *   header — command (u16), checksum (u16: the ones'-complement sum of the 16-bit words of header and data), session
 *   id (u16), reply id (u16) — and the data;
 * - CMD_CONNECT (1000) answers CMD_ACK_OK with a new session id; CMD_EXIT (1001) ends the session;
 * - CMD_DATA_WRRQ (1503) asks for a table (its second byte: 0x09 the users, 0x0d the attendance log): the device
 *   answers CMD_PREPARE_DATA with the size of the block (4 bytes of size, then 72-byte user records or 40-byte
 *   attendance records); CMD_DATA_RDY (1504, start and size) asks for a slice of it: the device sends
 *   CMD_PREPARE_DATA (8 bytes), CMD_DATA with the slice, and CMD_ACK_OK, as separate packets; CMD_FREE_DATA (1502)
 *   frees the block;
 * - CMD_GET_FREE_SIZES (50), CMD_ENABLEDEVICE / CMD_DISABLEDEVICE answer what a device answers; anything else is
 *   CMD_ACK_UNKNOWN. A packet whose checksum is wrong answers CMD_ACK_ERROR.
 *
 * Record times are the device's wall clock (`YYYY-MM-DD HH:mm:ss`), encoded as the protocol does (seconds since
 * 2000 in 31-day months). The device serves whatever `users` and `punches` hold when asked.
 */

export interface SimulatedUser {
  userId: string;
  name: string;
}
export interface SimulatedPunch {
  userId: string;
  /** the device's wall-clock time, `YYYY-MM-DD HH:mm:ss` */
  at: string;
}
export interface SimulatorOptions {
  users?: SimulatedUser[];
  punches?: SimulatedPunch[];
  /** ms between the packets of one answer (they arrive as separate reads, as a device's do) */
  gapMs?: number;
  /** the port to listen on (0: any free one) */
  port?: number;
  /** commands the device leaves unanswered (a clock that hangs mid-session: `[CMD.DATA_WRRQ]`) */
  silentOn?: number[];
}

export interface ZkDeviceSimulator {
  host: string;
  port: number;
  users: SimulatedUser[];
  punches: SimulatedPunch[];
  /** the commands received, in order (CMD_CONNECT, CMD_DATA_WRRQ…) */
  received: string[];
  /** how many sessions were opened */
  sessions: number;
  stop(): Promise<void>;
}

export const CMD = {
  CONNECT: 1000,
  EXIT: 1001,
  ENABLEDEVICE: 1002,
  DISABLEDEVICE: 1003,
  GET_FREE_SIZES: 50,
  PREPARE_DATA: 1500,
  DATA: 1501,
  FREE_DATA: 1502,
  DATA_WRRQ: 1503,
  DATA_RDY: 1504,
  ACK_OK: 2000,
  ACK_ERROR: 2001,
  ACK_UNKNOWN: 65535,
} as const;
const NAMES = new Map<number, string>(Object.entries(CMD).map(([k, v]) => [v, `CMD_${k}`]));
const USHRT_MAX = 65535;
const MAGIC = Buffer.from([0x50, 0x50, 0x82, 0x7d]);

/** The protocol's checksum over a ZK header (its checksum field zero) and data. */
export function checksum(buf: Buffer): number {
  let sum = 0;
  for (let i = 0; i < buf.length; i += 2) {
    sum += i === buf.length - 1 ? buf[i]! : buf.readUInt16LE(i);
    sum %= USHRT_MAX;
  }
  return USHRT_MAX - sum - 1;
}

/** One packet: top header, ZK header with its checksum, data. */
export function packet(command: number, sessionId: number, replyId: number, data: Buffer = Buffer.alloc(0)): Buffer {
  const body = Buffer.alloc(8 + data.length);
  body.writeUInt16LE(command, 0);
  body.writeUInt16LE(0, 2);
  body.writeUInt16LE(sessionId, 4);
  body.writeUInt16LE(replyId, 6);
  data.copy(body, 8);
  body.writeUInt16LE(checksum(body), 2);
  const top = Buffer.from([...MAGIC, 0, 0, 0, 0]);
  top.writeUInt16LE(body.length, 4);
  return Buffer.concat([top, body]);
}

/** A wall-clock time as the protocol stores it. */
export function encodeTime(at: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(at);
  if (!m) throw new Error(`not a device time: ${at}`);
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  return ((y % 100) * 12 * 31 + (mo - 1) * 31 + d - 1) * 86400 + (h * 60 + mi) * 60 + s;
}

function ascii(text: string, size: number): Buffer {
  const out = Buffer.alloc(size);
  out.write(text.slice(0, size - 1), 'ascii');
  return out;
}

/** The user table: 72-byte records (uid, role, password, name, card, …, user id at 48). */
function userTable(users: SimulatedUser[]): Buffer {
  return Buffer.concat(
    users.map((u, i) => {
      const r = Buffer.alloc(72);
      r.writeUInt16LE(i + 1, 0);
      r.writeUInt8(0, 2);
      ascii(u.name, 24).copy(r, 11);
      r.writeUInt32LE(0, 35);
      ascii(u.userId, 9).copy(r, 48);
      return r;
    }),
  );
}

/** The attendance log: 40-byte records (sequence, user id at 2, verify type at 26, time at 27, state at 31). */
function attendanceTable(punches: SimulatedPunch[]): Buffer {
  return Buffer.concat(
    punches.map((p, i) => {
      const r = Buffer.alloc(40);
      r.writeUInt16LE(i + 1, 0);
      ascii(p.userId, 9).copy(r, 2);
      r.writeUInt8(1, 26);
      r.writeUInt32LE(encodeTime(p.at), 27);
      r.writeUInt8(i % 2, 31);
      return r;
    }),
  );
}

/** A table as a data block: its size (u32 LE) then its records. */
function block(table: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32LE(table.length, 0);
  return Buffer.concat([size, table]);
}

export async function startZkSimulator(options: SimulatorOptions = {}): Promise<ZkDeviceSimulator> {
  const gap = options.gapMs ?? 15;
  const sockets = new Set<Socket>();
  const state: ZkDeviceSimulator = {
    host: '127.0.0.1',
    port: 0,
    users: options.users ?? [],
    punches: options.punches ?? [],
    received: [],
    sessions: 0,
    stop: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let pending = Buffer.alloc(0);
    let sessionId = 0;
    let prepared: Buffer | null = null;
    // answers go out in order, each packet a write of its own with a pause between
    let queue: Promise<void> = Promise.resolve();
    const send = (...packets: Buffer[]) => {
      queue = queue.then(async () => {
        for (const [i, p] of packets.entries()) {
          if (i > 0 || packets.length > 1) await new Promise((r) => setTimeout(r, gap));
          if (!socket.destroyed) socket.write(p);
        }
      });
    };

    const handle = (body: Buffer) => {
      const command = body.readUInt16LE(0);
      const sum = body.readUInt16LE(2);
      const replyId = body.readUInt16LE(6);
      const data = body.subarray(8);
      state.received.push(NAMES.get(command) ?? `CMD_${command}`);
      const zeroed = Buffer.from(body);
      zeroed.writeUInt16LE(0, 2);
      // zkteco-js sums the header before it advances the reply id it then writes: take either
      const before = Buffer.from(zeroed);
      before.writeUInt16LE((replyId + USHRT_MAX - 1) % USHRT_MAX, 6);
      if (checksum(zeroed) !== sum && checksum(before) !== sum) return send(packet(CMD.ACK_ERROR, sessionId, replyId));
      if (options.silentOn?.includes(command)) return;
      const reply = (cmd: number, payload?: Buffer) => packet(cmd, sessionId, replyId, payload);
      switch (command) {
        case CMD.CONNECT:
          sessionId = 0x4000 + (++state.sessions % 0x1000);
          return send(reply(CMD.ACK_OK));
        case CMD.EXIT:
          send(reply(CMD.ACK_OK));
          queue = queue.then(() => void socket.end());
          return;
        case CMD.ENABLEDEVICE:
        case CMD.DISABLEDEVICE:
          return send(reply(CMD.ACK_OK));
        case CMD.FREE_DATA:
          prepared = null;
          return send(reply(CMD.ACK_OK));
        case CMD.GET_FREE_SIZES: {
          const sizes = Buffer.alloc(80);
          sizes.writeUInt32LE(state.users.length, 24);
          sizes.writeUInt32LE(state.punches.length, 40);
          sizes.writeUInt32LE(100_000, 72);
          return send(reply(CMD.ACK_OK, sizes));
        }
        case CMD.DATA_WRRQ: {
          const table = data[1];
          if (table === 0x09) prepared = block(userTable(state.users));
          else if (table === 0x0d) prepared = block(attendanceTable(state.punches));
          else return send(reply(CMD.ACK_ERROR));
          const size = Buffer.alloc(9);
          size.writeUInt32LE(prepared.length, 1);
          return send(reply(CMD.PREPARE_DATA, size));
        }
        case CMD.DATA_RDY: {
          if (!prepared || data.length < 8) return send(reply(CMD.ACK_ERROR));
          const start = data.readUInt32LE(0);
          const size = data.readUInt32LE(4);
          const slice = prepared.subarray(start, start + size);
          const head = Buffer.alloc(8);
          head.writeUInt32LE(slice.length, 0);
          return send(reply(CMD.PREPARE_DATA, head), reply(CMD.DATA, slice), reply(CMD.ACK_OK));
        }
        default:
          return send(reply(CMD.ACK_UNKNOWN));
      }
    };

    socket.on('data', (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 8) {
        if (pending.compare(MAGIC, 0, 4, 0, 4) !== 0) {
          // not the protocol: drop the connection as a device does
          socket.destroy();
          return;
        }
        const length = pending.readUInt16LE(4);
        if (pending.length < 8 + length) return;
        const body = pending.subarray(8, 8 + length);
        pending = pending.subarray(8 + length);
        if (body.length >= 8) handle(body);
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  state.port = (server.address() as { port: number }).port;
  return state;
}

/** A TCP server on loopback that accepts and never answers (a hung clock). */
export async function startSilentDevice(): Promise<{ port: number; stop(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((s) => {
    sockets.add(s);
    s.on('error', () => s.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.address() as { port: number }).port,
    stop: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
