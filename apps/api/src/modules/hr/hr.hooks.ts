import { Injectable } from '@nestjs/common';
import { isoDateToJalali, jalaliDayText, jalaliYearDays } from '@karsaz/domain';
import { getEntity } from '@karsaz/entities';
import type { CalendarYear, Department, Personnel, PersonnelEducation, PersonnelExamination, PersonnelPost, Prisma } from '../../generated/prisma/client';
import { DomainException, type RawFieldError } from '../../core/http/errors';
import { isoDay } from '../../core/entity/stored-values';
import { EntityHooks, type SaveContext, type SaveData } from '../../core/entity/hooks';

type Tx = Prisma.TransactionClient;

const invalid = (...fieldErrors: RawFieldError[]) => new DomainException(400, 'VALIDATION', { fieldErrors });
const day = isoDay;

/**
 * A personnel is one person: its third party (global, one row a person, found by national code) is made or found
 * on save, kept in step with the names, mobile, e-mail and birth date, and marked as an employee. The display name
 * is kept from the names. Two companies employing one person share the third party; one company cannot employ the
 * same person twice (the national code is unique in a company).
 */
@EntityHooks('personnel')
@Injectable()
export class PersonnelHooks implements EntityHooks<Personnel> {
  async beforeSave(data: SaveData<Personnel>, { before, tx, principal }: SaveContext<Personnel>) {
    const merged = { ...(before ?? {}), ...data } as Partial<Personnel> & Record<string, unknown>;
    data.fullName = [merged.firstName, merged.lastName].filter(Boolean).join(' ').trim();
    const person = {
      kind: 1,
      firstName: merged.firstName ?? null,
      lastName: merged.lastName ?? null,
      fatherName: merged.fatherName ?? null,
      fullName: data.fullName,
      nationalCode: merged.nationalCode ?? null,
      mobileNumber: merged.defaultPhoneNo ?? null,
      email: merged.defaultEmailAdd ?? null,
      birthDate: merged.birthDate ? new Date(day(merged.birthDate)!) : null,
      isEmployee: true,
      updatedBy: principal.subjectId,
    };
    const linked = before?.thirdPartyId ? await tx.thirdParty.findUnique({ where: { id: before.thirdPartyId } }) : null;
    // the person's own row, unless the national code now names another person already known
    const known = merged.nationalCode ? await tx.thirdParty.findUnique({ where: { nationalCode: String(merged.nationalCode) } }) : null;
    const target = known ?? linked;
    if (target) {
      await tx.thirdParty.update({ where: { id: target.id }, data: { ...person, version: { increment: 1 } } });
      data.thirdPartyId = target.id;
    } else {
      const created = await tx.thirdParty.create({ data: { ...person, createdBy: principal.subjectId } });
      data.thirdPartyId = created.id;
    }
  }
}

/** A post is held by one person at a time unless it allows several: the periods of its holders may not overlap. */
@EntityHooks('personnelpost')
@Injectable()
export class PersonnelPostHooks implements EntityHooks<PersonnelPost> {
  async beforeSave(data: SaveData<PersonnelPost>, { before, tx }: SaveContext<PersonnelPost>) {
    const merged = { ...(before ?? {}), ...data } as Record<string, unknown>;
    const postId = merged.postId as number;
    const post = await tx.post.findUnique({ where: { id: postId } });
    if (!post || post.allowsSeveral) return;
    const start = day(merged.startDate)!;
    const end = day(merged.endDate);
    const others = await tx.personnelPost.findMany({
      where: {
        postId,
        ...(before ? { id: { not: before.id } } : {}),
        // overlapping: it starts before this one ends and ends after this one starts (an open end runs on)
        ...(end ? { startDate: { lte: new Date(end) } } : {}),
        OR: [{ endDate: null }, { endDate: { gte: new Date(start) } }],
      },
      include: { personnel: { select: { fullName: true } } },
      take: 1,
    });
    const holder = others[0];
    if (holder) throw invalid({ field: 'postId', constraint: 'postHeld', args: [holder.personnel.fullName ?? String(holder.personnelId)], fallback: 'the post is held by someone else in this period' });
  }
}

/** A department's parent is not the department itself nor one below it (the tree stays a tree). */
@EntityHooks('department')
@Injectable()
export class DepartmentHooks implements EntityHooks<Department> {
  async beforeSave(data: SaveData<Department>, { before, tx }: SaveContext<Department>) {
    if (!before || data.parentId === null || data.parentId === undefined) return;
    let at: number | null = Number(data.parentId);
    for (let hops = 0; at !== null && hops < 1000; hops++) {
      if (at === before.id) throw invalid({ field: 'parentId', constraint: 'parentCycle', args: [], fallback: 'the parent is this department or one below it' });
      at = (await tx.department.findUnique({ where: { id: at }, select: { parentId: true } }))?.parentId ?? null;
    }
  }
}

/** A calendar year's days are made with it (Fridays rest, the fixed solar holidays marked); its year then stays. */
@EntityHooks('calendaryear')
@Injectable()
export class CalendarYearHooks implements EntityHooks<CalendarYear> {
  beforeSave(data: SaveData<CalendarYear>, { before }: SaveContext<CalendarYear>) {
    if (before && data.year !== undefined && Number(data.year) !== before.year) {
      throw invalid({ field: 'year', constraint: 'yearFixed', args: [], fallback: 'the year of a calendar year whose days are made does not change' });
    }
  }

  async afterSave(row: { id: number }, { op, tx }: SaveContext<CalendarYear>) {
    if (op !== 'create') return;
    const year = await tx.calendarYear.findUniqueOrThrow({ where: { id: row.id } });
    await makeCalendarDays(tx, year);
  }
}

/** Makes the days of a calendar year (the seed uses it too). */
export async function makeCalendarDays(tx: Tx, year: Pick<CalendarYear, 'id' | 'companyId' | 'year' | 'createdBy'>): Promise<number> {
  const days = jalaliYearDays(year.year);
  const { count } = await tx.calendarDay.createMany({
    data: days.map((d) => ({ companyId: year.companyId, calendarYearId: year.id, date: new Date(d.date), month: d.month, weekday: d.weekday, vacationType: d.vacationType, description: d.description, createdBy: year.createdBy, updatedBy: year.createdBy })),
    skipDuplicates: true,
  });
  return count;
}

/** The title of an education: its degree and field («کارشناسی مهندسی عمران»), for lists, lookups and questions. */
@EntityHooks('personneleducation')
@Injectable()
export class PersonnelEducationHooks implements EntityHooks<PersonnelEducation> {
  async beforeSave(data: SaveData<PersonnelEducation>, { before, tx }: SaveContext<PersonnelEducation>) {
    const merged = { ...(before ?? {}), ...data } as Record<string, unknown>;
    const field = merged.studyFieldId ? await tx.studyField.findUnique({ where: { id: Number(merged.studyFieldId) }, select: { name: true } }) : null;
    data.title = [optionLabel('personneleducation', 'degree', merged.degree), field?.name].filter(Boolean).join(' ');
  }
}

/** The Persian label of an enum field's value. */
function optionLabel(entity: string, field: string, value: unknown): string | null {
  const def = getEntity(entity).fields[field];
  return def?.type === 'enum' ? (def.options.find((o) => o.value === Number(value))?.label.fa ?? null) : null;
}

/** The next examination's date (the examination's date plus the months given; none: no next date), and its title. */
@EntityHooks('personnelexamination')
@Injectable()
export class PersonnelExaminationHooks implements EntityHooks<PersonnelExamination> {
  beforeSave(data: SaveData<PersonnelExamination>, { before }: SaveContext<PersonnelExamination>) {
    const merged = { ...(before ?? {}), ...data } as Record<string, unknown>;
    const from = day(merged.examinationDate);
    const when = from ? isoDateToJalali(from) : null;
    data.title = [optionLabel('personnelexamination', 'examinationType', merged.examinationType), when ? jalaliDayText(when) : null].filter(Boolean).join(' ');
    const months = merged.nextExaminationTime as number | null | undefined;
    if (!months || !from) {
      data.nextExaminationDate = null;
      return;
    }
    const d = new Date(`${from}T00:00:00Z`);
    const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
    // the same day of the month, or the month's last day when it is shorter (31 Jan + 1 month = 28/29 Feb)
    const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
    target.setUTCDate(Math.min(d.getUTCDate(), last));
    data.nextExaminationDate = target;
  }
}
