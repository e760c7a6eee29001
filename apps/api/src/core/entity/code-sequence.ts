import type { EntityDefinition } from '@karsaz/entities';
import type { Prisma } from '../../generated/prisma/client';
import { entityDelegate } from './delegate';

type Tx = Prisma.TransactionClient;

/**
 * The next code of an entity: one atomic increment of its sequence row per try, padded to the definition's
 * width; a code a person typed in by hand is skipped over. Concurrent callers each get their own number.
 */
export async function nextCode(tx: Tx, entity: EntityDefinition, companyId: number | null): Promise<string> {
  if (!entity.code) throw new Error(`${entity.name} has no code sequence`);
  const scope = entity.scope === 'company' ? (companyId ?? 0) : 0;
  const delegate = entityDelegate(tx, entity);
  for (let tries = 0; tries < 1000; tries++) {
    const [{ last }] = await tx.$queryRaw<{ last: number }[]>`
      INSERT INTO entity_code_sequence (entity, company_id, last, updated_at) VALUES (${entity.name}, ${scope}, 1, now())
      ON CONFLICT (entity, company_id) DO UPDATE SET last = entity_code_sequence.last + 1, updated_at = now()
      RETURNING last`;
    const code = String(last).padStart(entity.code.width, '0');
    const taken = await delegate.count({ where: { [entity.code.field]: code, ...(entity.scope === 'company' ? { companyId: scope } : {}) } });
    if (!taken) return code;
  }
  throw new Error(`no free code for ${entity.name}`);
}

/**
 * `n` codes of an entity at once (a yearly raise's decrees): one increment of its sequence row by the number still
 * wanted per try, skipping the codes typed by hand, in order.
 */
export async function nextCodes(tx: Tx, entity: EntityDefinition, companyId: number | null, n: number): Promise<string[]> {
  const code = entity.code;
  if (!code) throw new Error(`${entity.name} has no code sequence`);
  const scope = entity.scope === 'company' ? (companyId ?? 0) : 0;
  const delegate = entityDelegate(tx, entity);
  const codes: string[] = [];
  while (codes.length < n) {
    const want = n - codes.length;
    const [{ last }] = await tx.$queryRaw<{ last: number }[]>`
      INSERT INTO entity_code_sequence (entity, company_id, last, updated_at) VALUES (${entity.name}, ${scope}, ${want}, now())
      ON CONFLICT (entity, company_id) DO UPDATE SET last = entity_code_sequence.last + ${want}, updated_at = now()
      RETURNING last`;
    const batch = Array.from({ length: want }, (_, i) => String(last - want + 1 + i).padStart(code.width, '0'));
    const taken = new Set(
      ((await delegate.findMany({ where: { [code.field]: { in: batch }, ...(entity.scope === 'company' ? { companyId: scope } : {}) }, select: { [code.field]: true } })) as Record<string, string>[]).map((r) => r[code.field]),
    );
    codes.push(...batch.filter((c) => !taken.has(c)));
  }
  return codes;
}
