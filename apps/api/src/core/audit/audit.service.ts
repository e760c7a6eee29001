import { Injectable } from '@nestjs/common';
import { PrismaClient } from '../database/database';

export interface AuditEntry {
  event: string;
  userId?: number | null;
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

  async record(e: AuditEntry, tx: Pick<PrismaClient, 'auditLog'> = this.prisma): Promise<void> {
    await tx.auditLog.create({
      data: {
        event: e.event,
        userId: e.userId ?? null,
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
