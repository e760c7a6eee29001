import type { Area } from './areas';
import type { WorkflowDefinition } from './workflow';

/**
 * The entity definition (DESIGN.md): one plain object per entity from which the engine derives the Prisma model,
 * the DTO validation, the routes in the contract's naming, the OpenAPI schema, the permission declarations, the
 * list screen and the form. Everything here is data: no functions, so the web app and the API read the same file.
 */

/** A text in both languages of the product. */
export interface Text {
  fa: string;
  en: string;
}

/** How a string field is checked and normalised on the way in (packages/domain does the work on both sides). */
export type StringFormat =
  /** letters and digits only (the keyboard filter of spec platform-core §5); digits become ASCII */
  | 'code'
  /** digits only, Persian and Arabic digits become ASCII */
  | 'digits'
  | 'email'
  | 'url'
  /** Iranian identifiers with their checksums (packages/domain validators) */
  | 'nationalCode'
  | 'legalId'
  | 'sheba'
  | 'cardNumber'
  | 'postalCode'
  | 'mobile'
  /** an IPv4 address in dotted-decimal form (packages/domain normalizeIpv4) */
  | 'ipv4'
  /** a vehicle identification number: 17 characters without I, O and Q, upper-cased (packages/domain normalizeVin) */
  | 'vin'
  /** an Iranian car plate, stored `12ب345ایران67` (packages/domain normalizePlate) */
  | 'plate';

interface FieldBase {
  label: Text;
  /** must be given (and not empty) on create and update */
  required?: boolean;
  /** no two rows share the value: across the table, or within the caller's company for company-scoped entities */
  unique?: boolean;
  /** a hint under the field in the form */
  hint?: Text;
  /** shown in lists and forms but never written by a caller (set by the server or a hook) */
  readOnly?: boolean;
  /**
   * The form shows the field only while another field holds one of these values (a company's name for kind 2); a
   * `required` field with `when` is required only then, and empty otherwise.
   */
  when?: { field: string; in: readonly (string | number | boolean)[] };
  /**
   * No two rows with the same parent share the value: the name of this entity's link field to its parent (a
   * recruitment step's order within its company information). A document's lines are checked on the server before
   * they are written (every duplicate reported as `lines[3].order`) and live in the lines grid; rows saved on their
   * own (owned children) get a composite unique index and a 400 on the field.
   */
  uniqueWithin?: string;
}

export interface StringField extends FieldBase {
  type: 'string' | 'text';
  /** bounds on the length; `max` is also the column size of a `string` (default 200) */
  min?: number;
  max?: number;
  format?: StringFormat;
  default?: string;
  /**
   * The field holding this text in English (a payslip line's `titleEn` for its `title`): the screens show it
   * instead when the reader reads English and it has a value.
   */
  english?: string;
  /** written left to right whatever the reader's language (the JSON sent to the tax authority) */
  ltr?: boolean;
  /**
   * A secret (an outgoing mail server's password): stored encrypted (apps/api core/security/secret-box.ts), never
   * answered (reads give null), and kept as it is by an update that sends it empty or leaves it out.
   */
  secret?: boolean;
}

export interface NumberField extends FieldBase {
  /**
   * `decimal` is numeric(18,4); `money` is numeric(20,0) in rials (DESIGN.md: no floats). Their values travel as
   * decimal strings (`"12345678901234.5678"`), never as a JavaScript number; `min`, `max` and `default` are small
   * bounds written here, compared exactly (`@karsaz/domain` decimalCompare).
   */
  type: 'int' | 'decimal' | 'money';
  min?: number;
  max?: number;
  default?: number;
  /** `false`: shown without thousands separators (a year, a period: ۱۴۰۵, not ۱,۴۰۵) */
  grouping?: false;
  /**
   * A derived amount, never written by a caller: a line's `product` of its own fields (quantity × unit price,
   * rounded to the field's scale), or a document's `sum` of one field of its lines. packages/domain's calculator
   * works it out, on the server at save and in the form while the user types.
   */
  computed?:
    | { product: readonly string[] }
    | { sum: string }
    /** the first field less the second (an amount after its discount) */
    | { difference: readonly [string, string] }
    /** the first field × the second ÷ 100 (a tax at a rate in percent) */
    | { percent: readonly [string, string] }
    /** the sum of fields of the same row (an amount and its tax) */
    | { add: readonly string[] };
}

/** The column of each decimal field type: numeric(precision, scale). */
export const DECIMAL_COLUMNS = {
  decimal: { precision: 18, scale: 4 },
  money: { precision: 20, scale: 0 },
} as const satisfies Record<string, { precision: number; scale: number }>;

/** Whether a field holds an exact decimal (a string on the wire), and its column. */
export function decimalColumnOf(def: FieldDefinition): { precision: number; scale: number } | null {
  return def.type === 'decimal' || def.type === 'money' ? DECIMAL_COLUMNS[def.type] : null;
}

export interface BooleanField extends FieldBase {
  type: 'boolean';
  default?: boolean;
  /**
   * Exactly one row with the same parent (this entity's link field named here) holds true: a person's default bank
   * account. The first row of a parent becomes it; setting another one moves it there in the same transaction;
   * taking it off the only holder is a 400 on the field; deleting the holder passes it to the oldest row left.
   */
  oneWithin?: string;
}

export interface DateField extends FieldBase {
  /** `date` travels as 2026-03-21, `datetime` as ISO 8601 with a zone; both are shown in Jalali, Asia/Tehran */
  type: 'date' | 'datetime';
  /**
   * This field is the end of a range that starts at the named field of the same kind (`endDate: { type: 'date',
   * rangeStart: 'startDate', … }`): the form draws the two as one Jalali range picker (the start field's place), the
   * server answers 400 on this field (`notBeforeStart`) when it is before the start (the same day is a one-day
   * range), and a list filter over either field is a from–to range anyway (see `list.filters`).
   */
  rangeStart?: string;
}

export interface TimeField extends FieldBase {
  /**
   * A time of day, `HH:mm` from 00:00 to 23:59 on the wire, stored as a PostgreSQL `time` (it reads back as sent).
   * Persian digits are taken.
   */
  type: 'time';
  /**
   * A boolean field of the same entity that means "on the next day" (a shift ending 02:00 next day): the form shows
   * it as a checkbox beside the time instead of a field of its own, and cells read `02:00 (next day)`.
   */
  nextDay?: string;
  default?: string;
}

export interface DurationField extends FieldBase {
  /**
   * A length of time in hours, minutes and seconds (hours may pass 24: a leave ceiling of 120 h), stored and sent
   * as whole seconds (`432000`); the form has an hours, a minutes and a seconds input, cells read `120:00:00`.
   * `min` and `max` are in seconds.
   */
  type: 'duration';
  min?: number;
  max?: number;
  default?: number;
}

export interface EnumOption {
  value: number;
  label: Text;
}

export interface EnumField extends FieldBase {
  type: 'enum';
  options: readonly EnumOption[];
  default?: number;
}

export interface LinkField extends FieldBase {
  /** a reference to another entity's row by id; the form offers a searchable lookup of it */
  type: 'link';
  entity: string;
  /**
   * A view (its path) of the linked entity whose slice the value must be in: an employer is a third party in
   * `getEmployers`. The form's lookup offers that slice, and the API refuses a row outside it (400 on the field).
   */
  view?: string;
}

/**
 * Many-to-many: a set of another entity's rows (a shift rotation's working groups). The field's name ends in `Ids`
 * (`workingGroupIds`); its pairs live in a join table the generator makes (links.ts), and on the wire it is an array
 * of ids, answered with the linked rows' ids and titles (`workingGroups: [{ id, title }]`).
 */
export interface LinksField extends FieldBase {
  type: 'links';
  entity: string;
  /** like a link's: a view of the target whose slice every id must be in */
  view?: string;
  /** at most this many ids (default 500) */
  max?: number;
}


export type FieldDefinition = StringField | NumberField | BooleanField | DateField | TimeField | DurationField | EnumField | LinkField | LinksField;

/**
 * The field another field is drawn with (and so not on its own): a time's next-day flag, a range's end. Keyed by
 * the field that carries it: `{ endTime: 'endTimeNextDay', startDate: 'endDate' }`.
 */
export function companionFields(entity: Pick<EntityDefinition, 'fields'>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, def] of Object.entries(entity.fields)) {
    if (def.type === 'time' && def.nextDay) out[key] = def.nextDay;
    if ((def.type === 'date' || def.type === 'datetime') && def.rangeStart) out[def.rangeStart] = key;
  }
  return out;
}
export type FieldType = FieldDefinition['type'];

/** A list of rows of another entity that belong to this one through one of its link fields. */
export interface ChildrenDefinition {
  entity: string;
  /** the child's link field that points here */
  via: string;
  label: Text;
  /** the rows belong to the parent (a third party's contacts): deleting the parent deletes them, audited with it */
  owned?: boolean;
}

/**
 * The lines of a document (a supply request's goods): rows of another entity, edited in the document's form and
 * saved with its header in one request, one transaction and one version. The request carries them as `lines`
 * (the full set: a line with an `id` is updated, one without is added, a stored one not sent is removed), and a
 * line's error is addressed as `lines[2].quantity`. A line entity may have lines of its own.
 */
export interface LinesDefinition {
  entity: string;
  /** the line's link field that points at the document */
  via: string;
  label: Text;
  /** at least this many lines (a supply request needs one) */
  min?: number;
  /** at most this many lines (default 500) */
  max?: number;
}

/**
 * Several files attached to each row (an instruction's attachments: type*, title*, code, file*), kept in one
 * generic table for every entity (`EntityAttachment`) and the object storage, served below the entity's base by
 * the engine: `attachments/getFiltered?id=`, `attachments/upload` (multipart), `attachments/download?attachmentId=`
 * and `attachments/remove?attachmentId=`, read on the row's pages and written with their Update action.
 */
export interface AttachmentsDefinition {
  label: Text;
  /** the kinds of file a row takes (its `type`, required when given) */
  types?: readonly EnumOption[];
  /** a title must be given (default true) */
  titleRequired?: boolean;
  /** at most this many files a row (default 50) */
  max?: number;
  /** the largest file (default 20 MB) */
  maxBytes?: number;
}

/** The largest attachment when a definition names none (the document upload's limit). */
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;

/** The parent menus of spec platform-core §3, under which an entity's page is listed. */
export type ParentMenu =
  | 'BaseInformation'
  | 'EngineeringSystem'
  | 'CommercialSystem'
  | 'WarehouseSystem'
  | 'FinancialSystem'
  | 'TreasuryInformation'
  | 'HumanResourceInformation'
  | 'DealerSystem'
  | 'TransportationAndRequestMachinery';

/** The operations the engine serves; an entity's route style names each one (routes.ts). */
export type Operation =
  | 'create'
  | 'update'
  | 'activate'
  | 'deactivate'
  | 'groupActivate'
  | 'groupDeactivate'
  | 'getById'
  | 'getFiltered'
  | 'getActives'
  /** aliases of getFiltered that some areas name on their own (`GetCostOvers`, `GetsByNameOrCode`) */
  | 'list'
  | 'search'
  | 'remove'
  /** the service API's `Disable…` (DELETE): removes like `remove` */
  | 'disable';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One served operation: its path below the entity's base, its method and the query parameter that carries an id. */
export interface RouteDefinition {
  path: string;
  method: HttpMethod;
  /** for getById and remove: the query parameter of the id (`Id` in the base-data style) */
  idParam?: string;
}

/**
 * A lookup by one field: `one` answers the row whose field equals the query parameter (404 when none), `list` the
 * paged rows whose field equals it (`Branch/GetsByCategoryId?categoryId=`).
 */
export interface LookupRoute {
  kind: 'one' | 'list';
  by: string;
  path: string;
  param: string;
}

/**
 * A fixed slice of an entity's rows under a name of its own: a GET of the paged, searched list restricted to
 * `where` (`thirdparty/getEmployers` is the active third parties with the employer role), and, with `page`, a list
 * screen of its own at that url whose new rows start with `where` filled in (`/supplier-2`).
 */
export interface ViewDefinition {
  /** the GET path below the entity's base; omit for a page-only view */
  path?: string;
  where: Record<string, string | number | boolean>;
  /** only active rows (the lookups of a form) */
  activeOnly?: boolean;
  label: Text;
  page?: { url: string; parent: ParentMenu; icon?: string };
}

export interface EntityDefinition {
  /** the entity's name in paths and in `getNextCode?EntityName=` (`city`, `measureunit`) */
  name: string;
  /** the Prisma model (PascalCase) and its table (snake_case) */
  model: string;
  table: string;
  area: Area;
  /** where the routes live: `/api/base-data/v1/city` */
  basePath: string;
  routes: Partial<Record<Operation, RouteDefinition>>;
  /** GET lookups by a field, in the area's naming */
  lookups?: LookupRoute[];
  /**
   * Further paths that serve one of the operations (Category's `GetsBySearchTerm` is its search too). A path that
   * starts with `/` is absolute: the meta-data service answers `city/getFiltered` with the base-data city.
   */
  aliases?: { path: string; method: HttpMethod; op: Operation }[];
  /**
   * One file attached to each row through hand-written operations below the base (DocumentDetail's multipart
   * `Upload` with the id in `idParam` and the row's `version`, and `Download?<idParam>=`): the list offers both,
   * and `nameField` holds the stored file's name.
   */
  attachment?: { upload: string; download: string; idParam: string; nameField: string };
  /** several files per row, each with a type, a title and a code (see AttachmentsDefinition) */
  attachments?: AttachmentsDefinition;
  /** named, fixed slices of the rows (see ViewDefinition) */
  views?: ViewDefinition[];
  label: { singular: Text; plural: Text };
  /** `company`: every row belongs to one company and is read and written in the caller's company only */
  scope: 'global' | 'company';
  fields: Record<string, FieldDefinition>;
  /** the field that names a row (in lookups, confirmations: 'do you want to delete the {item}') */
  titleField: string;
  /** the fields `searchTerm` looks in (the title field is always one of them) */
  searchFields: string[];
  list: {
    columns: string[];
    /**
     * fields offered as filters of getFiltered and on the list screen; a `date` or `datetime` filter is a from–to
     * range (`{field}From`, `{field}To`, both ends included) with a Jalali range picker
     */
    filters?: string[];
    sort?: { field: string; direction: 'asc' | 'desc' };
  };
  /** the form's sections; by default one section with every writable field in declaration order */
  form?: {
    sections: { title?: Text; fields: string[] }[];
    /** the children (sub-records) drawn as tabs of the form instead of one list under another (a personnel's 13) */
    childrenAs?: 'tabs';
  };
  children?: Record<string, ChildrenDefinition>;
  /**
   * The key of a `children` entry whose presence the read answers report as `haveChild` (spec platform-core §3:
   * categories and branches): true when the row has at least one such child, counted in the same query.
   */
  haveChild?: string;
  /** the document's lines, edited and saved with it (see LinesDefinition) */
  lines?: LinesDefinition;
  /**
   * Rules of the whole document its fields cannot say, by name from packages/domain's `DOCUMENT_RULES` (a test's
   * `testForm`: questions numbered 1…n adding up to its score): run by the form before it sends and by the engine
   * before it writes, each problem a 400 on its field or line cell with the rule's own message.
   */
  rules?: readonly string[];
  /** states, transitions and the approval chain of a document (see WorkflowDefinition in workflow.ts) */
  workflow?: WorkflowDefinition;
  /**
   * The document belongs to a financial year of its company (`financialYearId`, set by the engine, never by a
   * caller): the year the caller works in (the `X-Financial-Year` header the SPA sends), else the company's year
   * that holds `dateField`. The date must fall inside that year (400 on the date field), lists are confined to the
   * caller's year when the header is sent, and a document never moves to another year.
   */
  financialYear?: { dateField: string };
  /** rows carry `isActive` with activate/deactivate (and group forms of both) */
  activeFlag: boolean;
  /** the field filled by `baseData/getNextCode` when a create leaves it empty */
  code?: { field: string; width: number };
  /**
   * The page that lists the entity, its icon, and the actions that guard each operation. `page: false`: the rows
   * are managed inside another entity's page (a category's branches), whose menu guards them.
   */
  menu: {
    url: string;
    parent: ParentMenu;
    icon?: string;
    page?: boolean;
    /** other pages whose holders may work on the rows too (a third party's contacts from the suppliers page) */
    also?: string[];
    /**
     * A self-service page (a person's own requests, `/personnel-requests-2`): there a caller sees and works on the
     * rows of their own person only, whose `person` (a path of links ending at a personnel link:
     * `leaveRequestId.personnelId`) is their third party, or that they created; an approver still opens a row that
     * waits for them (getById by its task). Whoever holds the page's `ViewAll`, or any action on another page of the
     * entity (its own url, a view's page, `also`), sees every row of the company. See `personalFilter`.
     */
    personal?: { url: string; person: string };
    /**
     * The form on pages of its own instead of a dialog, at these paths below the url (`$id` is the row's):
     * `{ create: 'create', edit: 'create/$id' }` gives `/thirdparties-2/create/:id?`.
     */
    formPages?: { create: string; edit: string; view?: string };
  };
  /**
   * `external`: the model is hand-written (identity's Role); the generator leaves it alone, the engine makes no
   * controller for it (the routes it names are served by hand-written code, for the forms' lookups), and its
   * schema file must carry the back-relations of the links to it.
   */
  storage?: 'generated' | 'external';
  /** relations to hand-written models that point at this one (`users User[]` on ThirdParty): Prisma needs both ends */
  backRelations?: { field: string; model: string }[];
  /**
   * Indexes beyond the ones the generator derives (links, filters, unique fields), each a list of fields in order
   * (`companyId` may be named): the stock ledger's (product, warehouse, date, sequence) for a balance at a date.
   */
  indexes?: readonly (readonly string[])[];
  /**
   * Unique constraints over several fields, each a list of fields in order (`companyId` may be named): a punch lands
   * once per company, person and moment (`['companyId', 'personnelId', 'punchedAt']`), so a bulk insert can say
   * `ON CONFLICT (…) DO NOTHING`. A create that breaks one answers 409 naming the first field.
   */
  uniques?: readonly (readonly string[])[];
  /**
   * Hand-written operations the list screen offers as buttons (served by the area's own controller below the
   * entity's base, guarded by the page's `action`): see OperationDefinition.
   */
  operations?: readonly OperationDefinition[];
}

/**
 * A hand-written operation of an entity's page: `row` posts `{ id }` to `{base}/{path}` from a button of each row
 * (an attendance device's sync), `upload` posts a chosen file as multipart `file` from a toolbar button (punches
 * imported from a sheet). The answer's `summary` ({ fa, en }) is shown to the user; a refusal shows its errors.
 */
export interface OperationDefinition {
  path: string;
  kind: 'row' | 'upload';
  label: Text;
  /** the standard action of the page that guards it (the controller declares the same) */
  action: 'Create' | 'Update';
  /** for `upload`: the file types offered (`.xlsx,.csv`) */
  accept?: string;
}

/** Identity function that checks a definition's shape where it is written. */
export function defineEntity<const T extends EntityDefinition>(definition: T): T {
  return definition;
}

/** The action a user must hold on the entity's menu for each operation (CONTRACT.md "Who may call what"). */
export const OPERATION_ACTIONS: Record<Operation, 'Create' | 'Update' | 'Delete' | 'Activate' | null> = {
  create: 'Create',
  update: 'Update',
  activate: 'Activate',
  deactivate: 'Activate',
  groupActivate: 'Activate',
  groupDeactivate: 'Activate',
  remove: 'Delete',
  disable: 'Delete',
  list: null,
  search: null,
  getById: null,
  getFiltered: null,
  getActives: null,
};

/** The action of a self-service page (menu.personal) whose holders see every person's rows there. */
export const VIEW_ALL_ACTION = 'ViewAll';

/** The pages whose holders see every row of an entity that has a self-service page: all its pages but that one. */
export function seeAllUrlsOf(entity: EntityDefinition): string[] {
  return menuUrlsOf(entity).filter((u) => u !== entity.menu.personal?.url);
}


/** Every page whose holders may work on the entity's rows: its own, the pages of its views, and `also`. */
export function menuUrlsOf(entity: EntityDefinition): string[] {
  return [...new Set([entity.menu.url, ...(entity.views ?? []).flatMap((v) => (v.page ? [v.page.url] : [])), ...(entity.menu.also ?? [])])];
}

/** The query parameter that carries a row's id in getById, remove and disable (`Id`, `costOverId`). */
export function idParamOf(entity: EntityDefinition): string {
  return entity.routes.getById?.idParam ?? entity.routes.remove?.idParam ?? entity.routes.disable?.idParam ?? 'Id';
}
