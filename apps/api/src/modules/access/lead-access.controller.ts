import { searchKey } from '@karsaz/domain';
import { Body, Controller, Delete, Get, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PrismaClient } from '../../core/database/database';
import type { Prisma } from '../../generated/prisma/client';
import { DomainException, notFound } from '../../core/http/errors';
import { Meta, type RequestMeta } from '../../core/http/request-meta';
import { requireCompany } from '../../core/context/request-context';
import { Access } from '../../core/auth/access';
import { CurrentPrincipal } from '../../core/auth/decorators';
import type { Principal } from '../../core/auth/principal';
import { AuditService } from '../../core/audit/audit.service';
import { ApiEnvelope, ApiValueEnvelope, NULL_VALUE } from '../../core/openapi/api-envelope';
import { IdQuery, PageQuery } from '../identity/dto';
import {
  CreateLeadAccessDto, CreatedLeadAccessDto, LeadAccessPageDto, LeadAccessRowDto, LeadSummaryPageDto, LeadUserIdQuery, LeadUserPageDto, LedUserIdQuery,
} from './lead-access.dto';

/** The leads access-management screen guards these calls. */
export const LEADS_MENU = '/manage-leads-access-management';

const userSelect = { id: true, mobileNumber: true, isActive: true, thirdParty: { select: { firstName: true, lastName: true } } } as const;
type UserRow = { id: number; mobileNumber: string; isActive: boolean; thirdParty: { firstName: string | null; lastName: string | null } };
const toUser = (u: UserRow) => ({ id: u.id, mobileNumber: u.mobileNumber, firstName: u.thirdParty.firstName, lastName: u.thirdParty.lastName, isActive: u.isActive });

const fieldError = (field: string, constraint: string, fallback: string, text: { fa: string; en: string }) =>
  new DomainException(400, 'VALIDATION', { text, fieldErrors: [{ field, constraint, args: [], fallback }] });

/**
 * Which users a lead (a manager) leads in the caller's company: whose requests the lead may see and approve
 * (spec hr-aftersales-contracting §6, "leads access-management"). Every row belongs to the token's company.
 */
@ApiTags('access')
@ApiBearerAuth('bearer')
@Controller('api/identity/leadAccess/v1')
export class LeadAccessController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly audit: AuditService,
  ) {}

  /** The caller's company (403 when the token names none); lead-access rows are scoped by the client itself. */
  private company(_p: Principal): number {
    return requireCompany();
  }

  /** Users who work in the company (assigned to it), not disabled. */
  private inCompany(companyId: number): Prisma.UserWhereInput {
    return { isDisabled: false, thirdParty: { companies: { some: { companyId, isActive: true } } } };
  }

  /** The mobile number, or the third party's search text (its name, codes and number: docs/search.md). */
  private search(searchTerm: string | undefined): Prisma.UserWhereInput {
    const term = searchKey(searchTerm ?? '');
    if (!term) return {};
    return { OR: [{ mobileNumber: { contains: term } }, { thirdParty: { searchText: { contains: term } } }] };
  }

  @Get('getUsers') @Access(LEADS_MENU) @ApiEnvelope(LeadUserPageDto)
  @ApiOperation({ summary: 'The users of the caller’s company, paged, to choose leads and led users from' })
  async getUsers(@Query() q: PageQuery, @CurrentPrincipal() p: Principal) {
    const where: Prisma.UserWhereInput = { AND: [this.inCompany(this.company(p)), this.search(q.searchTerm)] };
    const [rows, rowCount] = await this.prisma.$transaction([
      this.prisma.user.findMany({ where, select: userSelect, orderBy: { id: 'asc' }, skip: (q.pageIndex - 1) * q.pageSize, take: q.pageSize }),
      this.prisma.user.count({ where }),
    ]);
    return { data: rows.map(toUser), rowCount };
  }

  @Get('getLeads') @Access(LEADS_MENU) @ApiEnvelope(LeadSummaryPageDto)
  @ApiOperation({ summary: 'The leads of the caller’s company with how many users each leads, paged' })
  async getLeads(@Query() q: PageQuery) {
    const groups = await this.prisma.leadAccess.groupBy({ by: ['leadUserId'], where: {}, _count: { _all: true } });
    const counts = new Map(groups.map((g) => [g.leadUserId, g._count._all]));
    const where: Prisma.UserWhereInput = { AND: [{ id: { in: [...counts.keys()] } }, this.search(q.searchTerm)] };
    const [rows, rowCount] = await this.prisma.$transaction([
      this.prisma.user.findMany({ where, select: userSelect, orderBy: { id: 'asc' }, skip: (q.pageIndex - 1) * q.pageSize, take: q.pageSize }),
      this.prisma.user.count({ where }),
    ]);
    return { data: rows.map((u) => ({ ...toUser(u), ledCount: counts.get(u.id) ?? 0 })), rowCount };
  }

  @Get('getsByLeadUserId') @Access(LEADS_MENU) @ApiEnvelope(LeadAccessPageDto)
  @ApiOperation({ summary: 'The users a lead leads in the caller’s company, paged' })
  async getsByLeadUserId(@Query() q: LeadUserIdQuery) {
    const searched = this.search(q.searchTerm);
    const where: Prisma.LeadAccessWhereInput = { leadUserId: q.LeadUserId };
    if (q.searchTerm) {
      const ids = await this.prisma.user.findMany({ where: searched, select: { id: true } });
      where.userId = { in: ids.map((u) => u.id) };
    }
    const [rows, rowCount] = await this.prisma.$transaction([
      this.prisma.leadAccess.findMany({ where, orderBy: { id: 'asc' }, skip: (q.pageIndex - 1) * q.pageSize, take: q.pageSize }),
      this.prisma.leadAccess.count({ where }),
    ]);
    return { data: await this.withUsers(rows, 'userId'), rowCount };
  }

  @Get('getLeadsByUserId') @Access(LEADS_MENU) @ApiEnvelope(LeadAccessRowDto, { isArray: true })
  @ApiOperation({ summary: 'The leads of a user in the caller’s company' })
  async getLeadsByUserId(@Query() q: LedUserIdQuery) {
    const rows = await this.prisma.leadAccess.findMany({ where: { userId: q.UserId }, orderBy: { id: 'asc' } });
    return this.withUsers(rows, 'leadUserId');
  }

  private async withUsers<R extends { leadUserId: number; userId: number }>(rows: R[], key: 'userId' | 'leadUserId') {
    const users = await this.prisma.user.findMany({ where: { id: { in: rows.map((r) => r[key]) } }, select: userSelect });
    const byId = new Map(users.map((u) => [u.id, toUser(u)]));
    return rows.map((r) => ({ ...r, user: byId.get(r[key])! }));
  }

  @Post('create') @Access(LEADS_MENU, 'Create') @ApiEnvelope(CreatedLeadAccessDto)
  @ApiOperation({ summary: 'Makes a lead lead these users (those already led are skipped)' })
  async create(@Body() dto: CreateLeadAccessDto, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta) {
    const companyId = this.company(p);
    const userIds = [...new Set(dto.userIds)];
    if (userIds.includes(dto.leadUserId)) {
      throw fieldError('userIds', 'notSelf', 'a lead cannot lead itself', { fa: 'سرپرست نمی‌تواند سرپرست خودش باشد.', en: 'A lead cannot lead itself.' });
    }
    const known = await this.prisma.user.findMany({ where: { AND: [{ id: { in: [dto.leadUserId, ...userIds] } }, this.inCompany(companyId)] }, select: { id: true } });
    const found = new Set(known.map((u) => u.id));
    if (!found.has(dto.leadUserId)) {
      throw fieldError('leadUserId', 'exists', 'no such user in this company', { fa: 'چنین کاربری در این شرکت نیست.', en: 'There is no such user in this company.' });
    }
    const missing = userIds.filter((id) => !found.has(id));
    if (missing.length) {
      throw fieldError('userIds', 'exists', `no such user in this company: ${missing.join(', ')}`, { fa: `کاربر ${missing.join('، ')} در این شرکت نیست.`, en: `User ${missing.join(', ')} is not in this company.` });
    }
    const ids = await this.prisma.$transaction(async (tx) => {
      await tx.leadAccess.createMany({ data: userIds.map((userId) => ({ leadUserId: dto.leadUserId, userId, companyId, createdBy: p.subjectId })), skipDuplicates: true });
      const rows = await tx.leadAccess.findMany({ where: { leadUserId: dto.leadUserId, userId: { in: userIds } }, select: { id: true }, orderBy: { id: 'asc' } });
      await this.audit.record(
        { event: 'create', userId: p.subjectId, companyId, entity: 'leadAccess', entityId: dto.leadUserId, ip: meta.ip, traceId: meta.traceId, data: { leadUserId: dto.leadUserId, userIds } },
        tx,
      );
      return rows.map((r) => r.id);
    });
    return { ids };
  }

  @Delete('remove') @Access(LEADS_MENU, 'Delete') @ApiValueEnvelope(NULL_VALUE)
  @ApiOperation({ summary: 'Ends a lead’s access to one user (the row id)' })
  async remove(@Query() q: IdQuery, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta) {
    const companyId = this.company(p);
    const row = await this.prisma.leadAccess.findFirst({ where: { id: q.Id } });
    if (!row) throw notFound();
    await this.prisma.$transaction(async (tx) => {
      await tx.leadAccess.delete({ where: { id: row.id } });
      await this.audit.record(
        { event: 'delete', userId: p.subjectId, companyId, entity: 'leadAccess', entityId: row.id, ip: meta.ip, traceId: meta.traceId, data: { leadUserId: row.leadUserId, userId: row.userId } },
        tx,
      );
    });
    return null;
  }
}
