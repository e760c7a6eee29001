import { Injectable } from '@nestjs/common';
import { isoDateToJalali, tehranDate, timeOfDayMinutes } from '@karsaz/domain';
import { DomainException } from '../../core/http/errors';
import { hhmm as storedTime, isoDay } from '../../core/entity/stored-values';
import { EntityHooks, type SaveContext, type SaveData, type TransitionContext } from '../../core/entity/hooks';
import type { Row } from '../../core/entity/delegate';
import { AttendanceCalculation, MONTH_OPEN, monthRange } from './calculation';

const day = (v: unknown): string => isoDay(v)!;
const hhmm = (v: unknown): string => storedTime(v)!;
const fieldError = (field: string, constraint: string, fallback: string) => new DomainException(400, 'VALIDATION', { fieldErrors: [{ field, constraint, args: [], fallback }] });

/** A month is closed while it waits for confirmation and once confirmed (`isClosed`, the spec's field). */
@EntityHooks('attendancemonth')
@Injectable()
export class AttendanceMonthHooks implements EntityHooks {
  async afterTransition({ tx, row, to }: TransitionContext) {
    await tx.$executeRawUnsafe(`UPDATE attendance_month SET is_closed = $2 WHERE id = $1`, row.id, to === 'inApproval' || to === 'approved');
  }
}

/**
 * A correction (درخواست اصلاح تردد): of the caller's own day unless a person is named; a day that has come; a check-out
 * after the check-in (or on the next day). Its approval writes the two times as the day's correction punches, which
 * stand for the day in place of what the devices recorded, and recalculates the person's month — refused while that
 * month is closed (reopen it first).
 */
@EntityHooks('attendancecorrection')
@Injectable()
export class AttendanceCorrectionHooks implements EntityHooks {
  constructor(private readonly calculation: AttendanceCalculation) {}

  async beforeSave(data: SaveData<Row>, { tx, principal, before }: SaveContext<Row>) {
    if ((data.personnelId === undefined || data.personnelId === null) && !before?.personnelId) {
      const [own] = await tx.$queryRawUnsafe<{ id: number }[]>(
        `SELECT id FROM personnel WHERE company_id = $1 AND third_party_id = $2 ORDER BY id LIMIT 1`, principal.companyId, principal.thirdPartyId,
      );
      if (!own) throw fieldError('personnelId', 'required', 'personnelId: you have no personnel record in this company; name the person');
      data.personnelId = own.id;
    }
    const date = data.attendanceDate ?? before?.attendanceDate;
    if (date && day(date) > tehranDate(new Date())) throw fieldError('attendanceDate', 'notInFuture', 'attendanceDate cannot be in the future');
    const checkIn = data.checkInTime ?? before?.checkInTime;
    const checkOut = data.checkOutTime ?? before?.checkOutTime;
    const nextDay = Boolean(data.checkOutNextDay ?? before?.checkOutNextDay);
    if (checkIn && checkOut && (timeOfDayMinutes(hhmm(checkOut), nextDay) ?? 0) <= (timeOfDayMinutes(hhmm(checkIn)) ?? 0)) {
      throw fieldError('checkOutTime', 'checkOutAfterIn', 'checkOutTime must be after the check-in (or on the next day)');
    }
  }

  async afterTransition({ tx, row, to, principal }: TransitionContext<Row>) {
    if (to !== 'approved') return;
    const date = day(row.attendanceDate);
    const j = isoDateToJalali(date)!;
    const range = monthRange(j.jy, j.jm);
    const personnelId = row.personnelId as number;
    const companyId = principal.companyId!;
    const [month] = await tx.$queryRawUnsafe<{ status: number }[]>(`SELECT status FROM attendance_month WHERE company_id = $1 AND personnel_id = $2 AND period = $3`, companyId, personnelId, range.period);
    if (month && !MONTH_OPEN.includes(month.status)) {
      throw new DomainException(409, 'CONFLICT', {
        text: {
          fa: `کارکرد ماه ${j.jy}/${String(j.jm).padStart(2, '0')} این شخص بسته شده است؛ پیش از تأیید اصلاح، آن را بازگشایی کنید.`,
          en: `This person's attendance for ${j.jy}/${String(j.jm).padStart(2, '0')} is closed; reopen it before approving the correction.`,
        },
        detail: 'month closed',
      });
    }
    const inAt = hhmm(row.checkInTime);
    const outAt = hhmm(row.checkOutTime);
    const outDate = row.checkOutNextDay ? `($3::date + 1)` : `$3::date`;
    await tx.$executeRawUnsafe(
      `INSERT INTO attendance_punch (company_id, personnel_id, punched_at, source, created_by, updated_by, updated_at)
       VALUES ($1, $2, ($3::date + $4::time) AT TIME ZONE 'Asia/Tehran', 3, $6, $6, now()),
              ($1, $2, (${outDate} + $5::time) AT TIME ZONE 'Asia/Tehran', 3, $6, $6, now())
       ON CONFLICT (company_id, personnel_id, punched_at) DO UPDATE SET source = 3`,
      companyId, personnelId, date, inAt, outAt, principal.subjectId,
    );
    await this.calculation.calculate(tx, companyId, principal.subjectId, range, [personnelId]);
    await tx.$executeRawUnsafe(
      `UPDATE attendance_correction SET attendance_day_id = (SELECT id FROM attendance_day WHERE company_id = $2 AND personnel_id = $3 AND attendance_date = $4::date) WHERE id = $1`,
      row.id, companyId, personnelId, date,
    );
  }
}
