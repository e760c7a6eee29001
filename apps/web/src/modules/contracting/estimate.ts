import type { components } from '@karsaz/api-client';
import { calculateDocument, decimalCompare, normalizeDecimalText, parseDecimal } from '@karsaz/domain';
import { decimalColumnOf, documentCalculation, findEntity } from '@karsaz/entities';
import { jalaliTextToIsoDate } from '@karsaz/ui';
import type { contractingFa } from './messages';

/**
 * What the estimate wizard (/estimation/wizard-2) works out without the screen: the lines from the proposals and what
 * the user chose, each step's checks, the summary's amounts (packages/domain's calculator with the estimate's own
 * derived fields, so the total shown is the total the server stores), the create call's body, and where a server
 * error belongs (`lines[2].quantity` → the quantity of the line's operation, on the quantities step).
 */

export type OperationSuggestion = components['schemas']['OperationSuggestion'];
export type EstimationCreate = components['schemas']['EstimationCreateDto'];

/** The wizard's steps, in order. */
export const STEPS = ['project', 'operations', 'quantities', 'prices', 'summary'] as const;
export type StepName = (typeof STEPS)[number];

const estimation = findEntity('estimation')!;
const estimationLine = findEntity('estimationline')!;

/** The columns of the line's quantity (numeric(18,4)) and unit price (rials, numeric(20,0)). */
export const QUANTITY_COLUMN = decimalColumnOf(estimationLine.fields.quantity!)!;
export const PRICE_COLUMN = decimalColumnOf(estimationLine.fields.unitPrice!)!;
const TITLE_MAX = (estimation.fields.title as { max?: number }).max ?? 200;

/** The estimate's header as typed on the first step. */
export interface WizardHeader {
  projectId: number | null;
  title: string;
  /** the Jalali day as typed (Persian or ASCII digits) */
  dateText: string;
  description: string;
}

/** What the user chose or typed for one operation; a value left undefined takes the proposal's. */
export interface OperationChoice {
  checked?: boolean;
  publicGroupId?: number | null;
  quantity?: string;
  unitId?: number | null;
  unitPrice?: string;
}

/** One operation as the wizard shows it: the proposal with the user's choices over it. */
export interface WizardLine {
  operation: OperationSuggestion;
  checked: boolean;
  publicGroupId: number | null;
  quantity: string;
  /** the operation's own unit, else the one chosen */
  unitId: number | null;
  unitPrice: string;
}

/** The quantity a proposal fills in: the employer contracts' quantity when there is one. */
export function proposedQuantity(s: Pick<OperationSuggestion, 'contractQuantity'>): string {
  return s.contractQuantity && decimalCompare(s.contractQuantity, '0') > 0 ? s.contractQuantity : '';
}

/** The operations with the user's choices over the proposals (every operation listed is taken unless unticked). */
export function wizardLines(operations: readonly OperationSuggestion[], choices: Readonly<Record<number, OperationChoice>>): WizardLine[] {
  return operations.map((operation) => {
    const c = choices[operation.operationInfoId] ?? {};
    return {
      operation,
      checked: c.checked ?? true,
      publicGroupId: c.publicGroupId ?? null,
      quantity: c.quantity ?? proposedQuantity(operation),
      unitId: operation.unitId ?? c.unitId ?? null,
      unitPrice: c.unitPrice ?? operation.suggestedPrice ?? '',
    };
  });
}

/** The key of an operation's field in the wizard's errors (`op:12.quantity`). */
export const opKey = (operationInfoId: number, field: string) => `op:${operationInfoId}.${field}`;

/** The wizard's texts (`contracting.wizard.*`, messages.ts) by their key, with their values filled in. */
export type WizardText = Exclude<keyof typeof contractingFa.wizard, 'steps'>;
export type Translate = (key: WizardText, options?: Record<string, unknown>) => string;

/** The problems of one step, keyed as the fields show them (`title`, `operations`, `op:12.quantity`); none: `{}`. */
export function validateStep(step: StepName, header: WizardHeader, lines: readonly WizardLine[], t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  const taken = lines.filter((l) => l.checked);
  const w = t;
  if (step === 'project') {
    if (!header.projectId) errors.projectId = w('chooseProject');
    const title = header.title.trim();
    if (!title) errors.title = w('required', { field: w('title') });
    else if (title.length > TITLE_MAX) errors.title = w('tooLong', { field: w('title'), max: TITLE_MAX });
    if (!header.dateText.trim()) errors.estimateDate = w('required', { field: w('date') });
    else if (!jalaliTextToIsoDate(header.dateText.trim())) errors.estimateDate = w('invalidDate');
  } else if (step === 'operations') {
    if (!taken.length) errors.operations = w('atLeastOne');
  } else if (step === 'quantities') {
    for (const l of taken) {
      const operation = l.operation.name;
      const parsed = l.quantity.trim() ? parseDecimal(l.quantity, QUANTITY_COLUMN) : null;
      if (!parsed) errors[opKey(l.operation.operationInfoId, 'quantity')] = w('quantityRequired', { operation });
      else if (!parsed.ok) errors[opKey(l.operation.operationInfoId, 'quantity')] = w('quantityFormat', { operation });
      else if (decimalCompare(parsed.value, '0') <= 0) errors[opKey(l.operation.operationInfoId, 'quantity')] = w('quantityPositive', { operation });
      if (!l.unitId) errors[opKey(l.operation.operationInfoId, 'unitId')] = w('unitRequired', { operation });
    }
  } else if (step === 'prices') {
    for (const l of taken) {
      const operation = l.operation.name;
      const parsed = l.unitPrice.trim() ? parseDecimal(l.unitPrice, PRICE_COLUMN) : null;
      if (!parsed) errors[opKey(l.operation.operationInfoId, 'unitPrice')] = w('priceRequired', { operation });
      else if (!parsed.ok || decimalCompare(parsed.value, '0') < 0) errors[opKey(l.operation.operationInfoId, 'unitPrice')] = w('priceFormat', { operation });
    }
  }
  return errors;
}

/** The first step (index) with a problem before `upTo`, and its problems; `null` when every one of them is right. */
export function firstInvalidStep(upTo: number, header: WizardHeader, lines: readonly WizardLine[], t: Translate): { step: number; errors: Record<string, string> } | null {
  for (let i = 0; i < upTo && i < STEPS.length; i++) {
    const errors = validateStep(STEPS[i]!, header, lines, t);
    if (Object.keys(errors).length) return { step: i, errors };
  }
  return null;
}

const CALCULATION = documentCalculation(estimation, estimationLine);

/**
 * The summary's figures: each line's amount (quantity × unit price rounded to the rial, half away from zero, as the
 * server rounds it) and the estimate's total, exact decimal strings; a line not yet a number has no amount.
 */
export function estimateSummary(lines: readonly { quantity: string; unitPrice: string }[]): { amounts: (string | null)[]; total: string } {
  const { header, lines: out } = calculateDocument({}, lines.map((l) => ({ quantity: normalizeDecimalText(l.quantity), unitPrice: normalizeDecimalText(l.unitPrice) })), CALCULATION);
  return { amounts: out.map((l) => (l.amount as string | null) ?? null), total: String(header.totalAmount ?? '0') };
}

/** The exact decimal a typed value names (what is sent), or the text itself when it is none (the server names it). */
const exact = (text: string, column: { precision: number; scale: number }) => {
  const parsed = parseDecimal(text, column);
  return parsed.ok ? parsed.value : text;
};

/** The body of `estimation/create` and the operation of each of its lines (lines[i] → operations[i]). */
export function createBody(header: WizardHeader, lines: readonly WizardLine[]): { body: EstimationCreate; operations: number[] } {
  const taken = lines.filter((l) => l.checked);
  const description = header.description.trim();
  return {
    body: {
      title: header.title.trim(),
      projectId: header.projectId!,
      estimateDate: jalaliTextToIsoDate(header.dateText.trim()) ?? header.dateText,
      ...(description ? { description } : {}),
      lines: taken.map((l) => ({
        operationInfoId: l.operation.operationInfoId,
        ...(l.publicGroupId ? { publicGroupId: l.publicGroupId } : {}),
        unitId: l.unitId!,
        quantity: exact(l.quantity, QUANTITY_COLUMN),
        unitPrice: exact(l.unitPrice, PRICE_COLUMN),
      })),
    },
    operations: taken.map((l) => l.operation.operationInfoId),
  };
}

const HEADER_FIELDS = new Set(['projectId', 'title', 'estimateDate', 'description']);
const LINE_FIELDS = new Set(['operationInfoId', 'publicGroupId', 'quantity', 'unitId', 'unitPrice']);

/**
 * Where a server error's field is shown: a header field as itself, `lines` as the operations' list, `lines[i].f` as
 * the field of the i-th sent line's operation; `null` for anything else (shown with the summary's message).
 */
export function errorKeyOf(field: string, operations: readonly number[]): string | null {
  if (HEADER_FIELDS.has(field)) return field;
  if (field === 'lines') return 'operations';
  const m = /^lines\[(\d+)\]\.(\w+)$/.exec(field);
  const id = m ? operations[Number(m[1])] : undefined;
  if (!m || id === undefined) return null;
  return opKey(id, LINE_FIELDS.has(m[2]!) ? m[2]! : 'operationInfoId');
}

/** The step (index) that shows an error key. */
export function stepOfKey(key: string): number {
  if (HEADER_FIELDS.has(key)) return 0;
  if (key === 'operations') return 1;
  const field = key.split('.').pop();
  if (field === 'quantity' || field === 'unitId') return 2;
  if (field === 'unitPrice') return 3;
  if (field === 'operationInfoId' || field === 'publicGroupId') return 1;
  return 4;
}
