import { Controller, Get, Injectable, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Max, Min } from 'class-validator';
import { isoDateToJalali, jalaliDayText, jalaliToIsoDate, weekdayOf } from '@karsaz/domain';
import { PrismaClient } from '../../core/database/database';
import { Access } from '../../core/auth/access';
import { requireCompany } from '../../core/context/request-context';
import { notFound } from '../../core/http/errors';
import { IsInt } from '../../core/http/validators';
import { ApiEnvelope } from '../../core/openapi/api-envelope';
import { ShiftResolver } from './shift-resolver';

/** Who may read a person's month: the shift page's holders and the month page's. */
export const SHIFT_MONTH_PAGES = ['/shift-month-2', '/shift-2'];

export class PersonMonthQuery {
  @ApiProperty({ description: 'the personnel' }) @Type(() => Number) @IsInt() @Min(1) personnelId!: number;
  @ApiProperty({ description: 'Jalali year', minimum: 1300, maximum: 1500 }) @Type(() => Number) @IsInt() @Min(1300) @Max(1500) year!: number;
  @ApiProperty({ description: 'Jalali month 1–12', minimum: 1, maximum: 12 }) @Type(() => Number) @IsInt() @Min(1) @Max(12) month!: number;
}

export class MonthTiming {
  @ApiProperty() timingId!: number;
  @ApiProperty({ description: '1 working day, 2 half day, 3 holiday' }) dayType!: number;
  @ApiProperty({ example: '22:00' }) startTime!: string;
  @ApiProperty({ example: '06:00' }) endTime!: string;
  @ApiProperty() endTimeNextDay!: boolean;
  @ApiProperty({ description: 'minutes from the day’s midnight' }) startMinute!: number;
  @ApiProperty({ description: 'minutes from the day’s midnight, past 1440 on the next day' }) endMinute!: number;
  @ApiProperty({ nullable: true, type: String }) firstEntryTime!: string | null;
  @ApiProperty() firstEntryNextDay!: boolean;
  @ApiProperty({ nullable: true, type: String }) firstExitTime!: string | null;
  @ApiProperty() firstExitNextDay!: boolean;
  @ApiProperty({ nullable: true, type: String }) lastEntryTime!: string | null;
  @ApiProperty() lastEntryNextDay!: boolean;
  @ApiProperty({ nullable: true, type: String }) lastExitTime!: string | null;
  @ApiProperty() lastExitNextDay!: boolean;
  @ApiProperty({ nullable: true, type: Number, description: 'seconds' }) maximumDelay!: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'seconds' }) maximumRush!: number | null;
  @ApiProperty() notCountedDelaysOnHolidays!: boolean;
  @ApiProperty() hasFloating!: boolean;
  @ApiProperty({ nullable: true, type: Number, description: 'seconds' }) timeFloatingPeriod!: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'seconds' }) endTimeFloatingPeriod!: number | null;
  @ApiProperty() firstOvertimeAllowed!: boolean;
  @ApiProperty({ nullable: true, type: Number, description: 'seconds' }) firstOvertimeMaximum!: number | null;
  @ApiProperty() lastOvertimeAllowed!: boolean;
  @ApiProperty({ nullable: true, type: Number, description: 'seconds' }) lastOvertimeMaximum!: number | null;
}

export class MonthDay {
  @ApiProperty({ example: '2026-03-21' }) date!: string;
  @ApiProperty({ example: '1405/01/01' }) jalaliDate!: string;
  @ApiProperty({ description: 'day of the Jalali month' }) day!: number;
  @ApiProperty({ description: '1 Saturday … 7 Friday' }) weekday!: number;
  @ApiProperty({ enum: ['work', 'weekly-rest', 'holiday'] }) calendarDayType!: string;
  @ApiProperty() halfDay!: boolean;
  @ApiPropertyOptional({ nullable: true, type: String, description: 'the calendar’s occasion' }) occasion!: string | null;
  @ApiProperty({ enum: ['personnel', 'rotation', 'rest', 'none'] }) source!: string;
  @ApiProperty({ nullable: true, type: Number }) shiftId!: number | null;
  @ApiProperty({ nullable: true, type: String }) shiftCode!: string | null;
  @ApiProperty({ nullable: true, type: String }) shiftTitle!: string | null;
  @ApiProperty({ nullable: true, type: Number }) rotationId!: number | null;
  @ApiProperty({ nullable: true, type: String }) rotationTitle!: string | null;
  @ApiProperty({ nullable: true, type: MonthTiming }) timing!: MonthTiming | null;
}

export class PersonMonth {
  @ApiProperty() personnelId!: number;
  @ApiProperty() fullName!: string;
  @ApiProperty() organizationCode!: string;
  @ApiProperty() year!: number;
  @ApiProperty() month!: number;
  @ApiProperty({ example: '2026-03-21' }) from!: string;
  @ApiProperty({ example: '2026-04-20' }) to!: string;
  @ApiProperty({ type: [MonthDay] }) days!: MonthDay[];
}

@Injectable()
export class ShiftMonthService {
  constructor(private readonly prisma: PrismaClient, private readonly resolver: ShiftResolver) {}

  /** A person's Jalali month: each day's shift, times and calendar type. 404 for a person of no company of the caller's. */
  async personMonth(companyId: number, q: PersonMonthQuery): Promise<PersonMonth> {
    const [person] = await this.prisma.$queryRawUnsafe<{ id: number; fullName: string | null; organizationCode: string }[]>(
      `SELECT id, full_name AS "fullName", organization_code AS "organizationCode" FROM personnel WHERE company_id = $1 AND id = $2`,
      companyId, q.personnelId,
    );
    if (!person) throw notFound({ fa: 'پرسنلی با این شناسه در این شرکت نیست.', en: 'No personnel of this company has this id.' });
    const from = jalaliToIsoDate(q.year, q.month, 1)!;
    // the month's last day: the 31st, 30th or 29th, whichever it has
    const to = [31, 30, 29].map((d) => jalaliToIsoDate(q.year, q.month, d)).find(Boolean)!;
    const days = (await this.resolver.forPeople(this.prisma, companyId, [person.id], from, to)).get(person.id) ?? [];
    const shiftIds = [...new Set(days.flatMap((d) => (d.shiftId ? [d.shiftId] : [])))];
    const rotationIds = [...new Set(days.flatMap((d) => (d.rotationId ? [d.rotationId] : [])))];
    const shifts = shiftIds.length ? await this.prisma.$queryRawUnsafe<{ id: number; code: string; title: string }[]>(`SELECT id, code, title FROM shift WHERE company_id = $1 AND id = ANY($2::int[])`, companyId, shiftIds) : [];
    const rotations = rotationIds.length ? await this.prisma.$queryRawUnsafe<{ id: number; title: string }[]>(`SELECT id, title FROM shift_rotation WHERE company_id = $1 AND id = ANY($2::int[])`, companyId, rotationIds) : [];
    const shiftOf = new Map(shifts.map((s) => [s.id, s]));
    const rotationOf = new Map(rotations.map((r) => [r.id, r.title]));
    return {
      personnelId: person.id,
      fullName: person.fullName ?? '',
      organizationCode: person.organizationCode,
      year: q.year,
      month: q.month,
      from,
      to,
      days: days.map((d) => {
        const j = isoDateToJalali(d.date)!;
        const shift = d.shiftId ? shiftOf.get(d.shiftId) : undefined;
        return {
          date: d.date, jalaliDate: jalaliDayText(j), day: j.jd, weekday: weekdayOf(d.date), calendarDayType: d.calendarDayType, halfDay: d.halfDay, occasion: d.occasion,
          source: d.source, shiftId: d.shiftId, shiftCode: shift?.code ?? null, shiftTitle: shift?.title ?? null,
          rotationId: d.rotationId, rotationTitle: d.rotationId ? (rotationOf.get(d.rotationId) ?? null) : null, timing: d.timing,
        };
      }),
    };
  }
}

/** GET /api/hr/v1/shift/getPersonMonth: a person's Jalali month of shifts (the month page, /shift-month-2). */
@ApiTags('hr')
@ApiBearerAuth('bearer')
@Controller('api/hr/v1/shift')
export class ShiftMonthController {
  constructor(private readonly months: ShiftMonthService) {}

  @Get('getPersonMonth') @Access(SHIFT_MONTH_PAGES) @ApiEnvelope(PersonMonth)
  getPersonMonth(@Query() q: PersonMonthQuery) {
    return this.months.personMonth(requireCompany(), q);
  }
}
