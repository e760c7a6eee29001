import pino from 'pino';
import { BullMqQueue, InProcessQueue, type JobQueue } from '../../src/core/queue/queue';
import { redisUrl } from './support';

const log = pino({ level: 'silent' });

function waitFor(predicate: () => boolean, ms = 15000): Promise<void> {
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (predicate()) return resolve();
      if (Date.now() - start > ms) return reject(new Error('timed out waiting'));
      setTimeout(tick, 20);
    };
    tick();
  });
}

describe.each([
  ['BullMQ on the real Redis', () => new BullMqQueue(redisUrl(), log, `karsaz-it-q-${process.pid}-${Date.now()}`)],
  ['the in-process queue', () => new InProcessQueue(log)],
])('%s', (_name, make: () => JobQueue) => {
  let q: JobQueue;
  beforeEach(() => {
    q = make();
  });
  afterEach(() => q.close());

  it('runs a job end to end, retrying a failed attempt with backoff', async () => {
    const attempts: number[] = [];
    const done: string[] = [];
    q.register<{ to: string }>('greet', async (data, meta) => {
      attempts.push(meta.attempt);
      if (meta.attempt === 1) throw new Error('transient failure');
      done.push(data.to);
    });
    await q.startWorker();
    await q.add('greet', { to: 'مریم' }, { attempts: 3, backoffMs: 50 });
    await waitFor(() => done.length === 1);
    expect(done).toEqual(['مریم']);
    expect(attempts).toEqual([1, 2]);
  });

  it('runs a job added with the same id once', async () => {
    let runs = 0;
    q.register('once', async () => {
      runs++;
    });
    await q.add('once', {}, { jobId: 'job-42' });
    await q.add('once', {}, { jobId: 'job-42' });
    await q.startWorker();
    await waitFor(() => runs >= 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(runs).toBe(1);
  });

  it('answers a ping while it is up', async () => {
    await expect(q.ping()).resolves.toBeUndefined();
  });
});
