import { startTestApp, type TestApp } from './support';

/**
 * Inside a transaction Prisma loads the relations of one `include` in parallel; on the transaction's one pg client
 * that is the pattern pg 9 refuses. The adapter queues them (src/core/database/serial-transactions.ts), and the
 * int setup (setup-warnings.ts) fails any test during which pg warns about it.
 */
describe('queries of a transaction', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('go to pg one at a time, with the same results', async () => {
    const prisma = t.infra.db.prisma;
    const plain = await prisma.user.findFirstOrThrow({ where: { mobileNumber: '09120000000' }, include: { thirdParty: true, roles: true, sessions: true } });
    const inTx = await prisma.$transaction(async (tx) => {
      const [a, b] = await Promise.all([
        tx.user.findFirstOrThrow({ where: { id: plain.id }, include: { thirdParty: true, roles: true, sessions: true } }),
        tx.user.count(),
      ]);
      return { a, b };
    });
    expect(inTx.a.thirdParty.id).toBe(plain.thirdParty.id);
    expect(inTx.a.roles.map((r) => r.roleId).sort()).toEqual(plain.roles.map((r) => r.roleId).sort());
    expect(inTx.b).toBeGreaterThan(0);
    // a failed query does not stop the queue: the transaction rolls back as one
    await expect(prisma.$transaction(async (tx) => {
      await Promise.all([tx.user.count(), tx.$queryRawUnsafe('SELECT 1/0')]);
    })).rejects.toBeDefined();
    expect(await prisma.user.count()).toBe(inTx.b);
  });
});
