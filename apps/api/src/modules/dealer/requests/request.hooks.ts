import { Injectable } from '@nestjs/common';
import { REQUEST_STATUS, TEST_DRIVE_STATUS } from '@karsaz/entities';
import type { DealerRequestVisit, DealerTestDrive } from '../../../generated/prisma/client';
import { DomainException, fieldRefusal, invalid } from '../../../core/http/errors';
import { EntityHooks, type SaveContext, type SaveData } from '../../../core/entity/hooks';

const TEXT = {
  requestClosed: { fa: 'این درخواست بسته شده است؛ مراجعه فقط برای درخواست باز یا در حال پیگیری ثبت می‌شود.', en: 'This request is closed; a visit is only planned for a request that is open or being followed up.' },
  expertBusy: { fa: 'کارشناس در این بازهٔ زمانی تست درایو دیگری دارد.', en: 'The expert has another test drive at this time.' },
};

const OPEN_REQUEST = [REQUEST_STATUS.open, REQUEST_STATUS.followingUp] as number[];

/** A visit is planned for a request still open or being followed up (400 on the request otherwise). */
@EntityHooks('dealerrequestvisit')
@Injectable()
export class RequestVisitHooks implements EntityHooks<DealerRequestVisit> {
  async beforeSave(data: SaveData<DealerRequestVisit>, { before, tx }: SaveContext<DealerRequestVisit>) {
    const requestId = data.dealerRequestId ?? before?.dealerRequestId;
    if (!requestId || requestId === before?.dealerRequestId) return;
    const request = await tx.dealerRequest.findFirst({ where: { id: requestId }, select: { status: true } });
    if (request && !OPEN_REQUEST.includes(request.status)) throw invalid([fieldRefusal('dealerRequestId', 'requestClosed', TEXT.requestClosed)]);
  }
}

/** States of a test drive that keep its expert busy. */
const DRIVE_HOLDS_EXPERT = [TEST_DRIVE_STATUS.scheduled, TEST_DRIVE_STATUS.done];

/**
 * An expert rides along one test drive at a time: a drive that overlaps another scheduled or done drive of the same
 * expert is refused (409 on its start), checked under a lock on the expert so two bookings at once cannot both pass.
 */
@EntityHooks('dealertestdrive')
@Injectable()
export class TestDriveHooks implements EntityHooks<DealerTestDrive> {
  async beforeSave(data: SaveData<DealerTestDrive>, { before, tx }: SaveContext<DealerTestDrive>) {
    const expertId = data.dealerSalesExpertId ?? before?.dealerSalesExpertId;
    const startAt = data.startAt ?? before?.startAt;
    const endAt = data.endAt ?? before?.endAt;
    if (!expertId || !startAt || !endAt) return; // the engine names the missing field
    const [start, end] = [new Date(startAt), new Date(endAt)];
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`dealer-expert:${expertId}`}))`;
    const clash = await tx.dealerTestDrive.findFirst({
      where: { dealerSalesExpertId: expertId, status: { in: DRIVE_HOLDS_EXPERT }, startAt: { lt: end }, endAt: { gt: start }, ...(before ? { id: { not: before.id } } : {}) },
      select: { id: true },
    });
    if (clash) throw new DomainException(409, 'CONFLICT', { text: TEXT.expertBusy, fieldErrors: [fieldRefusal('startAt', 'expertBusy', TEXT.expertBusy)] });
  }
}
