import 'reflect-metadata';
import { Body, Controller, Delete, Get, Post, Put, Query, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiExtraModels, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { OPERATION_ACTIONS, decimalColumnOf, findEntity, joinModelOf, idParamOf, menuUrlsOf, workPagesOf, referrersOf, reportReadersOf, relationField, routePath, type EntityDefinition, type HttpMethod, type Operation, type RouteDefinition } from '@karsaz/entities';
import { Access } from '../auth/access';
import { ApiEnvelope } from '../http/decorators';
import { CurrentPrincipal } from '../auth/decorators';
import type { Principal } from '../auth/principal';
import { Meta, type RequestMeta } from '../http/request-meta';
import { decimalPattern, entityDtos, lookupQuery } from './entity-dto';
import { EntityService, type FilterQuery } from './entity.service';
import { CodeSequenceService } from './code-sequence.service';
import { defineHandler } from '../openapi/handler';

/**
 * Makes the controller of one entity from its definition: a route per operation the definition names, in its
 * area's naming (CONTRACT.md), each declaring the menu and action that guard it, validating with the entity's
 * DTOs, and documented in OpenAPI with the entity's own schemas. No entity has a hand-written controller.
 */

const METHODS: Record<HttpMethod, (path: string) => MethodDecorator> = { GET: Get, POST: Post, PUT: Put, DELETE: Delete };

/** A class of its own name (the OpenAPI schema and operation ids are named after it). */
function namedClass(name: string): new () => object {
  return { [name]: class {} }[name] as new () => object;
}

/** The schema of a row as the API answers it (for OpenAPI and the generated client). */
function rowSchema(entity: EntityDefinition): Type<unknown> {
  const row = namedClass(`${entity.model}Row`);
  const proto = row.prototype as object;
  ApiProperty({ type: 'integer' })(proto, 'id');
  ApiProperty({ type: 'integer' })(proto, 'version');
  if (entity.scope === 'company') ApiProperty({ type: 'integer' })(proto, 'companyId');
  if (entity.financialYear) ApiProperty({ type: 'integer', nullable: true, description: 'the financial year the document is filed in' })(proto, 'financialYearId');
  if (entity.haveChild) ApiProperty({ type: 'boolean', description: 'the row has children (spec platform-core §3)' })(proto, 'haveChild');
  for (const [key, def] of Object.entries(entity.fields)) {
    if (def.type === 'links') {
      const target = findEntity(def.entity)!;
      ApiProperty({ type: 'integer', isArray: true, description: `${def.label.en}: ids of ${target.name} rows` })(proto, key);
      ApiProperty({ type: 'object', isArray: true, description: `the linked ${target.name} rows: id and ${target.titleField}`, additionalProperties: true })(proto, joinModelOf(entity, key).titles);
      continue;
    }
    const type =
      def.type === 'int' || def.type === 'link' || def.type === 'enum' ? 'integer'
      : def.type === 'boolean' ? 'boolean'
      : 'string';
    // an exact decimal is answered as its canonical string (`"12345678901234.5678"`), never as a JSON number
    const decimal = decimalColumnOf(def);
    (def.required ? ApiProperty : ApiPropertyOptional)({ type, nullable: !def.required, description: def.label.en, ...(decimal ? { pattern: decimalPattern(decimal) } : {}) })(proto, key);
    if (def.type === 'link') {
      const target = findEntity(def.entity)!;
      ApiPropertyOptional({ type: 'object', description: `the linked ${target.name}: id and ${target.titleField}`, additionalProperties: true })(proto, relationField(key));
    }
  }
  if (entity.activeFlag) ApiProperty({ type: Boolean })(proto, 'isActive');
  ApiProperty({ type: String, format: 'date-time' })(proto, 'createdAt');
  ApiProperty({ type: String, format: 'date-time' })(proto, 'updatedAt');
  return row as Type<unknown>;
}

type Handler = (this: EntityControllerBase, ...args: never[]) => Promise<unknown>;

interface RouteSpec {
  op: Operation;
  params: { decorate: ParameterDecorator; type: unknown }[];
  handler: Handler;
  response: object;
  summary: string;
}

export class EntityControllerBase {
  constructor(
    readonly service: EntityService,
    readonly codes: CodeSequenceService,
  ) {}
}

export function entityController(entity: EntityDefinition): Type<EntityControllerBase> {
  const dtos = entityDtos(entity);
  const row = rowSchema(entity);
  const cls = { [`${entity.model}Controller`]: class extends EntityControllerBase {} }[`${entity.model}Controller`]!;
  Reflect.defineMetadata('design:paramtypes', [EntityService, CodeSequenceService], cls);
  // the routes carry their full paths: an alias may live under another base (the meta-data `city/getFiltered`)
  Controller()(cls);
  ApiTags(entity.area)(cls);
  ApiBearerAuth('bearer')(cls);
  ApiExtraModels(row)(cls);

  const rowRef = { $ref: getSchemaPath(row) };
  /** the menus whose holders may read the entity: its own, those of the entities that link to it, and the reports that filter by it */
  const owners = menuUrlsOf(entity);
  const readers = [...new Set([...owners, ...referrersOf(entity.name).flatMap((r) => workPagesOf(r.entity)), ...reportReadersOf(entity.name)])];
  const full = (path: string) => routePath(entity, path).replace(/^\//, '');
  /** a method name for a path: the path itself below the base (operation ids read `CostOver_CreateCostOver`) */
  const methodName = (path: string) => (path.startsWith('/') ? path.replace(/^\/api\//, '').replace(/[^A-Za-z0-9]+/g, '_') : path);
  const principal = { decorate: CurrentPrincipal(), type: Object };
  const meta = { decorate: Meta(), type: Object };
  const body = (type: unknown) => ({ decorate: Body(), type });
  const query = (type: unknown) => ({ decorate: Query(), type });
  const idParam = (q: Record<string, unknown>) => Number(q[idParamOf(entity)]);
  const page = { type: 'object', required: ['data', 'rowCount'], properties: { data: { type: 'array', items: rowRef }, rowCount: { type: 'integer' } } };
  const ok = (props: Record<string, object>) => ({ type: 'object', properties: props });
  const plural = entity.label.plural.en;
  const singular = entity.label.singular.en;

  const specs: Record<Operation, RouteSpec> = {
    create: {
      op: 'create', params: [body(dtos.create), principal, meta], response: ok({ id: { type: 'integer' } }), summary: `Creates a ${singular}`,
      handler(this: EntityControllerBase, dto: Record<string, unknown>, p: Principal, m: RequestMeta) {
        return this.service.create(entity, dto, p, m, (tx) => this.codes.next(entity, p.companyId, tx));
      },
    },
    update: {
      op: 'update', params: [body(dtos.update), principal, meta], response: ok({ id: { type: 'integer' }, version: { type: 'integer' } }), summary: `Updates a ${singular} (409 when the version is stale)`,
      handler(this: EntityControllerBase, dto: Record<string, unknown> & { id: number; version: number }, p: Principal, m: RequestMeta) {
        return this.service.update(entity, dto, p, m);
      },
    },
    activate: {
      op: 'activate', params: [body(dtos.id), principal, meta], response: ok({ ids: { type: 'array', items: { type: 'integer' } } }), summary: `Activates a ${singular}`,
      handler(this: EntityControllerBase, dto: { id: number }, p: Principal, m: RequestMeta) {
        return this.service.setActive(entity, [dto.id], true, p, m);
      },
    },
    deactivate: {
      op: 'deactivate', params: [body(dtos.id), principal, meta], response: ok({ ids: { type: 'array', items: { type: 'integer' } } }), summary: `Deactivates a ${singular}`,
      handler(this: EntityControllerBase, dto: { id: number }, p: Principal, m: RequestMeta) {
        return this.service.setActive(entity, [dto.id], false, p, m);
      },
    },
    groupActivate: {
      op: 'groupActivate', params: [body(dtos.ids), principal, meta], response: ok({ ids: { type: 'array', items: { type: 'integer' } } }), summary: `Activates several ${plural} of one status`,
      handler(this: EntityControllerBase, dto: { ids: number[] }, p: Principal, m: RequestMeta) {
        return this.service.setActive(entity, dto.ids, true, p, m);
      },
    },
    groupDeactivate: {
      op: 'groupDeactivate', params: [body(dtos.ids), principal, meta], response: ok({ ids: { type: 'array', items: { type: 'integer' } } }), summary: `Deactivates several ${plural} of one status`,
      handler(this: EntityControllerBase, dto: { ids: number[] }, p: Principal, m: RequestMeta) {
        return this.service.setActive(entity, dto.ids, false, p, m);
      },
    },
    getById: {
      op: 'getById', params: [query(dtos.idQuery), principal], response: rowRef, summary: `One ${singular}`,
      handler(this: EntityControllerBase, q: Record<string, unknown>, p: Principal) {
        return this.service.getById(entity, idParam(q), p);
      },
    },
    getFiltered: {
      op: 'getFiltered', params: [query(dtos.filter), principal], response: page, summary: `${plural}: paged, searched and filtered`,
      handler(this: EntityControllerBase, q: FilterQuery, p: Principal) {
        return this.service.getFiltered(entity, q, p);
      },
    },
    getActives: {
      op: 'getActives', params: [query(dtos.filter), principal], response: page, summary: `Active ${plural}, paged and searched`,
      handler(this: EntityControllerBase, q: FilterQuery, p: Principal) {
        return this.service.getFiltered(entity, q, p, true);
      },
    },
    list: {
      op: 'list', params: [query(dtos.filter), principal], response: page, summary: `${plural}: paged, searched and filtered`,
      handler(this: EntityControllerBase, q: FilterQuery, p: Principal) {
        return this.service.getFiltered(entity, q, p);
      },
    },
    search: {
      op: 'search', params: [query(dtos.filter), principal], response: page, summary: `${plural} whose title or code holds searchTerm`,
      handler(this: EntityControllerBase, q: FilterQuery, p: Principal) {
        return this.service.getFiltered(entity, q, p);
      },
    },
    disable: {
      op: 'disable', params: [query(dtos.idQuery), principal, meta], response: ok({ id: { type: 'integer' } }), summary: `Deletes a ${singular} nothing refers to (409 naming what does)`,
      handler(this: EntityControllerBase, q: Record<string, unknown>, p: Principal, m: RequestMeta) {
        return this.service.remove(entity, idParam(q), p, m);
      },
    },
    remove: {
      op: 'remove', params: [query(dtos.idQuery), principal, meta], response: ok({ id: { type: 'integer' } }), summary: `Deletes a ${singular} nothing refers to (409 naming what does)`,
      handler(this: EntityControllerBase, q: Record<string, unknown>, p: Principal, m: RequestMeta) {
        return this.service.remove(entity, idParam(q), p, m);
      },
    },
  };

  const proto = cls.prototype as object;
  const served = [
    ...(Object.entries(entity.routes) as [Operation, RouteDefinition][]),
    // an alias serves an operation under one more path (Category/GetsBySearchTerm is its search)
    ...(entity.aliases ?? []).map((a) => [a.op, { path: a.path, method: a.method }] as [Operation, RouteDefinition]),
  ];
  for (const [op, route] of served) {
    const spec = specs[op];
    // the method is named for the operation's path, so the operation id reads `Country_getFiltered`, `CostOver_CreateCostOver`
    const name = methodName(route.path);
    // a function of its own per route: Nest keeps a route's metadata on the function
    // Swagger reads a route's parameters (its body schema) and its operation id by the function's name
    const descriptor = defineHandler(proto, name, function (this: EntityControllerBase, ...args: never[]) {
      return spec.handler.apply(this, args);
    });
    // a list read by POST (thirdparty/GetThirdPartyByFilter) takes its filter from the body
    const params = route.method === 'POST' && spec.params[0]?.type === dtos.filter ? [body(dtos.filter), ...spec.params.slice(1)] : spec.params;
    Reflect.defineMetadata('design:paramtypes', params.map((p) => p.type), proto, name);
    params.forEach((p, i) => p.decorate(proto, name, i));
    const decorators: MethodDecorator[] = [
      METHODS[route.method](full(route.path)),
      // the lookup reads (active rows, one row by id) are open to the pages whose forms look the entity up too
      // (a city's form reads provinces); the lists and every write stay with the entity's own pages. A workflow
      // document is also read by whoever takes part in its approval (core/workflow/task-access.ts)
      Access(op === 'getActives' || op === 'getById' ? readers : owners, OPERATION_ACTIONS[op] ?? undefined, op === 'getById' && entity.workflow ? { entity: entity.name, idParam: idParamOf(entity) } : undefined),
      ApiOperation({ summary: spec.summary }),
      ApiEnvelope(spec.response),
    ];
    for (const d of decorators) d(proto, name, descriptor);
  }
  // lookups by one field: GetCostOverByName?costOverName=, Branch/GetsByCategoryId?categoryId=
  for (const lookup of entity.lookups ?? []) {
    const name = lookup.path;
    const dto = lookupQuery(entity, lookup);
    const descriptor = defineHandler(
      proto,
      name,
      lookup.kind === 'one'
        ? function (this: EntityControllerBase, q: Record<string, unknown>, p: Principal) {
            return this.service.getOneBy(entity, lookup.by, q[lookup.param], p);
          }
        : function (this: EntityControllerBase, q: Record<string, unknown>, p: Principal) {
            return this.service.getFiltered(entity, { pageIndex: q.pageIndex as number, pageSize: q.pageSize as number }, p, false, { [lookup.by]: q[lookup.param] });
          },
    );
    Reflect.defineMetadata('design:paramtypes', [dto, Object], proto, name);
    Query()(proto, name, 0);
    CurrentPrincipal()(proto, name, 1);
    const summary = lookup.kind === 'one' ? `The ${singular} whose ${lookup.by} is ${lookup.param}` : `${plural} whose ${lookup.by} is ${lookup.param}, paged`;
    for (const d of [Get(full(lookup.path)), Access(readers), ApiOperation({ summary }), ApiEnvelope(lookup.kind === 'one' ? rowRef : page)]) d(proto, name, descriptor);
  }
  // views: a fixed slice of the rows (thirdparty/getEmployers), paged and searched like the list
  for (const view of entity.views ?? []) {
    if (!view.path) continue;
    const name = methodName(view.path);
    const descriptor = defineHandler(proto, name, function (this: EntityControllerBase, q: FilterQuery, p: Principal) {
      return this.service.getFiltered(entity, q, p, !!view.activeOnly, view.where);
    });
    Reflect.defineMetadata('design:paramtypes', [dtos.filter, Object], proto, name);
    Query()(proto, name, 0);
    CurrentPrincipal()(proto, name, 1);
    const summary = `${view.label.en}: ${plural} where ${Object.entries(view.where).map(([k, v]) => `${k} = ${String(v)}`).join(', ')}${view.activeOnly ? ', active only' : ''}; paged and searched`;
    for (const d of [Get(full(view.path)), Access(readers), ApiOperation({ summary }), ApiEnvelope(page)]) d(proto, name, descriptor);
  }
  return cls as Type<EntityControllerBase>;
}
