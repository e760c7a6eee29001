import type { PrismaClient } from '../../src/generated/prisma/client';

/**
 * What the generic suites (entities.int.ts, company-sweep.int.ts) must know of the contracting documents, whose
 * hooks ask more than a sample row gives:
 * - a progress statement's lines are its contract's items, which a new statement saved without lines starts with;
 * - a contract request's party holds the role of the request's kind (the sample party is given both).
 */
export const LINES_FROM_PARENT = new Set(['contractorstatement', 'employerstatement']);

export async function partyRoles(prisma: PrismaClient, body: Record<string, unknown>): Promise<() => Promise<void>> {
  if (typeof body.partyId === 'number') await prisma.thirdParty.update({ where: { id: body.partyId }, data: { isContractor: true, isEmployer: true } });
  return async () => undefined;
}
