import { Injectable } from '@nestjs/common';
import { PrismaClient } from '../database/database';
import { currentContext } from '../context/request-context';

export interface AuditEntry {
  event: string;
  userId?: number | null;
  /** the OAuth client whose service account acted; taken from the running request when not given */
  clientId?: string | null;
  companyId?: number | null;
  entity?: string;
  entityId?: string | number | null;
  ip?: string | null;
  traceId?: string | null;
  data?: Record<string, unknown>;
}

/** Writes the append-only audit log (the database refuses updates and deletes of it). */
@Injectable()
export class AuditService {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * A call made by an OAuth client's service account (client_credentials) is recorded under the client: its
   * `clientId`, and no user (the principal of such a call has none).
   */
  async record(e: AuditEntry, tx: Pick<PrismaClient, 'auditLog'> = this.prisma): Promise<void> {
    const clientId = e.clientId ?? currentContext()?.principal?.clientId ?? null;
    await tx.auditLog.create({
      data: {
        event: e.event,
        userId: clientId ? null : (e.userId ?? null),
        clientId,
        companyId: e.companyId ?? null,
        entity: e.entity,
        entityId: e.entityId === undefined || e.entityId === null ? null : String(e.entityId),
        ip: e.ip ?? null,
        traceId: e.traceId ?? null,
        data: (e.data ?? undefined) as never,
      },
    });
  }
}
