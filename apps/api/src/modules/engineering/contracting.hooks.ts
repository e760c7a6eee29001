import { Prisma } from '../../generated/prisma/client';
import { DomainException } from '../../core/http/errors';
import { registerHooks, type HookContext } from '../../core/entity/hooks';
import type { Row } from '../../core/entity/delegate';

/**
 * The rules of cost centres, projects and employer contracts that their definitions cannot say
 * (packages/entities/src/engineering/{cost-center,project,employer-contract}.ts).
 */

const fieldError = (field: string, constraint: string, fallback: string) =>
  new DomainException(400, 'VALIDATION', { fieldErrors: [{ field, constraint, args: [], fallback }] });

const time = (v: unknown): number | null => (v === null || v === undefined ? null : new Date(v as string | Date).getTime());

/** A period's end may not come before its start (400 on `endDate`); the same day is a one-day period. */
function periodRule(data: Record<string, unknown>, { before }: { before?: Row }) {
  const merged = { ...(before ?? {}), ...data };
  const [start, end] = [time(merged.startDate), time(merged.endDate)];
  if (start !== null && end !== null && end < start) throw fieldError('endDate', 'notBeforeStart', 'the end date is before the start date');
}
registerHooks('project', { beforeSave: periodRule });
registerHooks('employercontract', { beforeSave: periodRule });

const DUPLICATE = { fa: 'این مورد پیش‌تر برای این مرکز هزینه ثبت شده است.', en: 'This is already listed on the cost centre.' };

/** The same user or role listed twice on one cost centre answers 409 naming the field. */
async function once(model: 'costCenterAuthorizedUser' | 'costCenterInformedUser' | 'costCenterAuthorizedRole', field: 'userId' | 'roleId', data: Record<string, unknown>, ctx: HookContext) {
  const delegate = ctx.tx[model] as unknown as { count(a: object): Promise<number> };
  const taken = await delegate.count({ where: { costCenterId: data.costCenterId, [field]: data[field] } });
  if (taken) throw new DomainException(409, 'CONFLICT', { text: DUPLICATE, fieldErrors: [{ field, constraint: 'unique', args: [], fallback: `${field} is a duplicate` }] });
}

/** An authorized or informed user is a third party with an active user account (400 on `userId` otherwise). */
for (const [entity, model] of [
  ['costcenterauthorizeduser', 'costCenterAuthorizedUser'],
  ['costcenterinformeduser', 'costCenterInformedUser'],
] as const) {
  registerHooks(entity, {
    async beforeSave(data, ctx) {
      const users = await ctx.tx.user.count({ where: { thirdPartyId: data.userId as number, isDisabled: false } });
      if (!users) throw fieldError('userId', 'systemUser', 'the third party is not a user of the system');
      await once(model, 'userId', data, ctx);
    },
  });
}
registerHooks('costcenterauthorizedrole', {
  async beforeSave(data, ctx) {
    await once('costCenterAuthorizedRole', 'roleId', data, ctx);
  },
});

/** A contract's operation: the contract's project when none is given, and `amount = volume × unitPrice` (rials). */
registerHooks('projectoperation', {
  async beforeSave(data, { tx, principal, before }) {
    const merged = { ...(before ?? {}), ...data };
    if ((merged.projectId === null || merged.projectId === undefined) && merged.employerContractId) {
      const contract = await tx.employerContract.findFirst({ where: { id: merged.employerContractId as number }, select: { projectId: true } });
      if (contract) data.projectId = contract.projectId;
    }
    const [volume, price] = [merged.volume, merged.unitPrice];
    data.amount = volume === null || volume === undefined || price === null || price === undefined
      ? null
      : new Prisma.Decimal(String(volume)).mul(new Prisma.Decimal(String(price))).toDecimalPlaces(0);
  },
});
