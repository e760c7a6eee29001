import { Prisma } from '../../generated/prisma/client';
import type { PrismaClient } from '../database/database';
import type { Principal } from '../auth/principal';
import { isInt32 } from '../http/validators';

/**
 * A task is a grant to read its document (issue 9: "each level sees it in its inbox"): whoever was asked to decide
 * on a document at some level (themselves, or by escalation), whoever decided on it, and a delegate for what waits
 * for the delegator today (not the delegator's past decisions), may read it and its history, even without a grant
 * on the document's pages. A person resolved from the document (the
 * project's manager) and a delegate hold no such grant as a rule; without this they could not open what waits for
 * them. Deciding still goes through the task (WorkflowService).
 */
export async function takesPartIn(prisma: PrismaClient, p: Principal, entity: string, documentId: number, at = new Date()): Promise<boolean> {
  // an id no integer column holds takes part in nothing (and must not reach PostgreSQL, which refuses it)
  if (!isInt32(documentId) || documentId < 1 || p.companyId === null) return false;
  const day = at.toISOString().slice(0, 10);
  const [row] = await prisma.$queryRaw<{ takes: boolean }[]>(Prisma.sql`SELECT EXISTS (
    SELECT 1 FROM approval_task t
    WHERE t.entity = ${entity} AND t.document_id = ${documentId} AND t.company_id = ${p.companyId}
      AND (t.assignee_user_id = ${p.subjectId} OR t.decided_by_user_id = ${p.subjectId}
        OR (t.status = 'pending' AND t.assignee_user_id IN (
          SELECT u.id FROM approval_delegation d JOIN user_account u ON u.third_party_id = d.delegator_id
          WHERE d.company_id = ${p.companyId} AND d.delegate_id = ${p.thirdPartyId ?? -1} AND d.is_active
            AND d.from_date <= ${day}::date AND d.to_date >= ${day}::date)))
  ) AS takes`);
  return !!row?.takes;
}
