import type { EntityDefinition } from '@karsaz/entities';

/** A row as the engine reads it. */
export type Row = Record<string, unknown> & { id: number; version: number; isActive?: boolean };

/** The Prisma delegate calls the engine makes, over any generated model. */
export interface EntityDelegate {
  findFirst(args: object): Promise<Row | null>;
  findMany(args: object): Promise<Row[]>;
  count(args: object): Promise<number>;
  create(args: object): Promise<Row>;
  updateMany(args: object): Promise<{ count: number }>;
  deleteMany(args: object): Promise<{ count: number }>;
}

/** The delegate of an entity's generated model (`City` → `prisma.city`) on a client or a transaction. */
export function entityDelegate(client: object, entity: EntityDefinition): EntityDelegate {
  return (client as Record<string, EntityDelegate>)[entity.model.charAt(0).toLowerCase() + entity.model.slice(1)]!;
}
