import { Injectable } from '@nestjs/common';
import { decimalMultiply, decimalRound, type DecimalInput } from '@karsaz/domain';
import { DECIMAL_COLUMNS } from '@karsaz/entities';
import type { CostCenterAuthorizedRole, CostCenterAuthorizedUser, CostCenterInformedUser, ProjectOperation } from '../../generated/prisma/client';
import { DomainException } from '../../core/http/errors';
import { EntityHooks, type SaveContext, type SaveData } from '../../core/entity/hooks';

/**
 * The rules of cost centres, projects and employer contracts that their definitions cannot say
 * (packages/entities/src/engineering/{cost-center,project,employer-contract}.ts). Their periods' end not before the
 * start is the definitions' own (`rangeStart`), checked by the engine.
 */

const fieldError = (field: string, constraint: string, fallback: string) =>
  new DomainException(400, 'VALIDATION', { fieldErrors: [{ field, constraint, args: [], fallback }] });

const DUPLICATE = { fa: 'این مورد پیش‌تر برای این مرکز هزینه ثبت شده است.', en: 'This is already listed on the cost centre.' };

type Listed = CostCenterAuthorizedUser | CostCenterInformedUser | CostCenterAuthorizedRole;
const MODELS = { costcenterauthorizeduser: 'costCenterAuthorizedUser', costcenterinformeduser: 'costCenterInformedUser', costcenterauthorizedrole: 'costCenterAuthorizedRole' } as const;

/** The same user or role listed twice on one cost centre answers 409 naming the field. */
async function once(field: 'userId' | 'roleId', data: SaveData<Listed>, ctx: SaveContext<Listed>) {
  const delegate = ctx.tx[MODELS[ctx.entity.name as keyof typeof MODELS]] as unknown as { count(a: object): Promise<number> };
  const taken = await delegate.count({ where: { costCenterId: data.costCenterId, [field]: data[field] } });
  if (taken) throw new DomainException(409, 'CONFLICT', { text: DUPLICATE, fieldErrors: [{ field, constraint: 'unique', args: [], fallback: `${field} is a duplicate` }] });
}

/** An authorized or informed user is a third party with an active user account (400 on `userId` otherwise), listed once. */
@EntityHooks(['costcenterauthorizeduser', 'costcenterinformeduser'])
@Injectable()
export class CostCenterUserHooks implements EntityHooks<CostCenterAuthorizedUser | CostCenterInformedUser> {
  async beforeSave(data: SaveData<CostCenterAuthorizedUser | CostCenterInformedUser>, ctx: SaveContext<CostCenterAuthorizedUser | CostCenterInformedUser>) {
    const users = await ctx.tx.user.count({ where: { thirdPartyId: data.userId as number, isDisabled: false } });
    if (!users) throw fieldError('userId', 'systemUser', 'the third party is not a user of the system');
    await once('userId', data, ctx);
  }
}

/** A role is listed once on a cost centre. */
@EntityHooks('costcenterauthorizedrole')
@Injectable()
export class CostCenterRoleHooks implements EntityHooks<CostCenterAuthorizedRole> {
  async beforeSave(data: SaveData<CostCenterAuthorizedRole>, ctx: SaveContext<CostCenterAuthorizedRole>) {
    await once('roleId', data, ctx);
  }
}

/**
 * A contract's operation: the contract's project when none is given, `amount = volume × unitPrice` (rials, exact), and
 * the operation's name as its description when none is written.
 */
@EntityHooks('projectoperation')
@Injectable()
export class ProjectOperationHooks implements EntityHooks<ProjectOperation> {
  async beforeSave(data: SaveData<ProjectOperation>, { tx, principal, before }: SaveContext<ProjectOperation>) {
    const merged = { ...(before ?? {}), ...data };
    if ((merged.projectId === null || merged.projectId === undefined) && merged.employerContractId) {
      const contract = await tx.employerContract.findFirst({ where: { id: merged.employerContractId }, select: { projectId: true } });
      if (contract) data.projectId = contract.projectId;
    }
    const [volume, price] = [merged.volume, merged.unitPrice];
    data.amount = volume === null || volume === undefined || price === null || price === undefined
      ? null
      : decimalRound(decimalMultiply(volume as DecimalInput, price as DecimalInput), DECIMAL_COLUMNS.money.scale);
    // its title (the employer's statements name it): the operation's name unless a note is written
    if (!merged.description && merged.operationInfoId) {
      const operation = await tx.operationInfo.findFirst({ where: { id: merged.operationInfoId as number }, select: { name: true } });
      if (operation) data.description = operation.name;
    }
  }
}

export const CONTRACTING_HOOKS = [CostCenterUserHooks, CostCenterRoleHooks, ProjectOperationHooks];
