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
