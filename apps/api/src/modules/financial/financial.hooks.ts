import { Injectable } from '@nestjs/common';
import { ACCOUNT_LEVEL, DETAIL_KIND, VOUCHER_KIND } from '@karsaz/entities';
import type { Account, AccountSetting, Voucher } from '../../generated/prisma/client';
import { EntityHooks, type SaveContext, type SaveData, type TransitionContext } from '../../core/entity/hooks';
import { businessRule, fieldError, invalid, type RawFieldError } from '../../core/http/errors';
import { GeneralLedger } from './ledger';

/** The voucher types a person may choose: the ledger writes the others itself. */
const HAND_KINDS: readonly number[] = [VOUCHER_KIND.general, VOUCHER_KIND.treasury];

/**
 * A voucher (docs/finance.md): its type is one a person may use, its lines balance and each names an active
 * subsidiary account with the detail that account asks for (every problem at once, as `lines[i].field`), its year
 * is open; posting and reversing go through the general ledger in the step's transaction.
 */
@EntityHooks('voucher')
@Injectable()
export class VoucherHooks implements EntityHooks<Voucher> {
  constructor(private readonly ledger: GeneralLedger) {}

  async beforeSave(data: SaveData<Voucher>, { tx }: SaveContext<Voucher>) {
    if (data.voucherTypeId) {
      const type = await tx.voucherType.findFirst({ where: { id: Number(data.voucherTypeId) }, select: { name: true, kind: true } });
      if (type && !HAND_KINDS.includes(type.kind)) throw invalid([fieldError('voucherTypeId', 'systemVoucherType', 'the system writes vouchers of this type', [type.name])]);
    }
  }

  async afterSave(row: { id: number }, { tx, lineIds }: SaveContext<Voucher>) {
    const v = await tx.voucher.findUniqueOrThrow({ where: { id: row.id }, select: { financialYearId: true } });
    await this.ledger.openYear(tx, v.financialYearId);
    if (!lineIds) return;
    const stored = new Map((await tx.voucherLine.findMany({ where: { voucherId: row.id } })).map((l) => [l.id, l]));
    const lines = lineIds.map((id) => stored.get(id)!).map((l) => ({ ...l, debit: String(l.debit ?? 0), credit: String(l.credit ?? 0) }));
    const errors = await this.ledger.lineErrors(tx, lines);
    if (errors.length) throw invalid(errors);
  }

  async afterTransition({ tx, row, action, principal, comment }: TransitionContext<Voucher>) {
    if (action === 'post') await this.ledger.post(tx, row.id);
    if (action === 'reverse') {
      if (row.reversalOfId) throw businessRule({ fa: 'این سند خود برگشت سند دیگری است؛ سند اصلی را دوباره ثبت کنید.', en: 'This voucher reverses another one; post the original again instead.' });
      // a voucher another module posted goes back with its document, or the document would stay posted without it
      if (row.sourceType) {
        throw businessRule(
          { fa: 'این سند حسابداری را سند دیگری (انبار، حقوق، صورت‌وضعیت یا دریافت و پرداخت) صادر کرده است؛ آن سند را برگشت بزنید.', en: 'This voucher was posted by another document (stock, payroll, statement, or receipt or payment); reverse that document instead.' },
          `source ${row.sourceType} ${row.sourceId}`,
        );
      }
      await this.ledger.reverse(tx, row.id, principal.subjectId || null, comment);
    }
  }
}

/**
 * The chart's shape: a group has no parent and says its kind; a general account sits under a group, a subsidiary
 * under a general account, each taking its group's kind and a code that starts with its parent's; only a subsidiary
 * names a detail. An account vouchers name keeps its level, parent, kind and detail.
 */
@EntityHooks('account')
@Injectable()
export class AccountHooks implements EntityHooks<Account> {
  async beforeSave(data: SaveData<Account>, { before, tx }: SaveContext<Account>) {
    const level = Number(data.level ?? before?.level);
    const parentId = 'parentId' in data ? (data.parentId as number | null) : (before?.parentId ?? null);
    const code = String(data.code ?? before?.code ?? '');
    const errors: RawFieldError[] = [];
    if (level === ACCOUNT_LEVEL.group) {
      if (parentId) errors.push(fieldError('parentId', 'noParent', 'a group has no parent'));
      data.parentId = null;
    } else if (parentId) {
      const parent = await tx.account.findFirst({ where: { id: parentId }, select: { level: true, kind: true, code: true } });
      const want = level - 1;
      const names = want === ACCOUNT_LEVEL.group ? ['گروه', 'group'] : ['کل', 'general'];
      if (parent && parent.level !== want) errors.push(fieldError('parentId', 'parentLevel', `parentId must be a ${names[1]} account`, names));
      else if (parent) {
        data.kind = parent.kind;
        if (!code.startsWith(parent.code) || code.length <= parent.code.length) errors.push(fieldError('code', 'codeUnderParent', `code must start with ${parent.code}`, [parent.code]));
      }
    }
    if (level !== ACCOUNT_LEVEL.subsidiary) data.detailKind = null;
    if (before && (await this.inUse(tx, before.id))) {
      for (const field of ['level', 'parentId', 'kind', 'detailKind'] as const) {
        if (field in data && data[field] !== undefined && (data[field] ?? null) !== (before[field] ?? null)) errors.push(fieldError(field, 'accountInUse', `${field} cannot change on an account in use`));
      }
    }
    if (errors.length) throw invalid(errors);
  }

  /** The accounts under a group or a general account take its kind. */
  async afterSave(row: { id: number }, { tx }: SaveContext<Account>) {
    const a = await tx.account.findUniqueOrThrow({ where: { id: row.id }, select: { level: true, kind: true } });
    if (a.level === ACCOUNT_LEVEL.subsidiary) return;
    const children = await tx.account.findMany({ where: { parentId: row.id }, select: { id: true } });
    if (!children.length) return;
    await tx.account.updateMany({ where: { OR: [{ parentId: row.id }, { parentId: { in: children.map((c) => c.id) } }] }, data: { kind: a.kind } });
  }

  private async inUse(tx: SaveContext['tx'], id: number): Promise<boolean> {
    return (await tx.voucherLine.count({ where: { accountId: id } })) > 0;
  }
}

/** One account per purpose in a company: a second one is refused on its purpose, naming the account that holds it. */
@EntityHooks('accountsetting')
@Injectable()
export class AccountSettingHooks implements EntityHooks<AccountSetting> {
  async beforeSave(data: SaveData<AccountSetting>, { before, tx }: SaveContext<AccountSetting>) {
    const purpose = Number(data.purpose ?? before?.purpose);
    const other = await tx.accountSetting.findFirst({ where: { purpose, ...(before ? { id: { not: before.id } } : {}) }, include: { account: { select: { name: true } } } });
    if (other) throw invalid([fieldError('purpose', 'purposeTaken', `the purpose is mapped to ${other.account.name} already`, [other.account.name])]);
    // a default cost centre only where the account asks for one
    const costCenterId = data.costCenterId !== undefined ? data.costCenterId : before?.costCenterId;
    const accountId = Number(data.accountId ?? before?.accountId);
    if (costCenterId) {
      const account = await tx.account.findFirst({ where: { id: accountId }, select: { name: true, detailKind: true } });
      if (account && account.detailKind !== DETAIL_KIND.costCenter) throw invalid([fieldError('costCenterId', 'detailNotTaken', `account ${account.name} takes no cost centre`, [account.name])]);
    }
  }
}
