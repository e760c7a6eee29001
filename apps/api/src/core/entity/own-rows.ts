import { VIEW_ALL_ACTION, personalFilter, seeAllUrlsOf, type EntityDefinition } from '@karsaz/entities';
import { Prisma } from '../../generated/prisma/client';
import type { PrismaClient } from '../database/database';
import type { Principal } from '../auth/principal';
import { grantedSql, holderOf } from '../auth/access';
import { takesPartIn } from '../workflow/task-access';
import { entityDelegate } from './delegate';

type Tx = Prisma.TransactionClient;

/**
 * A self-service page's rows (menu.personal, a person's own requests): null when the caller sees every row (the
 * page's ViewAll, or any action on another page of the entity), else the condition "the caller's own" to add to
 * every read and write of the rows (the engine's, and the attachments').
 */
export async function ownRowsCondition(prisma: PrismaClient, entity: EntityDefinition, p: Principal): Promise<Record<string, unknown> | null> {
  const personal = entity.menu.personal;
  if (!personal || p.clientId) return null;
  const holder = holderOf(p);
  const others = seeAllUrlsOf(entity);
  const rules = [{ menu: personal.url, action: VIEW_ALL_ACTION }, ...(others.length ? [{ menu: others }] : [])];
  const [row] = await prisma.$queryRaw<{ every: boolean }[]>(Prisma.sql`SELECT (${Prisma.join(rules.map((r) => grantedSql(holder, r)), ' OR ')}) AS every`);
  return row?.every ? null : personalFilter(entity, p.thirdPartyId, p.subjectId);
}

/**
 * Whether the row is there for the caller (in the company, and on a self-service page theirs): to read, a row that
 * waits for their decision, or that they decided, is there too. One check for the engine's reads and writes, the
 * attachments and a document's history.
 */
export async function rowIsThere(prisma: PrismaClient, entity: EntityDefinition, p: Principal, id: number, o: { reading?: boolean; db?: Tx | PrismaClient } = {}): Promise<boolean> {
  const db = o.db ?? prisma;
  const own = await ownRowsCondition(prisma, entity, p);
  if (await entityDelegate(db, entity).count({ where: { id, ...(own ? { AND: [own] } : {}) } })) return true;
  return !!own && !!o.reading && (await entityDelegate(db, entity).count({ where: { id } })) > 0 && (await takesPartIn(prisma, p, entity.name, id));
}
