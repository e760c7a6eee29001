import { Injectable } from '@nestjs/common';
import { decimalCompare, tehranDate } from '@karsaz/domain';
import { CONTRACT_REQUEST_KIND, getEntity } from '@karsaz/entities';
import type { ContractorContract, ContractRequest, RewardRequest } from '../../generated/prisma/client';
import { nextCode } from '../../core/entity/code-sequence';
import { DomainException, type RawFieldError } from '../../core/http/errors';
import { EntityHooks, type SaveContext, type SaveData, type TransitionContext } from '../../core/entity/hooks';
import { claimedOfItems } from './statements';

const invalid = (errors: RawFieldError[]) => new DomainException(400, 'VALIDATION', { fieldErrors: errors });
const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * A contractor's contract: each item's title is its operation's name; an item never drops below what its statements
 * (not voided) have claimed (400 on `lines[i].quantity`), and an item a statement names is not removed (409).
 */
@EntityHooks('contractorcontract')
@Injectable()
export class ContractorContractHooks implements EntityHooks<ContractorContract> {
  async beforeSave(_data: SaveData<ContractorContract>, { tx, op, before, lines }: SaveContext<ContractorContract>) {
    if (op !== 'update' || !lines || !before) return;
    const kept = new Set(lines.map((l) => l.id).filter((id): id is number => typeof id === 'number'));
    const stored = await tx.contractorContractLine.findMany({ where: { contractorContractId: before.id }, select: { id: true, title: true } });
    const gone = stored.filter((l) => !kept.has(l.id));
    if (!gone.length) return;
    // any statement naming the item keeps it, a voided one too (its history stays readable)
    const named = await tx.contractorStatementLine.findMany({ where: { contractorContractLineId: { in: gone.map((l) => l.id) } }, select: { contractorContractLineId: true } });
    const inUse = new Set(named.map((n) => n.contractorContractLineId));
    if (inUse.size) {
      const titles = stored.filter((l) => inUse.has(l.id)).map((l) => `«${l.title ?? l.id}»`).join('، ');
      throw new DomainException(409, 'CONFLICT', {
        text: { fa: `ردیف ${titles} در صورت‌وضعیت آمده است و حذف نمی‌شود.`, en: `Item ${titles} is named by a progress statement and cannot be removed.` },
      });
    }
  }

  async afterSave(row: { id: number }, { tx, lineIds, principal }: SaveContext<ContractorContract>) {
    await tx.$executeRawUnsafe(
      `UPDATE contractor_contract_line l SET title = o.name FROM operation_info o WHERE o.id = l.operation_info_id AND l.contractor_contract_id = $1`,
      row.id,
    );
    if (!lineIds) return;
    const lines = await tx.contractorContractLine.findMany({ where: { contractorContractId: row.id }, select: { id: true, quantity: true } });
    const claimed = await claimedOfItems(tx, 'contractorstatement', principal.companyId!, lines.map((l) => l.id));
    const errors = lines.flatMap((l) => {
      const c = claimed.get(l.id);
      if (!c || decimalCompare(String(l.quantity), c) >= 0) return [];
      const at = `lines[${lineIds.indexOf(l.id)}].quantity`;
      return [{ field: at, constraint: 'belowClaimed', args: [c], fallback: `${at} must not be less than what statements have claimed (${c})` }];
    });
    if (errors.length) throw invalid(errors);
  }
}

/** The role a contract request's party must hold, as its kind says. */
const PARTY_ROLE = {
  [CONTRACT_REQUEST_KIND.contractor]: { flag: 'isContractor', fa: 'پیمانکار', en: 'contractor' },
  [CONTRACT_REQUEST_KIND.employer]: { flag: 'isEmployer', fa: 'کارفرما', en: 'employer' },
} as const;

/**
 * A contract request: its party holds the role its kind names (400 on `partyId`); the chain's approval writes the
 * contract (a contractor contract with its items, or an employer contract with its operations), dated the day of
 * the approval, and the request names it.
 */
@EntityHooks('contractrequest')
@Injectable()
export class ContractRequestHooks implements EntityHooks<ContractRequest> {
  async beforeSave(data: SaveData<ContractRequest>, { tx, before }: SaveContext<ContractRequest>) {
    const kind = (data.kind ?? before?.kind) as keyof typeof PARTY_ROLE;
    const partyId = (data.partyId ?? before?.partyId) as number;
    const role = PARTY_ROLE[kind];
    if (!role || !partyId) return;
    const holds = await tx.thirdParty.count({ where: { id: partyId, [role.flag]: true } });
    if (!holds) throw invalid([{ field: 'partyId', constraint: 'partyRole', args: [role.fa, role.en], fallback: `partyId must be a third party with the ${role.en} role` }]);
  }

  async afterTransition({ tx, row, to, principal }: TransitionContext<ContractRequest>) {
    if (to !== 'approved') return;
    const companyId = principal.companyId!;
    const stamp = { companyId, createdBy: principal.subjectId, updatedBy: principal.subjectId };
    const lines = await tx.contractRequestLine.findMany({ where: { contractRequestId: row.id }, orderBy: { id: 'asc' }, include: { operationInfo: { select: { name: true } } } });
    const today = asDate(tehranDate(new Date()));
    const period = { startDate: row.startDate, endDate: row.endDate };
    if (row.kind === CONTRACT_REQUEST_KIND.employer) {
      const contract = await tx.employerContract.create({
        data: {
          ...stamp, ...period, contractNumber: await nextCode(tx, getEntity('employercontract'), companyId), title: row.title, projectId: row.projectId,
          employerId: row.partyId, contractDate: today, amount: row.totalAmount, description: `از درخواست قرارداد ${row.code ?? ''}`.trim(),
        },
      });
      await tx.projectOperation.createMany({
        data: lines.map((l) => ({
          ...stamp, employerContractId: contract.id, projectId: row.projectId, operationInfoId: l.operationInfoId, contractType: 1,
          volume: l.quantity, unitPrice: l.unitPrice, amount: l.amount, description: l.operationInfo.name,
        })),
      });
      await tx.contractRequest.update({ where: { id: row.id }, data: { employerContractId: contract.id } });
      return;
    }
    const contract = await tx.contractorContract.create({
      data: {
        ...stamp, ...period, code: await nextCode(tx, getEntity('contractorcontract'), companyId), title: row.title, projectId: row.projectId,
        contractorId: row.partyId, contractDate: today, totalAmount: row.totalAmount, contractRequestId: row.id, isActive: true,
      },
    });
    await tx.contractorContractLine.createMany({
      data: lines.map((l) => ({
        ...stamp, contractorContractId: contract.id, operationInfoId: l.operationInfoId, title: l.operationInfo.name, unitId: l.unitId,
        quantity: l.quantity, unitPrice: l.unitPrice, amount: l.amount,
      })),
    });
    await tx.contractRequest.update({ where: { id: row.id }, data: { contractorContractId: contract.id } });
  }
}

/** A reward request is filed under its contract's project (whose manager approves it). */
@EntityHooks('rewardrequest')
@Injectable()
export class RewardRequestHooks implements EntityHooks<RewardRequest> {
  async beforeSave(data: SaveData<RewardRequest>, { tx, before }: SaveContext<RewardRequest>) {
    const contractId = (data.contractorContractId ?? before?.contractorContractId) as number | undefined;
    if (!contractId) return;
    const contract = await tx.contractorContract.findFirst({ where: { id: contractId }, select: { projectId: true } });
    if (contract) data.projectId = contract.projectId;
  }
}
