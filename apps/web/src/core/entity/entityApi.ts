import { unwrapValue, type components } from '@karsaz/api-client';
import type { EntityDefinition, Operation } from '@karsaz/entities';
import type { Api } from '../api/api';
import { blobOf } from '../download';

/** A row as the engine answers it: the definition's fields, the linked rows' id and title, and the engine's own. */
export type EntityRow = Record<string, unknown> & { id: number; version: number; isActive?: boolean };

export interface EntityPage {
  data: EntityRow[];
  rowCount: number;
}

/** An import's answers as openapi/openapi.json types them (the API's ImportPreviewSchema and its kin). */
type Schemas = components['schemas'];
/** A row's problem in an import: its number as the sheet shows it, `rows[12].nameFa`, the message. */
export type ImportError = Schemas['ImportRowErrorSchema'];
/** The answer of an import's preview: the whole sheet checked, kept under `id` for the commit. */
export type ImportPreview = Schemas['ImportPreviewSchema'];
export type ImportStatus = Schemas['ImportStatusSchema'];
/** A workflow document's history and the steps open to the caller, the same for every document (WORKFLOW_SCHEMAS). */
export type WorkflowHistoryEntry = Schemas['WorkflowHistoryEntry'];
export type WorkflowActions = Schemas['WorkflowActions'];

export type ListQuery = Record<string, string | number | boolean | undefined>;

/** What a hand-written operation answers: its outcome in a sentence, in both languages, besides its own fields. */
export type OperationAnswer = { summary?: { fa: string; en: string } } & Record<string, unknown>;

type Call = (path: string, init?: { params?: { query?: Record<string, unknown> }; body?: unknown }) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/**
 * The calls of one entity through the SPA's API client (its token, language, year and 401 handling), on the
 * paths its definition names. The generated client types every path of openapi/openapi.json; the generic screens
 * reach them by the definition's path instead, so they are called untyped here and typed by the engine's shapes.
 */
export function entityApi(api: Api, entity: EntityDefinition) {
  const client = api.client as unknown as Record<'GET' | 'POST' | 'PUT' | 'DELETE', Call>;
  const call = <V>(op: Operation, init: Parameters<Call>[1] = {}): Promise<V> => {
    const route = entity.routes[op];
    if (!route) return Promise.reject(new Error(`${entity.name} has no ${op}`));
    return unwrapValue<V>(client[route.method](`${entity.basePath}/${route.path}`, init));
  };
  // what the entity's area calls its list and its delete (getFiltered / GetCostOvers, remove / DisableCostOver)
  const listOp: Operation = entity.routes.getFiltered ? 'getFiltered' : 'list';
  const removeOp: Operation = entity.routes.remove ? 'remove' : 'disable';
  const idQuery = (op: Operation, id: number) => ({ params: { query: { [entity.routes[op]?.idParam ?? 'Id']: id } } });
  const clean = (q: ListQuery) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));
  return {
    list: (q: ListQuery) => call<EntityPage>(listOp, { params: { query: clean(q) } }),
    /** rows whose `field` equals `value` through the entity's lookup (Branch/GetsByCategoryId), else its filter */
    listBy: (field: string, value: number, q: ListQuery) => {
      const lookup = entity.lookups?.find((l) => l.kind === 'list' && l.by === field);
      if (!lookup) return call<EntityPage>(listOp, { params: { query: clean({ ...q, [field]: value }) } });
      return unwrapValue<EntityPage>(client.GET(`${entity.basePath}/${lookup.path}`, { params: { query: clean({ ...q, [lookup.param]: value }) } }));
    },
    actives: (q: ListQuery) => call<EntityPage>(entity.routes.getActives ? 'getActives' : listOp, { params: { query: clean(q) } }),
    /** the rows of one of the entity's views (`thirdparty/getEmployers`) */
    view: (path: string, q: ListQuery) => unwrapValue<EntityPage>(client.GET(`${entity.basePath}/${path}`, { params: { query: clean(q) } })),
    get: (id: number) => call<EntityRow>('getById', idQuery('getById', id)),
    /** a workflow document's routes (getActions, getHistory, one per step): the workflow adds them to every such entity */
    workflow: {
      actions: (id: number) => unwrapValue<WorkflowActions>(client.GET(`${entity.basePath}/getActions`, idQuery('getById', id))),
      history: (id: number) => unwrapValue<WorkflowHistoryEntry[]>(client.GET(`${entity.basePath}/getHistory`, idQuery('getById', id))),
      step: (action: string, body: { id: number; version: number; comment?: string; toState?: string; [field: string]: unknown }) => unwrapValue<Schemas['WorkflowStepResult']>(client.POST(`${entity.basePath}/${action}`, { body })),
    },
    create: (body: Record<string, unknown>) => call<{ id: number }>('create', { body }),
    update: (body: Record<string, unknown>) => call<{ id: number; version: number }>('update', { body }),
    setActive: (ids: number[], active: boolean) =>
      ids.length === 1
        ? call<{ ids: number[] }>(active ? 'activate' : 'deactivate', { body: { id: ids[0] } })
        : call<{ ids: number[] }>(active ? 'groupActivate' : 'groupDeactivate', { body: { ids } }),
    remove: (id: number) => call<{ id: number }>(removeOp, idQuery(removeOp, id)),
    /** attaches a file to a row (multipart, with the version read: a stale one answers 409) */
    upload: (row: EntityRow, file: File) => {
      const a = entity.attachment!;
      const form = new FormData();
      form.append(a.idParam, String(row.id));
      form.append('version', String(row.version));
      form.append('file', file);
      return unwrapValue<{ id: number; version: number }>(client.POST(`${entity.basePath}/${a.upload}`, { body: form, bodySerializer: (b: unknown) => b } as never));
    },
    /** the row's file, as it was stored */
    download: (row: EntityRow): Promise<Blob> => {
      const a = entity.attachment!;
      return blobOf(client.GET(`${entity.basePath}/${a.download}`, { params: { query: { [a.idParam]: row.id } }, parseAs: 'blob' } as never));
    },
    /** checks an Excel sheet on the server (the rows of `view` when given: the page's slice) */
    importPreview: (file: File, view?: string) => {
      const form = new FormData();
      if (view) form.append('view', view);
      form.append('file', file);
      return unwrapValue<ImportPreview>(client.POST(`${entity.basePath}/import/preview`, { body: form, bodySerializer: (b: unknown) => b } as never));
    },
    /** a document's lines read from an Excel sheet for its form (nothing is written); bad cells answer 400 as `rows[3].productId` */
    linesFromSheet: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return unwrapValue<{ lines: Record<string, unknown>[] }>(client.POST(`${entity.basePath}/lines/fromSheet`, { body: form, bodySerializer: (b: unknown) => b } as never));
    },
    /** queues the write of a checked sheet: all its rows in one transaction, or none */
    importCommit: (id: string) => unwrapValue<ImportStatus>(client.POST(`${entity.basePath}/import/commit`, { body: { id } })),
    importStatus: (id: string) => unwrapValue<ImportStatus>(client.GET(`${entity.basePath}/import/status`, { params: { query: { id } } })),
    canRemove: !!entity.routes[removeOp],
    /** a hand-written operation of the definition (`operations`): a row's `{ id }`, or a file as multipart `file` */
    operation: (path: string, input: { id: number } | File) => {
      if (input instanceof File) {
        const form = new FormData();
        form.append('file', input);
        return unwrapValue<OperationAnswer>(client.POST(`${entity.basePath}/${path}` as never, { body: form, bodySerializer: (b: unknown) => b } as never));
      }
      return unwrapValue<OperationAnswer>(client.POST(`${entity.basePath}/${path}` as never, { body: input } as never));
    },
  };
}

/** Query keys of an entity: a save invalidates `[name]` and with it every list and detail (DESIGN.md). */
export const entityKeys = {
  all: (entity: EntityDefinition) => ['entity', entity.name] as const,
  list: (entity: EntityDefinition, q: ListQuery) => ['entity', entity.name, 'list', q] as const,
  detail: (entity: EntityDefinition, id: number) => ['entity', entity.name, 'detail', id] as const,
  /** a linked row as a lookup shows it (id and title): seeded from the rows that carry it, fetched only when missing */
  title: (entity: EntityDefinition, id: number) => ['entity', entity.name, 'detail', id, 'title'] as const,
};
