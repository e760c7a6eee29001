import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsInt } from '../../core/http/validators';
import { getEntity, menuUrlsOf, referrersOf, type EnumField } from '@karsaz/entities';
import { Access } from '../../core/auth/access';
import { ApiEnvelope } from '../../core/http/decorators';
import { CurrentPrincipal } from '../../core/auth/decorators';
import type { Principal } from '../../core/auth/principal';
import { EntityService, type FilterQuery } from '../../core/entity/entity.service';
import { CodeSequenceService } from '../../core/entity/code-sequence.service';

const costCenter = getEntity('costcenter');
const project = getEntity('project');
const projectOperation = getEntity('projectoperation');
const employerConsideration = getEntity('employerconsideration');
const role = getEntity('role');

/** Paging and search of a hand-written list (the engine's defaults: page 1, ten rows, at most 100). */
class PageQuery {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, default: 1 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) pageIndex?: number;
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, default: 10 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) pageSize?: number;
  @ApiPropertyOptional({ type: String, maxLength: 100 }) @IsOptional() @IsString() @MaxLength(100) searchTerm?: string;
}

export class AuthorizedUserQuery extends PageQuery {
  @ApiProperty({ type: 'integer', minimum: 1, description: 'the third party that is the user' }) @Type(() => Number) @IsInt() @Min(1) userId!: number;
}

export class AuthorizedRoleQuery extends PageQuery {
  @ApiProperty({ type: 'integer', minimum: 1 }) @Type(() => Number) @IsInt() @Min(1) roleId!: number;
}

export class RoleIdQuery {
  @ApiProperty({ type: 'integer', minimum: 1 }) @Type(() => Number) @IsInt() @Min(1) roleId!: number;
}

const page = (items: object) => ApiEnvelope({ type: 'object', required: ['data', 'rowCount'], properties: { data: { type: 'array', items }, rowCount: { type: 'integer' } } });
const ROW = { type: 'object', additionalProperties: true };
const TYPE_LIST = ApiEnvelope({ type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, title: { type: 'string' }, titleEn: { type: 'string' } } } });

/** An enum field's options as the type lists answer them: `[{ id, title, titleEn }]`. */
function typeList(field: EnumField) {
  return field.options.map((o) => ({ id: o.value, title: o.label.fa, titleEn: o.label.en }));
}

/**
 * `CostCenter/GetsByAuthorizedUserId` and `GetsByAuthorizedRoleId` (spec platform-core §7): the cost centres a user
 * (a third party with a user account) or a role is authorized on, paged and searched like the engine's lists.
 */
@ApiTags('service')
@ApiBearerAuth('bearer')
@Controller('api/service/v1/CostCenter')
export class CostCenterAuthorizationController {
  constructor(private readonly entities: EntityService) {}

  @Get('GetsByAuthorizedUserId') @Access(menuUrlsOf(costCenter))
  @ApiOperation({ summary: 'The cost centres the user (a third party) is authorized on, paged' }) @page(ROW)
  byUser(@Query() q: AuthorizedUserQuery, @CurrentPrincipal() p: Principal) {
    const { userId, ...rest } = q;
    return this.entities.getFiltered(costCenter, rest as FilterQuery, p, false, { costCenterAuthorizedUserViaCostCenter: { some: { userId } } });
  }

  @Get('GetsByAuthorizedRoleId') @Access(menuUrlsOf(costCenter))
  @ApiOperation({ summary: 'The cost centres the role is authorized on, paged' }) @page(ROW)
  byRole(@Query() q: AuthorizedRoleQuery, @CurrentPrincipal() p: Principal) {
    const { roleId, ...rest } = q;
    return this.entities.getFiltered(costCenter, rest as FilterQuery, p, false, { costCenterAuthorizedRoleViaCostCenter: { some: { roleId } } });
  }
}

/** `POST Project/NewProjectCode` (spec: answer `projectCode`): the next code of the projects' sequence; each call hands out a new one. */
@ApiTags('service')
@ApiBearerAuth('bearer')
@Controller('api/service/v1/Project')
export class ProjectCodeController {
  constructor(private readonly codes: CodeSequenceService) {}

  @Post('NewProjectCode') @HttpCode(200) @Access(project.menu.url, 'Create')
  @ApiOperation({ summary: 'A new project code from the projects’ sequence (each call hands out a new one)' })
  @ApiEnvelope({ type: 'object', properties: { projectCode: { type: 'string' } } })
  async newProjectCode(@CurrentPrincipal() p: Principal) {
    return { projectCode: await this.codes.next(project, p.companyId) };
  }
}

/** `GET ProjectOperation/GetOperationContractTypeList`: how an operation of a contract is priced. */
@ApiTags('service')
@ApiBearerAuth('bearer')
@Controller('api/service/v1/ProjectOperation')
export class ProjectOperationTypesController {
  @Get('GetOperationContractTypeList') @Access(menuUrlsOf(projectOperation))
  @ApiOperation({ summary: 'The contract types of a contract’s operations' }) @TYPE_LIST
  contractTypes() {
    return typeList(projectOperation.fields.contractType as EnumField);
  }
}

/** `GET EmployerConsideration/GetConsiderationTypeList`: bonus, penalty, deduction, adjustment. */
@ApiTags('service')
@ApiBearerAuth('bearer')
@Controller('api/service/v1/EmployerConsideration')
export class ConsiderationTypesController {
  @Get('GetConsiderationTypeList') @Access(menuUrlsOf(employerConsideration))
  @ApiOperation({ summary: 'The types of an employer consideration' }) @TYPE_LIST
  considerationTypes() {
    return typeList(employerConsideration.fields.considerationType as EnumField);
  }
}

/** The pages whose forms look roles up (a cost centre's authorized roles) and the roles' own page. */
const ROLE_READERS = [...new Set([...menuUrlsOf(role), ...referrersOf('role').flatMap((r) => menuUrlsOf(r.entity))])];

/**
 * The reads of identity's Role that the generic forms' lookups make (`role` is an external entity in
 * packages/entities: the engine makes no controller for it): `GET Role/GetActiveRoles` (active, not disabled;
 * paged and searched by title and name) and `GET Role/GetRoleById?roleId=` (404 when there is none).
 */
@ApiTags('service')
@ApiBearerAuth('bearer')
@Controller(role.basePath.replace(/^\//, ''))
export class RoleLookupController {
  constructor(private readonly entities: EntityService) {}

  @Get(role.routes.getActives!.path) @Access(ROLE_READERS)
  @ApiOperation({ summary: 'Active roles, paged and searched (the lookups of the forms)' })
  @page({ type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' }, title: { type: 'string' }, isActive: { type: 'boolean' } } })
  async actives(@Query() q: PageQuery, @CurrentPrincipal() p: Principal) {
    const found = await this.entities.getFiltered(role, q as FilterQuery, p, true, { isDisabled: false });
    return { rowCount: found.rowCount, data: found.data.map(pick) };
  }

  @Get(role.routes.getById!.path) @Access(ROLE_READERS)
  @ApiOperation({ summary: 'One role' })
  @ApiEnvelope({ type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' }, title: { type: 'string' }, isActive: { type: 'boolean' } } })
  async byId(@Query() q: RoleIdQuery, @CurrentPrincipal() p: Principal) {
    return pick(await this.entities.getById(role, q.roleId, p));
  }
}

/** What a lookup shows of a role (not its scope or its permissions). */
function pick(r: Record<string, unknown>) {
  return { id: r.id, name: r.name, title: r.title, isActive: r.isActive, version: r.version };
}
