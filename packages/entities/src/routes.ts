import type { EntityDefinition, HttpMethod, LookupRoute, Operation, RouteDefinition } from './definition';

/**
 * A path of the meta-data service that reads a base-data entity for the third-party form (spec platform-core §7:
 * `GET …/meta-data/v1/province`, `city/getFiltered`, `branch/getActives`): an absolute alias of one of its reads.
 */
export function metaDataLookup(resource: string, op: 'getActives' | 'getFiltered' = 'getActives', path = ''): { path: string; method: HttpMethod; op: Operation } {
  return { path: `/api/meta-data/v1/${resource}${path ? `/${path}` : ''}`, method: 'GET', op };
}

type Routes = Pick<EntityDefinition, 'basePath' | 'routes' | 'lookups'>;

/**
 * The base-data naming of CONTRACT.md and spec platform-core §7: `/api/base-data/v1/{entity}/{op}` with `create`
 * (POST), `update` (PUT), `activate` / `deactivate` (POST {id}), `groupActivate` / `groupDeactivate` (POST {ids}),
 * `getById` (GET ?Id=), `getFiltered` (GET, paged), `getActives` (GET, paged, active rows) and `remove` (DELETE ?Id=).
 * `update: false` leaves update out (the spec's measure unit).
 */
export function baseDataRoutes(entity: string, options: { update?: boolean; area?: string } = {}): Routes {
  const routes: Partial<Record<Operation, RouteDefinition>> = {
    create: { path: 'create', method: 'POST' },
    update: { path: 'update', method: 'PUT' },
    activate: { path: 'activate', method: 'POST' },
    deactivate: { path: 'deactivate', method: 'POST' },
    groupActivate: { path: 'groupActivate', method: 'POST' },
    groupDeactivate: { path: 'groupDeactivate', method: 'POST' },
    getById: { path: 'getById', method: 'GET', idParam: 'Id' },
    getFiltered: { path: 'getFiltered', method: 'GET' },
    getActives: { path: 'getActives', method: 'GET' },
    remove: { path: 'remove', method: 'DELETE', idParam: 'Id' },
  };
  if (options.update === false) delete routes.update;
  return { basePath: `/api/${options.area ?? 'base-data'}/v1/${entity}`, routes };
}

/**
 * The engineering service naming (spec platform-core §7 "Service API"): `/api/service/v1/{Entity}/{Operation}` with
 * each operation's own PascalCase name, method and id parameter, e.g.
 * `serviceRoutes('CostOver', { create: ['POST', 'CreateCostOver'], getById: ['GET', 'GetCostOverById', 'costOverId'] })`.
 */
export function serviceRoutes(
  entity: string,
  operations: Partial<Record<Operation, [HttpMethod, string] | [HttpMethod, string, string]>>,
  lookups: LookupRoute[] = [],
  base = '/api/service/v1',
): Routes {
  const routes: Partial<Record<Operation, RouteDefinition>> = {};
  for (const [op, [method, path, idParam]] of Object.entries(operations) as [Operation, [HttpMethod, string, string?]][]) {
    routes[op] = idParam ? { method, path, idParam } : { method, path };
  }
  return { basePath: `${base}/${entity}`, routes, ...(lookups.length ? { lookups } : {}) };
}

/**
 * A document's routes in the contract's naming for an area (`/api/commercial/v1/supplygoods/...`): create, update,
 * getById, getFiltered and remove; no activation (a document's life is its workflow, whose steps the engine adds as
 * `POST {base}/{action}`).
 */
export function documentRoutes(entity: string, area: string): Routes {
  const { routes } = baseDataRoutes(entity, { area });
  const { create, update, getById, getFiltered, remove } = routes;
  return { basePath: `/api/${area}/v1/${entity}`, routes: { create, update, getById, getFiltered, remove } };
}
