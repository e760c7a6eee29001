import { description } from '../base-data/common';
import type { FieldDefinition, NumberField } from '../definition';

/** What the contracting documents share: their menu parent, money and percentage fields, and the roles of their chains. */

export const CONTRACTING = 'EngineeringSystem' as const;

/**
 * The roles the contracting chains name (the demo seed makes them): the senior expert (also the supply request's),
 * the first manager (who also approves a statement's overrun of its contract) and the second manager.
 */
export const CONTRACTING_ROLES = { seniorExpert: 'SeniorExpert', firstManager: 'ContractFirstManager', secondManager: 'ContractSecondManager' } as const;

export const rials = (fa: string, en: string, extra: Partial<Omit<NumberField, 'type' | 'label'>> = {}): NumberField => ({ type: 'money', label: { fa, en }, min: 0, ...extra });
export const quantity = (fa: string, en: string, extra: Partial<Omit<NumberField, 'type' | 'label'>> = {}): NumberField => ({ type: 'decimal', label: { fa, en }, min: 0, ...extra });
const percent = (fa: string, en: string): NumberField => ({ type: 'decimal', label: { fa, en }, min: 0, max: 100, default: 0 });

/**
 * A contract's terms for its progress statements: the advance paid at signing, and the percentages of each
 * statement's gross amount deducted (advance repayment until the advance is repaid, retention, insurance, tax).
 */
export const statementTerms = {
  advancePayment: rials('پیش‌پرداخت (ریال)', 'Advance payment (rials)', { default: 0 }),
  advanceRepaymentPercent: percent('درصد استهلاک پیش‌پرداخت', 'Advance repayment (%)'),
  retentionPercent: percent('درصد حسن انجام کار', 'Retention (%)'),
  insurancePercent: percent('درصد کسر بیمه', 'Insurance deduction (%)'),
  taxPercent: percent('درصد کسر مالیات', 'Tax deduction (%)'),
} as const satisfies Record<string, FieldDefinition>;

export const STATEMENT_TERM_FIELDS = Object.keys(statementTerms) as (keyof typeof statementTerms)[];

export { description };
