import { ENTITIES, checkRegistry, entityPages, referrersOf } from './registry';
import { menuUrlsOf } from './definition';
import { prismaModel, prismaSchemaFiles } from './prisma';
import { getEntity } from './registry';
import type { EntityDefinition } from './definition';

describe('the entity registry', () => {
  it('holds sound definitions', () => {
    expect(checkRegistry()).toEqual([]);
  });

  it('finds what refers to an entity', () => {
    expect(referrersOf('province').map((r) => `${r.entity.name}.${r.field}`)).toEqual(['city.provinceId', 'thirdpartyaddress.provinceId', 'educationinstitute.provinceId', 'insurancecontract.provinceId', 'personneladdress.provinceId', 'personnelbankaccount.provinceId', 'mission.provinceId', 'missionvehicle.beginningProvinceId', 'missionvehicle.destinationProvinceId', 'missionresidence.provinceId']);
  });

  it('names the mistakes a definition can hold', () => {
    const broken = {
      ...getEntity('city'),
      titleField: 'title',
      searchFields: ['nope'],
      fields: { ...getEntity('city').fields, parent: { type: 'link', entity: 'galaxy', label: { fa: 'x', en: 'x' } } },
    } as EntityDefinition;
    const problems = checkRegistry([...ENTITIES.filter((e) => e.name !== 'city'), broken]);
    expect(problems).toEqual(
      expect.arrayContaining([
        'entity city: the title field title is not a field',
        'entity city: nope is not a field',
        'entity city: parent links to an unknown entity galaxy',
        'entity city: the link field parent must end in Id',
      ]),
    );
  });
});

describe('the Prisma models', () => {
  it('gives a linked entity its relation, indexes and the engine’s columns', () => {
    const model = prismaModel(getEntity('city'));
    expect(model).toContain('model City {');
    expect(model).toContain('  code String @unique @db.VarChar(20)');
    expect(model).toContain('  nameEn String? @map("name_en") @db.VarChar(150)');
    expect(model).toContain('  province Province @relation("City_province", fields: [provinceId], references: [id], onDelete: Restrict)');
    expect(model).toContain('  isActive Boolean @default(true) @map("is_active")');
    expect(model).toContain('  version Int @default(1)');
    expect(model).toContain('  @@index([provinceId])');
    expect(model).toContain('  @@map("city")');
    expect(prismaModel(getEntity('province'))).toContain('  cityViaProvince City[] @relation("City_province")');
  });

  it('scopes a company entity and makes its unique fields unique per company', () => {
    const e = { ...getEntity('currency'), scope: 'company' } as EntityDefinition;
    const model = prismaModel(e, [e]);
    expect(model).toContain('  companyId Int @map("company_id")');
    expect(model).toContain('  code String @db.VarChar(20)');
    expect(model).toContain('  @@unique([companyId, code])');
    // the unique index already starts with companyId
    expect(model).not.toContain('  @@index([companyId])');
    const plain = { ...e, fields: { name: { type: 'string', label: { fa: 'نام', en: 'Name' } } }, titleField: 'name', searchFields: [], list: { columns: ['name'] } } as EntityDefinition;
    expect(prismaModel(plain, [plain])).toContain('  @@index([companyId])');
  });

  it('writes one file per area', () => {
    const files = prismaSchemaFiles();
    expect(Object.keys(files)).toEqual(['entities-base-data.prisma', 'entities-commercial.prisma', 'entities-dealer.prisma', 'entities-financial.prisma', 'entities-hr.prisma', 'entities-meta-data.prisma', 'entities-payroll.prisma', 'entities-recruitment.prisma', 'entities-rescue-vehicle.prisma', 'entities-service.prisma', 'entities-tax.prisma', 'entities-treasury.prisma', 'entities-warehouse.prisma', 'entities-workflow.prisma']);
    for (const e of ENTITIES.filter((x) => x.storage !== 'external')) expect(files[`entities-${e.area}.prisma`]).toContain(`model ${e.model} {`);
    // identity's Role is hand-written: no model of it is generated
    expect(Object.values(files).join('\n')).not.toContain('model Role {');
  });

  it('gives a model the back-relations of hand-written models, and leaves an external model alone', () => {
    expect(prismaModel(getEntity('thirdparty'))).toContain('  users User[]');
    const external = { ...getEntity('city'), name: 'outside', model: 'Outside', storage: 'external', routes: {} } as EntityDefinition;
    expect(Object.values(prismaSchemaFiles([...ENTITIES, external])).join('\n')).not.toContain('model Outside {');
  });
});

describe('the pages of the entities', () => {
  it('lists each entity page and each view page, with the view’s slice and title key', () => {
    const pages = entityPages();
    expect(pages.find((p) => p.url === '/cities-2')).toMatchObject({ titleKey: 'entities.city', entity: { name: 'city' } });
    expect(pages.find((p) => p.url === '/supplier-2')).toMatchObject({ titleKey: 'entities.thirdparty@supplier-2', where: { isSupplier: true }, parent: 'CommercialSystem' });
    // a category's branches live on the categories page: no page of their own
    expect(pages.some((p) => p.entity.name === 'branch')).toBe(false);
    expect(new Set(pages.map((p) => p.url)).size).toBe(pages.length);
  });

  it('lets the holders of a view’s page and of the `also` pages work on the rows', () => {
    expect(menuUrlsOf(getEntity('thirdparty'))).toEqual(['/thirdparties-2', '/supplier-2', '/contractor-2', '/employers-2']);
    expect(menuUrlsOf(getEntity('thirdpartycontact'))).toEqual(['/thirdparties-2', '/supplier-2', '/contractor-2', '/employers-2']);
  });

  it('refuses a view that filters on a field the entity lacks', () => {
    const e = { ...getEntity('thirdparty'), views: [{ path: 'getOdd', where: { isOdd: true }, label: { fa: 'x', en: 'x' } }] } as EntityDefinition;
    expect(checkRegistry([...ENTITIES.filter((x) => x.name !== 'thirdparty'), e])).toContain('entity thirdparty: the view getOdd filters on isOdd, which is not a field');
  });
});

describe('the relational field kinds', () => {
  it('gives a set of rows a join table cascading from its owner and restricting its target', () => {
    const model = prismaModel(getEntity('shiftrotation'));
    expect(model).toContain('  workingGroupLinks ShiftRotationWorkingGroup[]');
    expect(model).toContain('model ShiftRotationWorkingGroup {');
    expect(model).toContain('  owner ShiftRotation @relation(fields: [ownerId], references: [id], onDelete: Cascade)');
    expect(model).toContain('  target WorkingGroup @relation("ShiftRotationWorkingGroup_target", fields: [targetId], references: [id], onDelete: Restrict)');
    expect(model).toContain('  @@id([ownerId, targetId])');
    expect(prismaModel(getEntity('workinggroup'))).toContain('  shiftRotationViaWorkingGroupLinks ShiftRotationWorkingGroup[] @relation("ShiftRotationWorkingGroup_target")');
  });

  it('indexes a value unique within its parent for rows saved alone, not for a document’s lines (they may swap)', () => {
    expect(prismaModel(getEntity('companybenefit'))).toContain('  @@unique([companyInformationId, title])');
    expect(prismaModel(getEntity('recruitmentstep'))).not.toContain('@@unique');
  });

  it('names the mistakes of the relational kinds', () => {
    const rotation = getEntity('shiftrotation');
    const broken = {
      ...rotation,
      scope: 'global',
      attachments: { label: { fa: 'x', en: 'x' } },
      fields: { ...rotation.fields, groups: { type: 'links', entity: 'galaxy', label: { fa: 'x', en: 'x' } }, title: { ...rotation.fields.title, uniqueWithin: 'code' } },
    } as EntityDefinition;
    expect(checkRegistry([...ENTITIES.filter((e) => e.name !== 'shiftrotation'), broken])).toEqual(
      expect.arrayContaining([
        'entity shiftrotation: groups links to an unknown entity galaxy',
        'entity shiftrotation: the links field groups must end in Ids',
        'entity shiftrotation: title is unique within code, which is not a link field',
        'entity shiftrotation: attachments are kept per company: the entity must be company-scoped',
      ]),
    );
  });
});
