import { Queue, Worker, type Job } from 'bullmq';
import IORedis from 'ioredis';
import type { Logger } from 'pino';

export type JobHandler<T = unknown> = (data: T, meta: { id: string; attempt: number }) => Promise<void>;

export interface AddOptions {
  /** A stable id makes the add idempotent: a second add with the same id is ignored. */
  jobId?: string;
  attempts?: number;
  /** First retry delay; it doubles with every attempt. */
  backoffMs?: number;
  delayMs?: number;
}

/** Background jobs: BullMQ on Redis when REDIS_URL is set, an in-process queue otherwise. */
export interface JobQueue {
  readonly mode: 'bullmq' | 'in-process';
  register<T>(name: string, handler: JobHandler<T>): void;
  add<T>(name: string, data: T, options?: AddOptions): Promise<string>;
  /** Starts processing registered jobs in this process. */
  startWorker(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const QUEUE_NAME = 'karsaz';

export class BullMqQueue implements JobQueue {
  readonly mode = 'bullmq' as const;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly connection: IORedis;
  private readonly queue: Queue;
  private worker: Worker | null = null;

  constructor(
    redisUrl: string,
    private readonly log: Logger,
    private readonly prefix = 'karsaz',
    private readonly crash: { lockMs?: number; stalledIntervalMs?: number } = {},
  ) {
    this.connection = new IORedis(redisUrl, { maxRetriesPerRequest: null, lazyConnect: true });
    this.connection.on('error', (err) => this.log.warn({ err: err.message }, 'redis connection error'));
    this.queue = new Queue(QUEUE_NAME, { connection: this.connection, prefix });
    this.queue.on('error', (err) => this.log.warn({ err: err.message }, 'queue error'));
  }

  register<T>(name: string, handler: JobHandler<T>): void {
    this.handlers.set(name, handler as JobHandler);
  }

  async add<T>(name: string, data: T, o: AddOptions = {}): Promise<string> {
    const job = await this.queue.add(name, data, {
      jobId: o.jobId,
      attempts: o.attempts ?? 5,
      backoff: { type: 'exponential', delay: o.backoffMs ?? 1000 },
      delay: o.delayMs,
      removeOnComplete: 1000,
      removeOnFail: 5000,
    });
    return String(job.id);
  }

  async startWorker(): Promise<void> {
    if (this.worker) return;
    this.worker = new Worker(
      QUEUE_NAME,
      async (job: Job) => {
        const handler = this.handlers.get(job.name);
        if (!handler) throw new Error(`no handler for job ${job.name}`);
        await handler(job.data, { id: String(job.id), attempt: job.attemptsMade + 1 });
      },
      {
        connection: this.connection.duplicate({ maxRetriesPerRequest: null }),
        prefix: this.prefix,
        concurrency: 4,
        // a worker killed mid-job: its lock lapses and the next stalled check puts the job back for another worker
        lockDuration: this.crash.lockMs ?? 30_000,
        stalledInterval: this.crash.stalledIntervalMs ?? 30_000,
      },
    );
    this.worker.on('stalled', (id) => this.log.warn({ id }, 'a job stalled (its worker stopped mid-job); it runs again'));
    this.worker.on('error', (err) => this.log.warn({ err: err.message }, 'worker error'));
    this.worker.on('failed', (job, err) => this.log.warn({ job: job?.name, id: job?.id, err: err.message }, 'job failed'));
    // Redis may be down at start: the worker keeps reconnecting, and /api/health reports it meanwhile
    await this.worker.waitUntilReady().catch((err: Error) => this.log.warn({ err: err.message }, 'the job worker waits for Redis'));
  }

  async ping(): Promise<void> {
    if (this.connection.status === 'wait') await this.connection.connect();
    const pong = await this.connection.ping();
    if (pong !== 'PONG') throw new Error(`redis answered ${pong}`);
  }

  async close(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    this.connection.disconnect();
  }
}

interface PendingJob {
  id: string;
  name: string;
  data: unknown;
  attempt: number;
  attempts: number;
  backoffMs: number;
}

/** The embedded mode's queue: jobs run in this process after the current tick, with the same retry rules. */
export class InProcessQueue implements JobQueue {
  readonly mode = 'in-process' as const;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly seen = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private running = false;
  private closed = false;
  private backlog: PendingJob[] = [];
  private inFlight = 0;
  private idleWaiters: (() => void)[] = [];
  private counter = 0;

  constructor(private readonly log: Logger) {}

  register<T>(name: string, handler: JobHandler<T>): void {
    this.handlers.set(name, handler as JobHandler);
  }

  async add<T>(name: string, data: T, o: AddOptions = {}): Promise<string> {
    if (this.closed) throw new Error('queue is closed');
    const id = o.jobId ?? `local-${++this.counter}`;
    if (o.jobId) {
      if (this.seen.has(id)) return id;
      this.seen.add(id);
    }
    const job: PendingJob = { id, name, data, attempt: 1, attempts: o.attempts ?? 5, backoffMs: o.backoffMs ?? 1000 };
    this.schedule(job, o.delayMs ?? 0);
    return id;
  }

  private schedule(job: PendingJob, delayMs: number): void {
    this.inFlight++;
    const t = setTimeout(() => {
      this.timers.delete(t);
      if (this.running) void this.run(job);
      else this.backlog.push(job);
    }, delayMs);
    this.timers.add(t);
  }

  private async run(job: PendingJob): Promise<void> {
    try {
      const handler = this.handlers.get(job.name);
      if (!handler) throw new Error(`no handler for job ${job.name}`);
      await handler(job.data, { id: job.id, attempt: job.attempt });
    } catch (err) {
      this.log.warn({ job: job.name, id: job.id, attempt: job.attempt, err: (err as Error).message }, 'job failed');
      if (job.attempt < job.attempts && !this.closed) {
        this.schedule({ ...job, attempt: job.attempt + 1 }, job.backoffMs * 2 ** (job.attempt - 1));
      }
    } finally {
      this.inFlight--;
      if (this.inFlight === 0) this.idleWaiters.splice(0).forEach((w) => w());
    }
  }

  async startWorker(): Promise<void> {
    this.running = true;
    for (const job of this.backlog.splice(0)) void this.run(job);
  }

  /** Resolves when no job is queued or running (for tests and shutdown). */
  idle(): Promise<void> {
    return this.inFlight === 0 ? Promise.resolve() : new Promise((r) => this.idleWaiters.push(r));
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error('queue is closed');
  }

  async close(): Promise<void> {
    this.closed = true;
    this.timers.forEach((t) => clearTimeout(t));
    this.timers.clear();
  }
}

export function createQueue(redisUrl: string | null, log: Logger, prefix = 'karsaz', crash: { lockMs?: number; stalledIntervalMs?: number } = {}): JobQueue {
  return redisUrl ? new BullMqQueue(redisUrl, log, prefix, crash) : new InProcessQueue(log);
}
