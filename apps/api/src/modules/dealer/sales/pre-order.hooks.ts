import { Injectable } from '@nestjs/common';
import { PLAN_STATUS, PRE_ORDER_STATUS } from '@karsaz/entities';
import { decimalCompare, toDecimalString, toPersianDigits } from '@karsaz/domain';
import type { DealerPreOrder } from '../../../generated/prisma/client';
import { DomainException, businessRule, fieldRefusal, invalid } from '../../../core/http/errors';
import { EntityHooks, type SaveContext, type SaveData, type TransitionContext } from '../../../core/entity/hooks';

const TEXT = {
  noPlanCar: { fa: 'این خودرو با این آپشن و رنگ در طرح فروش انتخاب‌شده عرضه نشده است.', en: 'The chosen sales plan does not offer this vehicle with this option and colour.' },
  nationalCodeTaken: { fa: 'این کد ملی در همین طرح فروش سفارش دیگری دارد.', en: 'This national code already has an order in this sales plan.' },
  planNotOpen: { fa: 'ثبت‌نام این طرح فروش بسته است.', en: 'This sales plan no longer takes orders.' },
  soldOut: { fa: 'ظرفیت این خودرو در طرح فروش پر شده است.', en: 'Every car of this kind in the sales plan is taken.' },
};

const LIVE = [PRE_ORDER_STATUS.draft, PRE_ORDER_STATUS.registered, PRE_ORDER_STATUS.delivered] as number[];
const HOLDS_CAR = [PRE_ORDER_STATUS.registered, PRE_ORDER_STATUS.delivered] as number[];

/**
 * A pre-order on a sales plan (docs/dealer.md "Sales plans and pre-orders"): the plan's car it names (vehicle, option,
 * colour) gives its price and deposit; one live order a national code in a plan. Registering it for good needs the
 * plan still taking orders and the deposit paid, and takes, under a lock on the plan, a car of its kind while the
 * capacity lasts and the next place in the plan's queue; delivering it stamps the day.
 */
@EntityHooks('dealerpreorder')
@Injectable()
export class PreOrderHooks implements EntityHooks<DealerPreOrder> {
  async beforeSave(data: SaveData<DealerPreOrder>, { before, tx }: SaveContext<DealerPreOrder>) {
    const pick = <K extends 'dealerSalesPlanId' | 'dealerVehicleId' | 'dealerVehicleOptionId' | 'dealerColorId' | 'nationalCode'>(k: K) =>
      (k in data ? data[k] : before?.[k]) as DealerPreOrder[K] | null | undefined;
    const planId = pick('dealerSalesPlanId');
    const vehicleId = pick('dealerVehicleId');
    if (!planId || !vehicleId) return; // the engine names the missing field
    const carChanged = !before || (['dealerSalesPlanId', 'dealerVehicleId', 'dealerVehicleOptionId', 'dealerColorId'] as const).some((k) => pick(k) !== before[k]);
    if (carChanged) await this.price(data, tx, planId, vehicleId, pick('dealerVehicleOptionId') ?? null, pick('dealerColorId') ?? null);
    const nationalCode = pick('nationalCode');
    if (!nationalCode) return;
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`dealer-plan-customer:${planId}:${nationalCode}`}))`;
    const other = await tx.dealerPreOrder.findFirst({
      where: { dealerSalesPlanId: planId, nationalCode, status: { in: LIVE }, ...(before ? { id: { not: before.id } } : {}) },
      select: { id: true },
    });
    if (other) throw new DomainException(409, 'CONFLICT', { text: TEXT.nationalCodeTaken, fieldErrors: [fieldRefusal('nationalCode', 'nationalCodeTaken', TEXT.nationalCodeTaken)] });
  }

  /** The plan's car the order names gives its price and deposit (400 on the vehicle when the plan does not offer it). */
  private async price(data: SaveData<DealerPreOrder>, tx: SaveContext['tx'], planId: number, vehicleId: number, optionId: number | null, colourId: number | null) {
    const line = await tx.dealerSalesPlanLine.findFirst({ where: { dealerSalesPlanId: planId, dealerVehicleId: vehicleId, dealerVehicleOptionId: optionId, dealerColorId: colourId } });
    if (!line) throw invalid([fieldRefusal('dealerVehicleId', 'noPlanCar', TEXT.noPlanCar)]);
    data.dealerSalesPlanLineId = line.id;
    data.price = toDecimalString(line.price);
    data.deposit = toDecimalString(line.deposit);
  }

  async afterTransition({ tx, row, to }: TransitionContext<DealerPreOrder>) {
    if (to === 'delivered') {
      await tx.dealerPreOrder.update({ where: { id: row.id }, data: { deliveredAt: new Date() } });
      return;
    }
    if (to !== 'registered') return;
    const plan = await tx.dealerSalesPlan.findFirst({ where: { id: row.dealerSalesPlanId }, select: { status: true } });
    if (plan?.status !== PLAN_STATUS.open) throw businessRule(TEXT.planNotOpen);
    if (decimalCompare(toDecimalString(row.depositPaid)!, toDecimalString(row.deposit) ?? '0') < 0) {
      const due = toDecimalString(row.deposit)!;
      throw invalid([fieldRefusal('depositPaid', 'depositShort', {
        fa: `پیش‌پرداخت واریزی کمتر از پیش‌پرداخت لازم طرح (${toPersianDigits(due)} ریال) است.`,
        en: `The deposit paid is less than the plan's deposit (${due} rials).`,
      })]);
    }
    // one registration of a plan at a time: the capacity counted is the capacity written against, and the queue has no gap
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`dealer-plan:${row.dealerSalesPlanId}`}))`;
    const line = await tx.dealerSalesPlanLine.findFirst({ where: { id: row.dealerSalesPlanLineId! }, select: { capacity: true } });
    const taken = await tx.dealerPreOrder.count({ where: { dealerSalesPlanLineId: row.dealerSalesPlanLineId, status: { in: HOLDS_CAR }, id: { not: row.id } } });
    if (!line || taken >= line.capacity) throw new DomainException(409, 'CONFLICT', { text: TEXT.soldOut });
    const last = await tx.dealerPreOrder.aggregate({ where: { dealerSalesPlanId: row.dealerSalesPlanId }, _max: { queueNumber: true } });
    await tx.dealerPreOrder.update({ where: { id: row.id }, data: { queueNumber: (last._max.queueNumber ?? 0) + 1, registeredAt: new Date() } });
  }
}
