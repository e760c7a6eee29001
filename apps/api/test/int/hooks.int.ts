import { Injectable, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { PrismaClient } from '../../src/core/database/database';
import { EntityHookRegistry, EntityHooks, type AfterDeleteContext, type DeleteContext, type SaveContext, type SaveData } from '../../src/core/entity/hooks';
import { DiscoveryModule } from '@nestjs/core';
import { DomainException, businessRule } from '../../src/core/http/errors';
import type { GuildType } from '../../src/generated/prisma/client';
import { startTestApp, type TestApp } from './support';
import { USER } from './identity-support';

/**
 * Typed hooks registered through DI (issue 9 item 10): a provider marked `@EntityHooks('guildtype')` in a module of
 * its own is found by the engine, gets its services injected, sees the principal, the operation and the stored row,
 * runs inside the write's transaction (a throw rolls the write back) and, for afterDelete, after the commit.
 */

const seen: { hook: string; op: string; before?: number; user?: number; rowsOutside?: number }[] = [];

@EntityHooks('guildtype')
@Injectable()
class GuildTypeProbeHooks implements EntityHooks<GuildType> {
  constructor(private readonly prisma: PrismaClient) {}

  beforeSave(data: SaveData<GuildType>, ctx: SaveContext<GuildType>) {
    seen.push({ hook: 'beforeSave', op: ctx.op, before: ctx.before?.version, user: ctx.principal.subjectId });
    if (data.nameFa === 'ممنوع') throw new DomainException(400, 'VALIDATION', { fieldErrors: [{ field: 'nameFa', constraint: 'isIn', args: [], fallback: 'not this name' }] });
    // a derived field, written with the row
    if (!data.nameEn) data.nameEn = `derived ${String(data.nameFa)}`;
  }

  async afterSave(row: { id: number }, ctx: SaveContext<GuildType>) {
    // inside the transaction the new row is there; outside it (the injected client) it is not yet
    const inside = await ctx.tx.guildType.count({ where: { id: row.id } });
    const outside = await this.prisma.guildType.count({ where: { id: row.id } });
    seen.push({ hook: 'afterSave', op: ctx.op, rowsOutside: ctx.op === 'create' ? outside : undefined });
    if (inside !== 1) throw new Error('afterSave ran outside the write');
    const name = await ctx.tx.guildType.findUnique({ where: { id: row.id }, select: { nameFa: true } });
    if (name?.nameFa.startsWith('برگشت')) throw businessRule({ fa: 'برگشت', en: 'rolled back by a hook' });
  }

  beforeDelete(row: GuildType, ctx: DeleteContext) {
    seen.push({ hook: 'beforeDelete', op: ctx.op, before: row.version });
  }

  async afterDelete(row: GuildType, ctx: AfterDeleteContext) {
    seen.push({ hook: 'afterDelete', op: ctx.op, rowsOutside: await this.prisma.guildType.count({ where: { id: row.id } }) });
  }
}

@Module({ providers: [GuildTypeProbeHooks] })
class ProbeHooksModule {}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const RUN = Date.now() % 1000000;
const BASE = '/api/base-data/v1/guildtype';

describe('typed entity hooks, found through DI', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  const api = (m: 'get' | 'post' | 'put' | 'delete', path: string) => t.http()[m](`${BASE}/${path}`).set(bearer(admin)).set('Accept-Language', 'en');

  beforeAll(async () => {
    t = await startTestApp({ modules: [ProbeHooksModule] });
    const login = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value;
    admin = login.access_token;
    adminId = (await t.infra.db.prisma.user.findUniqueOrThrow({ where: { mobileNumber: '09120000000' } })).id;
  });
  afterAll(() => t.close());
  beforeEach(() => {
    seen.length = 0;
  });

  it('runs beforeSave and afterSave in the transaction, with the operation, the principal and the stored row', async () => {
    const id = (await api('post', 'create').send({ code: `H${RUN}`, nameFa: `صنف ${RUN}` }).expect(200)).body.value.id as number;
    expect((await api('get', 'getById').query({ Id: id }).expect(200)).body.value).toMatchObject({ nameEn: `derived صنف ${RUN}` });
    expect(seen).toEqual([
      { hook: 'beforeSave', op: 'create', before: undefined, user: adminId },
      { hook: 'afterSave', op: 'create', rowsOutside: 0 },
    ]);
    seen.length = 0;
    await api('put', 'update').send({ id, version: 1, code: `H${RUN}`, nameFa: `صنف دیگر ${RUN}`, nameEn: 'Other' }).expect(200);
    expect(seen).toEqual([
      { hook: 'beforeSave', op: 'update', before: 1, user: adminId },
      { hook: 'afterSave', op: 'update', rowsOutside: undefined },
    ]);
  });

  it('rolls the write back when a hook throws: 400 from beforeSave, 422 from afterSave, nothing stored', async () => {
    const refused = await api('post', 'create').send({ code: `HX${RUN}`, nameFa: 'ممنوع' }).expect(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'nameFa' })]);
    const rolled = await api('post', 'create').send({ code: `HY${RUN}`, nameFa: `برگشت ${RUN}` }).expect(422);
    expect(rolled.body.message).toBe('rolled back by a hook');
    expect(await t.infra.db.prisma.guildType.count({ where: { code: { in: [`HX${RUN}`, `HY${RUN}`] } } })).toBe(0);
  });

  it('runs beforeDelete in the transaction and afterDelete after the commit', async () => {
    const id = (await api('post', 'create').send({ code: `HD${RUN}`, nameFa: `حذفی ${RUN}` }).expect(200)).body.value.id as number;
    seen.length = 0;
    await api('delete', 'remove').query({ Id: id }).expect(200);
    expect(seen).toEqual([
      { hook: 'beforeDelete', op: 'delete', before: 1 },
      // the row is gone for everyone by the time afterDelete runs
      { hook: 'afterDelete', op: 'delete', rowsOutside: 0 },
    ]);
  });

  it('stops the start when hooks name an entity that does not exist', async () => {
    @EntityHooks('no-such-entity')
    @Injectable()
    class Typo {}
    const moduleRef = await Test.createTestingModule({ imports: [DiscoveryModule], providers: [EntityHookRegistry, Typo] }).compile();
    await expect(moduleRef.init()).rejects.toThrow("@EntityHooks('no-such-entity') on Typo: there is no entity of that name");
  });
});
