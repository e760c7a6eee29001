import { Inject, Injectable } from '@nestjs/common';
import { toPersianDigits } from '@karsaz/domain';
import type { DealerReception, Prisma } from '../../../generated/prisma/client';
import { INFRASTRUCTURE, type Infrastructure } from '../../../core/infrastructure';
import { PrismaClient } from '../../../core/database/database';
import { asSystem, runInContext } from '../../../core/context/request-context';
import { conflict, invalid, notFound, type RawFieldError, fieldRefusal } from '../../../core/http/errors';
import type { RequestMeta } from '../../../core/http/request-meta';
import { AuditService } from '../../../core/audit/audit.service';
import { SmsService } from '../../messaging/sms';
import { newToken, sha256 } from '../../identity/crypto';

const LINK_DAYS = 14;
const TEXT = {
  gone: { fa: 'این پیوند نظرسنجی معتبر نیست یا مهلت آن گذشته است.', en: 'This survey link is not valid or has expired.' },
  answered: { fa: 'نظر شما برای این پذیرش پیش‌تر ثبت شده است؛ سپاس‌گزاریم.', en: 'You have already answered for this visit; thank you.' },
  notOffered: { fa: 'این گزینه در فهرست نیست.', en: 'This is not one of the choices.' },
} as const;

/**
 * The satisfaction link of a delivered car (docs/dealer.md "Receptions"): made in the delivery's transaction and
 * texted through the outbox with it, the token kept only as its hash; the customer opens it without signing in,
 * picks a level and a reason, and the answer lands on the reception, once.
 */
@Injectable()
export class SatisfactionLinks {
  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly prisma: PrismaClient,
    private readonly sms: SmsService,
    private readonly audit: AuditService,
  ) {}

  /** The page's address for a token (the web app's public page). */
  url(token: string): string {
    return `${this.infra.config.publicUrl}/common/dealer-satisfaction/${token}`;
  }

  async send(tx: Prisma.TransactionClient, row: DealerReception): Promise<void> {
    const token = newToken();
    await tx.dealerSatisfactionLink.create({ data: { companyId: row.companyId, receptionId: row.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + LINK_DAYS * 86_400_000) } });
    const dealer = await tx.dealer.findFirst({ where: { id: row.dealerId }, select: { name: true } });
    await this.sms.send(row.mobile, `${dealer?.name ?? ''}: خودروی شما تحویل شد (پذیرش ${toPersianDigits(row.code ?? '')}). از رضایت خود بگویید: ${this.url(token)}`, {}, tx);
  }

  private async link(token: string) {
    const found = await asSystem(async () => await this.prisma.dealerSatisfactionLink.findUnique({ where: { tokenHash: sha256(token) } }));
    if (!found || found.expiresAt < new Date()) throw notFound(TEXT.gone);
    return found;
  }

  /** What the customer's page shows: the visit, and the levels and reasons to choose from. */
  async read(token: string) {
    const link = await this.link(token);
    return runInContext({ companyId: link.companyId }, async () => {
      const r = await this.prisma.dealerReception.findFirstOrThrow({ where: { id: link.receptionId }, include: { dealer: { select: { name: true } }, dealerVehicle: { select: { name: true } } } });
      const [levels, reasons] = await Promise.all([
        this.prisma.dealerSatisfactionLevel.findMany({ where: { isActive: true }, select: { id: true, name: true, score: true }, orderBy: { score: 'desc' } }),
        this.prisma.dealerSatisfactionReason.findMany({ where: { isActive: true }, select: { id: true, name: true }, orderBy: { code: 'asc' } }),
      ]);
      return { dealerName: r.dealer.name, code: r.code ?? '', vehicle: r.dealerVehicle.name, plate: r.plate, closedAt: r.closedAt, answered: link.answeredAt !== null, levels, reasons };
    });
  }

  async answer(dto: { token: string; levelId: number; reasonId?: number | null; comment?: string | null }, meta: RequestMeta) {
    const link = await this.link(dto.token);
    return runInContext({ companyId: link.companyId }, () =>
      this.prisma.$transaction(async (tx) => {
        const errors: RawFieldError[] = [];
        if (!(await tx.dealerSatisfactionLevel.count({ where: { id: dto.levelId, isActive: true } }))) errors.push(fieldRefusal('levelId', 'notOffered', TEXT.notOffered));
        if (dto.reasonId && !(await tx.dealerSatisfactionReason.count({ where: { id: dto.reasonId, isActive: true } }))) errors.push(fieldRefusal('reasonId', 'notOffered', TEXT.notOffered));
        if (errors.length) throw invalid(errors);
        // once: only the answer that marks the link wins
        const won = await tx.dealerSatisfactionLink.updateMany({ where: { id: link.id, answeredAt: null }, data: { answeredAt: new Date() } });
        if (won.count !== 1) throw conflict(TEXT.answered);
        await tx.dealerReception.update({
          where: { id: link.receptionId },
          data: { dealerSatisfactionLevelId: dto.levelId, dealerSatisfactionReasonId: dto.reasonId ?? null, satisfactionComment: dto.comment ?? null, version: { increment: 1 } },
        });
        await this.audit.record({ event: 'dealerreception.satisfaction', companyId: link.companyId, entity: 'dealerreception', entityId: link.receptionId, ip: meta.ip, traceId: meta.traceId, data: { levelId: dto.levelId, reasonId: dto.reasonId ?? null } }, tx);
        return null;
      }),
    );
  }
}
