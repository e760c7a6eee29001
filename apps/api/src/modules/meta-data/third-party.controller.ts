import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiExtraModels, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { bodyOrArray } from '../../core/http/validation';
import { safeExcelValue } from '../../core/export/excel-cell';
import type { FastifyReply } from 'fastify';
import { getEntity, menuUrlsOf, type EnumField } from '@karsaz/entities';
import { PrismaClient } from '../../core/database/database';
import { Access } from '../../core/auth/access';
import { CurrentPrincipal } from '../../core/auth/decorators';
import type { Principal } from '../../core/auth/principal';
import { Meta, type RequestMeta } from '../../core/http/request-meta';
import { DomainException, businessRule, conflict, notFound } from '../../core/http/errors';
import { ApiEnvelope } from '../../core/http/decorators';
import { ApiDownload, attachment, XLSX_MIME as XLSX } from '../../core/http/download';

import { WritePath } from '../../core/write/write-path';
import { EntityService, type FilterQuery } from '../../core/entity/entity.service';
import { CodeSequenceService } from '../../core/entity/code-sequence.service';
import { AddSupplierSkillBody, ExcelExportBody, IdQuery, IdsBody, PageBody, RoleIdsBody, SkillCodesBody, SkillIdsBody, SkillQuery, UpdateDetailsBody } from './dto';

const thirdParty = getEntity('thirdparty');
const skillEntity = getEntity('thirdpartyskill');
const PAGES = menuUrlsOf(thirdParty);
/** a page of third parties as the engine answers it (its row schema comes from the engine's controller) */
const PAGE = ApiEnvelope({ type: 'object', required: ['data', 'rowCount'], properties: { data: { type: 'array', items: { $ref: '#/components/schemas/ThirdPartyRow' } }, rowCount: { type: 'integer' } } });
const SAVED = ApiEnvelope({ type: 'object', properties: { id: { type: 'integer' }, version: { type: 'integer' } } });
/** the most rows one Excel export carries; a larger list is narrowed with the filters first */
export const EXPORT_LIMIT = 10_000;

/**
 * The third-party calls of the meta-data service that are more than the engine's CRUD (spec platform-core §7 and
 * hr-aftersales §7): lookups by ids, users, roles and skills, the organisation code, the relations, the roles
 * and skills changed together, a supplier's skill, and the Excel exporter. Lists answer `{ data, rowCount }`
 * through the engine, so they page, search and order like every list.
 */
@ApiTags('meta-data')
@ApiBearerAuth('bearer')
@ApiExtraModels(IdsBody, RoleIdsBody, SkillIdsBody)
@Controller('api/meta-data/v1/thirdparty')
export class ThirdPartyController {
  constructor(
    private readonly entities: EntityService,
    private readonly codes: CodeSequenceService,
    private readonly prisma: PrismaClient,
    private readonly writes: WritePath,
  ) {}

  private list(q: PageBody, p: Principal, where: Record<string, unknown>, onlyActive = true) {
    return this.entities.getFiltered(thirdParty, q as FilterQuery, p, onlyActive, where);
  }

  @PAGE
  @Post('getByIds') @HttpCode(200) @Access(PAGES)
  @ApiOperation({ summary: 'The third parties of the given ids (active or not), paged' })
  @ApiBody({ schema: { oneOf: [{ $ref: getSchemaPath(IdsBody) }, { type: 'array', items: { type: 'integer' } }] } })
  getByIds(@Body() raw: unknown, @CurrentPrincipal() p: Principal) {
    const b = bodyOrArray(IdsBody, 'ids', raw);
    // all of them on one page unless a page is asked for (at most 500 ids)
    return this.list({ ...b, pageSize: b.pageSize ?? new Set(b.ids).size }, p, { id: { in: b.ids } }, false);
  }

  @PAGE
  @Post('getUsersByRoleIds') @HttpCode(200) @Access(PAGES)
  @ApiOperation({ summary: 'The active third parties whose user accounts hold any of the roles' })
  @ApiBody({ schema: { oneOf: [{ $ref: getSchemaPath(RoleIdsBody) }, { type: 'array', items: { type: 'integer' } }] } })
  getUsersByRoleIds(@Body() raw: unknown, @CurrentPrincipal() p: Principal) {
    const b = bodyOrArray(RoleIdsBody, 'roleIds', raw);
    return this.list(b, p, { users: { some: { isDisabled: false, roles: { some: { roleId: { in: b.roleIds } } } } } });
  }

  @PAGE
  @Post('getFilteredUsers') @HttpCode(200) @Access(PAGES)
  @ApiOperation({ summary: 'The active third parties that are users of the system' })
  getFilteredUsers(@Body() b: PageBody, @CurrentPrincipal() p: Principal) {
    return this.list(b, p, { users: { some: { isDisabled: false } } });
  }

  @PAGE
  @Get('getFilteredBySkill') @Access(PAGES)
  @ApiOperation({ summary: 'The active third parties that have the skill' })
  getFilteredBySkill(@Query() q: SkillQuery, @CurrentPrincipal() p: Principal) {
    const { skillId, ...page } = q;
    return this.list(page, p, { thirdPartySkillViaThirdParty: { some: { skillId } } });
  }

  @PAGE
  @Post('getFilteredBySkills') @HttpCode(200) @Access(PAGES)
  @ApiOperation({ summary: 'The active third parties that have any of the skills' })
  @ApiBody({ schema: { oneOf: [{ $ref: getSchemaPath(SkillIdsBody) }, { type: 'array', items: { type: 'integer' } }] } })
  getFilteredBySkills(@Body() raw: unknown, @CurrentPrincipal() p: Principal) {
    const b = bodyOrArray(SkillIdsBody, 'skillIds', raw);
    return this.list(b, p, { thirdPartySkillViaThirdParty: { some: { skillId: { in: b.skillIds } } } });
  }

  @PAGE
  @Post('getWithSkillOnlyByCodes') @HttpCode(200) @Access(PAGES)
  @ApiOperation({ summary: 'The active third parties that have a skill of the given codes, each with those skills only' })
  async getWithSkillOnlyByCodes(@Body() b: SkillCodesBody, @CurrentPrincipal() p: Principal) {
    const wanted = { skill: { code: { in: b.codes } } };
    const page = await this.list(b, p, { thirdPartySkillViaThirdParty: { some: wanted } });
    const skills = await this.prisma.thirdPartySkill.findMany({
      where: { thirdPartyId: { in: page.data.map((r) => r.id) }, ...wanted },
      select: { thirdPartyId: true, level: true, skill: { select: { id: true, code: true, nameFa: true, nameEn: true } } },
      orderBy: { id: 'asc' },
    });
    return { rowCount: page.rowCount, data: page.data.map((r) => ({ ...r, skills: skills.filter((s) => s.thirdPartyId === r.id).map(({ skill, level }) => ({ ...skill, level })) })) };
  }

  @ApiEnvelope({ type: 'object', properties: { organizationCode: { type: 'string' } } })
  @Get('codeCreatorOrganizationCode') @Access(PAGES, 'Create')
  @ApiOperation({ summary: 'A new organisation code from the third parties’ sequence (each call hands out a new one)' })
  async codeCreatorOrganizationCode(@CurrentPrincipal() p: Principal) {
    return { organizationCode: await this.codes.next(thirdParty, p.companyId) };
  }

  @ApiEnvelope({
    type: 'object',
    properties: {
      rowCount: { type: 'integer' },
      data: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, relationType: { type: 'integer' }, description: { type: 'string', nullable: true }, direction: { type: 'string', enum: ['outgoing', 'incoming'] }, party: { type: 'object', additionalProperties: true } } } },
    },
  })
  @Get('getThirdPartyRelationsById') @Access(PAGES)
  @ApiOperation({ summary: 'The people and companies a third party is related to, both ways' })
  async getThirdPartyRelationsById(@Query() q: IdQuery) {
    if (!(await this.prisma.thirdParty.count({ where: { id: q.Id } }))) throw notFound();
    const party = { select: { id: true, fullName: true, kind: true, nationalCode: true, nationalId: true } } as const;
    const rows = await this.prisma.thirdPartyRelation.findMany({
      where: { OR: [{ thirdPartyId: q.Id }, { relatedThirdPartyId: q.Id }] },
      include: { thirdParty: party, relatedThirdParty: party },
      orderBy: { id: 'asc' },
    });
    return {
      data: rows.map((r) => ({
        id: r.id,
        relationType: r.relationType,
        description: r.description,
        // who the relation points at from this third party's side
        direction: r.thirdPartyId === q.Id ? 'outgoing' : 'incoming',
        party: r.thirdPartyId === q.Id ? r.relatedThirdParty : r.thirdParty,
      })),
      rowCount: rows.length,
    };
  }

  @SAVED
  @Post('updateDetails') @HttpCode(200) @Access(PAGES, 'Update')
  @ApiOperation({ summary: 'Changes a third party’s roles and its set of skills together (409 when the version is stale)' })
  async updateDetails(@Body() b: UpdateDetailsBody, @CurrentPrincipal() p: Principal, @Meta() m: RequestMeta) {
    return this.prisma.$transaction(async (tx) => {
      const before = await tx.thirdParty.findUnique({ where: { id: b.id }, select: { version: true } });
      if (!before) throw notFound();
      if (b.skillIds?.length) {
        const found = await tx.skill.count({ where: { id: { in: [...new Set(b.skillIds)] } } });
        if (found !== new Set(b.skillIds).size) throw new DomainException(400, 'VALIDATION', { fieldErrors: [{ field: 'skillIds', constraint: 'linkExists', args: [], fallback: 'a skill does not exist' }] });
      }
      // the set of skills asked for against the one held: what goes and what comes
      let skills: { added: number[]; removed: number[] } | undefined;
      let removedRows: number[] = [];
      if (b.skillIds) {
        const current = await tx.thirdPartySkill.findMany({ where: { thirdPartyId: b.id }, select: { id: true, skillId: true } });
        const want = new Set(b.skillIds);
        const removed = current.filter((s) => !want.has(s.skillId));
        removedRows = removed.map((s) => s.id);
        skills = { added: [...want].filter((id) => !current.some((s) => s.skillId === id)), removed: removed.map((s) => s.skillId) };
      }
      const saved = await this.writes.update(
        tx,
        tx.thirdParty,
        { entity: thirdParty.name, event: 'entity.updateDetails', id: b.id, version: b.version, current: before.version, data: { ...(b.roles ?? {}) }, stamped: true, audit: { roles: b.roles ?? {}, skills } },
        p,
        m,
      );
      if (skills) {
        await tx.thirdPartySkill.deleteMany({ where: { id: { in: removedRows } } });
        await tx.thirdPartySkill.createMany({ data: skills.added.map((skillId) => ({ thirdPartyId: b.id, skillId, level: 2, createdBy: p.subjectId, updatedBy: p.subjectId })) });
      }
      return saved;
    });
  }

  @SAVED
  @Post('addSupplierSkill') @HttpCode(200) @Access(PAGES, 'Create')
  @ApiOperation({ summary: 'Adds a skill (a kind of goods or service) to a supplier; 422 when the third party is not a supplier' })
  async addSupplierSkill(@Body() b: AddSupplierSkillBody, @CurrentPrincipal() p: Principal, @Meta() m: RequestMeta) {
    const party = await this.prisma.thirdParty.findUnique({ where: { id: b.thirdPartyId }, select: { isSupplier: true } });
    if (!party) throw notFound();
    if (!party.isSupplier) throw businessRule({ fa: 'این طرف حساب تأمین‌کننده نیست.', en: 'This third party is not a supplier.' });
    if (await this.prisma.thirdPartySkill.count({ where: { thirdPartyId: b.thirdPartyId, skillId: b.skillId } })) {
      throw conflict({ fa: 'این مهارت پیش‌تر افزوده شده است.', en: 'The supplier already has this skill.' });
    }
    return this.entities.create(skillEntity, { thirdPartyId: b.thirdPartyId, skillId: b.skillId, level: b.level ?? 2, description: b.description }, p, m, async () => '');
  }

  @ApiEnvelope({ type: 'array', items: { type: 'object', properties: { key: { type: 'string' }, title: { type: 'string' }, titleEn: { type: 'string' } } } })
  @Get('GetFilteredThirdPartiesExcelEnum') @Access(PAGES)
  @ApiOperation({ summary: 'The columns the Excel exporter can write, with their labels' })
  excelColumns() {
    return exportColumns().map(({ key, label }) => ({ key, title: label.fa, titleEn: label.en }));
  }

  @Post('GetFilteredThirdPartiesExcelExporter') @HttpCode(200) @Access(PAGES) @ApiDownload(XLSX, 'the workbook')
  @ApiOperation({ summary: `The filtered third parties as an Excel workbook (at most ${EXPORT_LIMIT} rows)` })
  async excelExporter(@Body() b: ExcelExportBody, @CurrentPrincipal() p: Principal, @Res({ passthrough: true }) reply: FastifyReply) {
    const all = exportColumns();
    const unknown = (b.columns ?? []).filter((c) => !all.some((a) => a.key === c));
    if (unknown.length) throw new DomainException(400, 'VALIDATION', { fieldErrors: [{ field: 'columns', constraint: 'isIn', args: [], fallback: `unknown columns: ${unknown.join(', ')}` }] });
    // in the order asked for
    const columns = b.columns?.length ? [...new Set(b.columns)].map((key) => all.find((c) => c.key === key)!) : all;
    const { columns: _c, language: _l, ...filter } = b;
    // the whole filtered list in one read (with its count)
    const { data: rows, rowCount } = await this.entities.getFiltered(thirdParty, { ...filter, pageIndex: 1, pageSize: EXPORT_LIMIT } as FilterQuery, p);
    if (rowCount > EXPORT_LIMIT) {
      throw businessRule({ fa: `بیش از ${EXPORT_LIMIT} ردیف است؛ فهرست را محدودتر کنید.`, en: `More than ${EXPORT_LIMIT} rows; narrow the list first.` });
    }
    const language = b.language ?? 'fa';
    const { Workbook } = await import('exceljs');
    const book = new Workbook();
    const sheet = book.addWorksheet(thirdParty.label.plural[language], { views: [{ rightToLeft: language === 'fa' }] });
    sheet.columns = columns.map((c) => ({ header: c.label[language], key: c.key, width: 22 }));
    for (const row of rows) sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, safeExcelValue(c.cell(row, language))])));
    sheet.getRow(1).font = { bold: true };
    const buffer = Buffer.from(await book.xlsx.writeBuffer());
    attachment(reply, XLSX, 'third-parties.xlsx', `${thirdParty.label.plural[language]}.xlsx`);
    return buffer;
  }
}

/** Every field of a third party but its long texts, as an export column (an enum's value by its label, a link by its title). */
function exportColumns() {
  return [
    { key: 'id', label: { fa: 'شناسه', en: 'Id' }, cell: (r: Record<string, unknown>) => r.id },
    ...Object.entries(thirdParty.fields)
      .filter(([, d]) => d.type !== 'text')
      .map(([key, def]) => ({
        key,
        label: def.label,
        cell: (r: Record<string, unknown>, language: 'fa' | 'en') => {
          const v = r[key];
          if (v === null || v === undefined) return '';
          if (def.type === 'enum') return (def as EnumField).options.find((o) => o.value === v)?.label[language] ?? v;
          if (def.type === 'boolean') return v ? (language === 'fa' ? 'بله' : 'Yes') : language === 'fa' ? 'خیر' : 'No';
          if (def.type === 'link') return ((r[key.replace(/Id$/, '')] as Record<string, unknown> | null)?.nameFa as string) ?? v;
          if (def.type === 'date' && v instanceof Date) return v.toISOString().slice(0, 10);
          return v;
        },
      })),
    { key: 'isActive', label: { fa: 'فعال', en: 'Active' }, cell: (r: Record<string, unknown>, language: 'fa' | 'en') => (r.isActive ? (language === 'fa' ? 'بله' : 'Yes') : language === 'fa' ? 'خیر' : 'No') },
  ];
}
