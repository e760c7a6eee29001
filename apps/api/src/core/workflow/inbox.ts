import { Controller, Get, Injectable, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsInt } from '../http/validators';
import { ENTITIES, findEntity, type EntityDefinition } from '@karsaz/entities';
import { PrismaClient } from '../database/database';
import { SignedIn } from '../auth/access';
import { CurrentPrincipal } from '../auth/decorators';
import type { Principal } from '../auth/principal';
import { ApiEnvelope } from '../http/decorators';
import { entityDelegate } from '../entity/delegate';
import { WorkflowService } from './workflow.service';

export class InboxQuery {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, default: 1 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) pageIndex?: number;
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, default: 10 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) pageSize?: number;
  @ApiPropertyOptional({ type: String, maxLength: 100, description: 'one kind of document (its entity name)' })
  @IsOptional() @IsString() @MaxLength(100) @IsIn(ENTITIES.filter((e) => e.workflow).map((e) => e.name)) entity?: string;
}

export interface InboxItem {
  taskId: number;
  entity: string;
  kind: { fa: string; en: string };
  documentId: number;
  title: string;
  level: number;
  levelLabel: { fa: string; en: string };
  /** the approver whose task this is when the caller decides it as their delegate */
  onBehalfOf: number | null;
  escalation: boolean;
  dueAt: Date | null;
  since: Date;
  /** the document's page in the SPA */
  url: string;
}

/**
 * The SPA page of a document: its form page when it has one, else its list; a document listed only on a page of
 * tabs (`menu.page: false`, a leave request) opens on the inbox's own document page.
 */
export function documentUrl(entity: EntityDefinition, id: number): string {
  const edit = entity.menu.formPages?.edit;
  if (!edit) return entity.menu.page === false ? `/inbox-2/${entity.name}/${id}` : entity.menu.url;
  const path = edit.replace('$id', String(id));
  return path.startsWith('/') ? path : `${entity.menu.url}/${path}`;
}

/**
 * کارتابل: every approval waiting for the caller across all modules, their own and those delegated to them today,
 * in the token's company, oldest first. The dashboard counts it.
 */
@Injectable()
export class InboxService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly workflows: WorkflowService,
  ) {}

  private async where(p: Principal, entity?: string) {
    const mine = await this.workflows.principalsOf(p);
    return { status: 'pending', assigneeUserId: { in: [...mine.keys()] }, companyId: p.companyId ?? -1, ...(entity ? { entity } : {}) };
  }

  async count(p: Principal): Promise<number> {
    // a token without a company has nothing waiting (tasks belong to companies)
    if (!p.companyId) return 0;
    return this.prisma.approvalTask.count({ where: await this.where(p) });
  }

  async list(p: Principal, q: InboxQuery = {}): Promise<{ data: InboxItem[]; rowCount: number }> {
    if (!p.companyId) return { data: [], rowCount: 0 };
    const where = await this.where(p, q.entity);
    const pageSize = q.pageSize ?? 10;
    const [tasks, rowCount] = await Promise.all([
      this.prisma.approvalTask.findMany({ where, orderBy: { id: 'asc' }, skip: ((q.pageIndex ?? 1) - 1) * pageSize, take: pageSize }),
      this.prisma.approvalTask.count({ where }),
    ]);
    const titles = new Map<string, string>();
    for (const name of new Set(tasks.map((t) => t.entity))) {
      const entity = findEntity(name);
      if (!entity) continue;
      const ids = tasks.filter((t) => t.entity === name).map((t) => t.documentId);
      const rows = await entityDelegate(this.prisma, entity).findMany({ where: { id: { in: ids } }, select: { id: true, [entity.titleField]: true } });
      for (const r of rows) titles.set(`${name}:${r.id}`, String(r[entity.titleField] ?? r.id));
    }
    const data = tasks.flatMap((t): InboxItem[] => {
      const entity = findEntity(t.entity);
      const level = entity?.workflow?.approval?.levels[t.level - 1];
      if (!entity || !level) return [];
      return [{
        taskId: t.id, entity: t.entity, kind: entity.label.singular, documentId: t.documentId, title: titles.get(`${t.entity}:${t.documentId}`) ?? String(t.documentId),
        level: t.level, levelLabel: level.label, onBehalfOf: t.assigneeUserId === p.subjectId ? null : t.assigneeUserId, escalation: t.escalation,
        dueAt: t.dueAt, since: t.createdAt, url: documentUrl(entity, t.documentId),
      }];
    });
    return { data, rowCount };
  }
}

const TEXT = { type: 'object', properties: { fa: { type: 'string' }, en: { type: 'string' } } };
const ITEM = {
  type: 'object',
  properties: {
    taskId: { type: 'integer' }, entity: { type: 'string' }, kind: TEXT, documentId: { type: 'integer' }, title: { type: 'string' }, level: { type: 'integer' },
    levelLabel: TEXT, onBehalfOf: { type: 'integer', nullable: true }, escalation: { type: 'boolean' }, dueAt: { type: 'string', format: 'date-time', nullable: true },
    since: { type: 'string', format: 'date-time' }, url: { type: 'string' },
  },
};

@ApiTags('workflow')
@ApiBearerAuth('bearer')
@Controller('api/workflow/v1/inbox')
export class InboxController {
  constructor(private readonly inbox: InboxService) {}

  @Get('getFiltered') @SignedIn()
  @ApiOperation({ summary: 'The approvals waiting for the caller (and those delegated to them today) across all modules, oldest first, paged' })
  @ApiEnvelope({ type: 'object', required: ['data', 'rowCount'], properties: { data: { type: 'array', items: ITEM }, rowCount: { type: 'integer' } } })
  list(@Query() q: InboxQuery, @CurrentPrincipal() p: Principal) {
    return this.inbox.list(p, q);
  }

  @Get('getCount') @SignedIn()
  @ApiOperation({ summary: 'How many approvals wait for the caller' })
  @ApiEnvelope({ type: 'integer' })
  count(@CurrentPrincipal() p: Principal) {
    return this.inbox.count(p);
  }
}
