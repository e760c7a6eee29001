import { Inject, Injectable, Optional } from '@nestjs/common';
import { APPLICATION_STATUS, INTERVIEW_LEVEL, INTERVIEW_LEVELS } from '@karsaz/entities';
import { isoDateToJalali, jalaliDayText, tehranClock, tehranDate } from '@karsaz/domain';
import { PrismaClient } from '../../../core/database/database';
import { requireCompany } from '../../../core/context/request-context';
import { AuditService } from '../../../core/audit/audit.service';
import { conflict, fieldError, invalid, notFound, type RawFieldError } from '../../../core/http/errors';
import type { RequestMeta } from '../../../core/http/request-meta';
import type { Principal } from '../../../core/auth/principal';
import { WORKFLOW_NOTIFIER, type WorkflowNotifier } from '../../../core/workflow/notifier';
import { SmsService } from '../../messaging/sms';
import type { Prisma } from '../../../generated/prisma/client';
import type { BulkMoveDto, SetStepDto } from './applications.dto';

type Tx = Prisma.TransactionClient;

export const MOVE_TEXT = {
  decided: { fa: 'بررسی این درخواست پایان یافته است.', en: 'The review of this application has ended.' },
  changed: { fa: 'این درخواست در این فاصله تغییر کرده است؛ دوباره باز کنید.', en: 'The application was changed meanwhile; open it again.' },
  lastStep: { fa: 'این آخرین مرحله است؛ درخواست را بپذیرید یا رد کنید.', en: 'This is the last step: accept or reject the application.' },
  noSuch: { fa: 'یافت نشد.', en: 'Not found.' },
  notAccepted: { fa: 'تنها درخواست پذیرفته‌شده به استخدام می‌رسد.', en: 'Only an accepted application is hired.' },
};

/** The résumé's military status in the personnel record's terms (packages/entities hr/personnel.ts MILITARY_STATUSES). */
const MILITARY: Record<number, number> = { 1: 1, 2: 2, 3: 4, 4: 5 };

const OPEN: number[] = [APPLICATION_STATUS.submitted, APPLICATION_STATUS.inReview];
const levelLabel = (level: number) => INTERVIEW_LEVELS.find((o) => o.value === level)?.label ?? { fa: String(level), en: String(level) };
const when = (at: Date) => `${jalaliDayText(isoDateToJalali(tehranDate(at))!)} ${tehranClock(at)}`;

interface Decision {
  level: number;
  interviewerId?: number | null;
  interviewLocationId?: number | null;
  scheduledAt?: string | null;
  score?: number | null;
  feedback?: string | null;
}

type Locked = NonNullable<Awaited<ReturnType<ApplicationMoves['lock']>>>;

/**
 * The recruiters' moves on an application (docs/recruitment.md "Interviews"): the interview level of its current
 * step (spec §4) with its interviewer, place, time, score and feedback. *Next step* makes the next step current;
 * *accept* and *reject* decide the application; *cancelled*, *suspended* and *not started* keep it in review.
 * Each move is audited (the application's history), texts the applicant when a step is decided or an interview
 * set, and tells the interviewer (toast and bell) of an interview given to them. One transaction a move; a bulk
 * move is all or none.
 */
@Injectable()
export class ApplicationMoves {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly audit: AuditService,
    private readonly sms: SmsService,
    @Optional() @Inject(WORKFLOW_NOTIFIER) private readonly notifier?: WorkflowNotifier,
  ) {}

  /** The application of the caller's company, locked for the move, with its steps and ad; null when there is none. */
  private async lock(tx: Tx, id: number) {
    const companyId = requireCompany();
    const rows = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM job_application WHERE id = ${id} AND company_id = ${companyId} FOR UPDATE`;
    if (!rows.length) return null;
    return tx.jobApplication.findUniqueOrThrow({
      where: { id },
      include: { jobAd: { select: { title: true } }, jobApplicationStepViaJobApplication: { orderBy: { order: 'asc' } } },
    });
  }

  async setStep(dto: SetStepDto, p: Principal, meta: RequestMeta): Promise<{ version: number; status: number; currentStep: number | null }> {
    return this.prisma.$transaction(async (tx) => {
      const app = await this.lock(tx, dto.id);
      if (!app) throw notFound();
      if (app.version !== dto.version) throw conflict(MOVE_TEXT.changed, `version ${dto.version} is not the stored ${app.version}`);
      const problems = await this.problems(tx, app, dto, '');
      if (problems.length) throw invalid(problems);
      return this.decide(tx, app, dto, p, meta);
    });
  }

  async bulkMove(dto: BulkMoveDto, p: Principal, meta: RequestMeta): Promise<{ moved: number }> {
    return this.prisma.$transaction(async (tx) => {
      const ids = [...new Set(dto.ids)].sort((a, b) => a - b);
      const problems: RawFieldError[] = [];
      const apps: Locked[] = [];
      for (const [i, id] of ids.entries()) {
        const app = await this.lock(tx, id);
        if (!app) problems.push({ ...fieldError(`ids[${i}]`, 'notFound', 'not found'), text: MOVE_TEXT.noSuch });
        else apps.push(app);
      }
      for (const app of apps) {
        const i = ids.indexOf(app.id);
        for (const e of await this.problems(tx, app, dto, `ids[${i}]`)) problems.push(e);
      }
      if (problems.length) throw invalid(problems);
      for (const app of apps) await this.decide(tx, app, { level: dto.level, feedback: dto.feedback }, p, meta);
      return { moved: apps.length };
    });
  }

  /** Why a decision cannot be made on an application; `at` names the row of a bulk move ('' for a single one). */
  private async problems(tx: Tx, app: Locked, d: Decision, at: string): Promise<RawFieldError[]> {
    const field = (name: string) => (at ? at : name);
    const out: RawFieldError[] = [];
    if (!OPEN.includes(app.status)) {
      if (at) out.push({ ...fieldError(at, 'decided', 'is decided'), text: { fa: `${app.code}: ${MOVE_TEXT.decided.fa}`, en: `${app.code}: ${MOVE_TEXT.decided.en}` } });
      else throw conflict(MOVE_TEXT.decided);
      return out;
    }
    const steps = app.jobApplicationStepViaJobApplication;
    const index = steps.findIndex((s) => s.order === app.currentStep);
    if (d.level === INTERVIEW_LEVEL.nextStep && index + 1 >= steps.length) {
      out.push({ ...fieldError(field('level'), 'lastStep', 'is the last step'), text: at ? { fa: `${app.code}: ${MOVE_TEXT.lastStep.fa}`, en: `${app.code}: ${MOVE_TEXT.lastStep.en}` } : MOVE_TEXT.lastStep });
    }
    if (index < 0 && d.level !== INTERVIEW_LEVEL.accepted && d.level !== INTERVIEW_LEVEL.rejected && d.level !== INTERVIEW_LEVEL.nextStep) {
      out.push({ ...fieldError(field('level'), 'lastStep', 'has no step'), text: MOVE_TEXT.lastStep });
    }
    if (d.interviewerId && !(await tx.interviewer.count({ where: { id: d.interviewerId, isActive: true } }))) out.push(fieldError('interviewerId', 'notFound', 'no such active interviewer'));
    if (d.interviewLocationId && !(await tx.interviewLocation.count({ where: { id: d.interviewLocationId, isActive: true } }))) out.push(fieldError('interviewLocationId', 'notFound', 'no such active interview location'));
    return out;
  }

  private async decide(tx: Tx, app: Locked, d: Decision, p: Principal, meta: RequestMeta) {
    const steps = app.jobApplicationStepViaJobApplication;
    const index = steps.findIndex((s) => s.order === app.currentStep);
    const step = index >= 0 ? steps[index]! : null;
    const next = d.level === INTERVIEW_LEVEL.nextStep ? (steps[index + 1] ?? null) : null;
    const status = d.level === INTERVIEW_LEVEL.accepted ? APPLICATION_STATUS.accepted : d.level === INTERVIEW_LEVEL.rejected ? APPLICATION_STATUS.rejected : APPLICATION_STATUS.inReview;
    const scheduledAt = d.scheduledAt === undefined ? undefined : d.scheduledAt === null ? null : new Date(d.scheduledAt);
    if (step) {
      await tx.jobApplicationStep.update({
        where: { id: step.id },
        data: {
          level: d.level,
          ...(d.interviewerId !== undefined ? { interviewerId: d.interviewerId } : {}),
          ...(d.interviewLocationId !== undefined ? { interviewLocationId: d.interviewLocationId } : {}),
          ...(scheduledAt !== undefined ? { scheduledAt } : {}),
          ...(d.score !== undefined ? { score: d.score === null ? null : String(d.score) } : {}),
          ...(d.feedback !== undefined ? { feedback: d.feedback } : {}),
          version: { increment: 1 },
          updatedBy: p.subjectId,
        },
      });
    }
    const current = next ?? step;
    const saved = await tx.jobApplication.update({
      where: { id: app.id },
      data: { status, currentStep: current?.order ?? null, currentStepTitle: current?.title ?? null, version: { increment: 1 }, updatedBy: p.subjectId },
      select: { version: true, status: true, currentStep: true },
    });
    const label = levelLabel(d.level);
    await this.audit.record(
      {
        event: 'jobapplication.step', userId: p.subjectId, companyId: app.companyId, entity: 'jobapplication', entityId: app.id, ip: meta.ip, traceId: meta.traceId,
        data: { order: step?.order ?? null, step: step?.title ?? null, level: d.level, from: app.status, to: status, next: next?.order ?? null, interviewerId: d.interviewerId ?? step?.interviewerId ?? null, scheduledAt: d.scheduledAt ?? null, feedback: d.feedback ?? null, version: saved.version },
      },
      tx,
    );

    // the applicant hears of a decided step and of an interview set; the interviewer of an interview given them
    const stepTitle = step?.title ?? '';
    const about = `درخواست ${app.code} شما برای «${app.jobAd.title}»`;
    const texts: string[] = [];
    if (d.level === INTERVIEW_LEVEL.accepted) texts.push(`${about} پذیرفته شد.`);
    else if (d.level === INTERVIEW_LEVEL.rejected) texts.push(`${about} پذیرفته نشد.`);
    else if (next) texts.push(`${about} به مرحلهٔ «${next.title}» رسید.`);
    else if (d.level !== INTERVIEW_LEVEL.notStarted) texts.push(`${about}: مرحلهٔ «${stepTitle}» ${label.fa} شد.`);
    if (scheduledAt && step && d.level === INTERVIEW_LEVEL.notStarted) texts.push(`${about}: مصاحبهٔ مرحلهٔ «${stepTitle}» در ${when(scheduledAt)}.`);
    for (const text of texts) if (app.applicantMobile) await this.sms.send(app.applicantMobile, `کارساز: ${text}`, {}, tx);

    const interviewerId = d.interviewerId ?? null;
    if (interviewerId && this.notifier && step && interviewerId !== step.interviewerId) {
      const interviewer = await tx.interviewer.findUniqueOrThrow({ where: { id: interviewerId }, select: { personnel: { select: { thirdPartyId: true } } } });
      const users = interviewer.personnel.thirdPartyId ? await tx.user.findMany({ where: { thirdPartyId: interviewer.personnel.thirdPartyId, isActive: true }, select: { id: true } }) : [];
      if (users.length) {
        const at = scheduledAt ?? step.scheduledAt;
        await this.notifier.notify(tx, {
          userIds: users.map((u) => u.id),
          companyId: app.companyId,
          subject: 'مصاحبهٔ تازه',
          content: `مصاحبه با ${app.applicantName} برای «${app.jobAd.title}»، مرحلهٔ «${stepTitle}»${at ? `، ${when(at)}` : ''}.`,
        });
      }
    }
    return saved;
  }

  /**
   * What a personnel record hired from an accepted application starts with (the personnel form's create, filled):
   * the résumé's name, national code, birth date, gender, marital and military status, mobile and e-mail, and the
   * ad's department. The rest (father's name, birthplace, employment) the HR user adds; saving it with
   * `jobApplicationId` makes the application hired (PersonnelHireHooks).
   */
  async hireDraft(id: number) {
    const app = await this.prisma.jobApplication.findFirst({ where: { id }, select: { id: true, status: true, applicantId: true, applicantMobile: true, jobAd: { select: { departmentId: true } } } });
    if (!app) throw notFound();
    if (app.status !== APPLICATION_STATUS.accepted) throw conflict(MOVE_TEXT.notAccepted);
    const a = await this.prisma.applicant.findUniqueOrThrow({ where: { id: app.applicantId }, include: { resume: true } });
    const r = a.resume;
    return {
      jobApplicationId: app.id,
      firstName: a.firstName,
      lastName: a.lastName,
      nationalCode: r?.nationalCode ?? null,
      birthDate: r?.birthDate ? r.birthDate.toISOString().slice(0, 10) : null,
      gender: r?.gender ?? null,
      martial: r?.maritalStatus ?? null,
      duty: r?.militaryStatus ? (MILITARY[r.militaryStatus] ?? null) : null,
      defaultPhoneNo: app.applicantMobile ?? a.mobileNumber,
      defaultEmailAdd: r?.email ?? null,
      departmentId: app.jobAd.departmentId,
      citizen: 1,
    };
  }

  /** An application's history: its making and every move on it, oldest first, with who made each. */
  async history(id: number) {
    const companyId = requireCompany();
    const app = await this.prisma.jobApplication.findFirst({ where: { id }, select: { id: true } });
    if (!app) throw notFound();
    const rows = await this.prisma.auditLog.findMany({ where: { entity: 'jobapplication', entityId: String(id), companyId }, orderBy: { id: 'asc' } });
    const userIds = [...new Set(rows.map((r) => r.userId).filter((u): u is number => u !== null))];
    const users = new Map((await this.prisma.user.findMany({ where: { id: { in: userIds } }, select: { id: true, mobileNumber: true, thirdParty: { select: { fullName: true } } } })).map((u) => [u.id, u.thirdParty?.fullName || u.mobileNumber]));
    return rows.map((r) => {
      const data = (r.data ?? {}) as Record<string, unknown>;
      return {
        at: r.at.toISOString(),
        event: r.event,
        by: r.userId === null ? null : (users.get(r.userId) ?? null),
        order: typeof data.order === 'number' ? data.order : null,
        step: typeof data.step === 'string' ? data.step : null,
        level: typeof data.level === 'number' ? data.level : null,
        status: typeof data.to === 'number' ? data.to : r.event === 'applicant.apply' ? APPLICATION_STATUS.submitted : r.event === 'applicant.withdraw' ? APPLICATION_STATUS.withdrawn : null,
        feedback: typeof data.feedback === 'string' ? data.feedback : null,
      };
    });
  }
}
