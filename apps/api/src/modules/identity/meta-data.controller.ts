import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiPageEnvelope, ApiValueEnvelope, NULL_VALUE } from '../../core/openapi/api-envelope';
import { AssignedCompanyView, FinancialYearView } from './access-admin.views';
import { searchKey } from '@karsaz/domain';
import { PrismaClient } from '../../core/database/database';
import { DomainException } from '../../core/http/errors';
import { Meta, type RequestMeta } from '../../core/http/request-meta';
import { CurrentPrincipal } from '../../core/auth/decorators';
import { SignedIn } from '../../core/auth/access';
import type { Principal } from '../../core/auth/principal';
import { AuditService } from '../../core/audit/audit.service';
import { CompaniesQuery, PageQuery, ThirdPartyQuery, UpdateUserCompanyDto } from './dto';
import { IdentityService } from './identity.service';
import { AnyFinancialYear } from '../../core/context/request-context.interceptor';

const forbidden = () => new DomainException(403, 'FORBIDDEN');

/** The companies a user works in, the company switch, and the financial years of the token's company. */
@ApiTags('meta-data')
@ApiBearerAuth('bearer')
@SignedIn()
// the header's selectors: they answer while X-Financial-Year still names the year of the company just left
@AnyFinancialYear()
@Controller('api/meta-data/v1')
export class CompanyAccessController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly identity: IdentityService,
    private readonly audit: AuditService,
  ) {}

  @Get('company/getFilteredCompanies') @ApiPageEnvelope(AssignedCompanyView) @ApiOperation({ summary: 'The companies of a third party (the caller’s own by default)' })
  async getFilteredCompanies(@Query() q: CompaniesQuery, @CurrentPrincipal() p: Principal) {
    const thirdPartyId = q.thirdPartyId ?? p.thirdPartyId!;
    if (thirdPartyId !== p.thirdPartyId) throw forbidden();
    const all = await this.identity.assignedCompanies(thirdPartyId);
    // the same search normalisation as every list (docs/search.md), here on the few rows in memory
    const term = searchKey(q.searchTerm ?? '');
    const filtered = term ? all.filter((c) => searchKey(c.companyName).includes(term) || searchKey(c.companyNameEn ?? '').includes(term)) : all;
    const page = filtered.slice((q.pageIndex - 1) * q.pageSize, q.pageIndex * q.pageSize);
    return { data: page.map(({ id, companyId, companyName, isDefault }) => ({ id, companyId, companyName, isDefault })), rowCount: filtered.length };
  }

  @Get('thirdpartycompany/getActiveAssignedCompanyByThirdPartyId') @ApiEnvelope(AssignedCompanyView, { isArray: true }) @ApiOperation({ summary: 'The active company assignments of a third party' })
  async getActiveAssignedCompanyByThirdPartyId(@Query() q: ThirdPartyQuery, @CurrentPrincipal() p: Principal) {
    if (q.thirdPartyId !== p.thirdPartyId) throw forbidden();
    return (await this.identity.assignedCompanies(q.thirdPartyId)).map(({ id, companyId, companyName, isDefault }) => ({ id, companyId, companyName, isDefault }));
  }

  @Put('thirdparty/UpdateUserCompany') @ApiValueEnvelope(NULL_VALUE) @ApiOperation({ summary: 'Records the company the user works in; a refresh with company_id then gives its token' })
  async updateUserCompany(@Body() dto: UpdateUserCompanyDto, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta) {
    if (!(await this.identity.canUseCompany(p.subjectId, dto.companyId))) {
      throw new DomainException(403, 'FORBIDDEN', { text: { fa: 'شما به این شرکت دسترسی ندارید.', en: 'You are not assigned to this company.' } });
    }
    await this.prisma.user.update({ where: { id: p.subjectId }, data: { currentCompanyId: dto.companyId } });
    await this.audit.record({ event: 'company-switch', userId: p.subjectId, companyId: dto.companyId, entity: 'user', entityId: p.subjectId, ip: meta.ip, traceId: meta.traceId });
    return null;
  }

  @Get('financial-period/getActiveFiltered') @ApiPageEnvelope(FinancialYearView) @ApiOperation({ summary: 'The open financial years of the token’s company' })
  async getActiveFinancialPeriods(@Query() q: PageQuery, @CurrentPrincipal() p: Principal) {
    // the client confines financial years to the token's company (403 to a token without one)
    const where = { isClosed: false };
    const [rows, rowCount] = await this.prisma.$transaction([
      this.prisma.financialYear.findMany({ where, orderBy: { year: 'desc' }, skip: (q.pageIndex - 1) * q.pageSize, take: q.pageSize }),
      this.prisma.financialYear.count({ where }),
    ]);
    return { data: rows.map((y) => ({ id: y.id, nameFa: y.nameFa, nameEn: y.nameEn, year: y.year, startDate: y.startDate.toISOString().slice(0, 10), endDate: y.endDate.toISOString().slice(0, 10), isCurrent: y.isCurrent })), rowCount };
  }
}
