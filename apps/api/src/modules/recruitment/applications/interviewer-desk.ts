import { Injectable } from '@nestjs/common';
import { APPLICATION_STATUS } from '@karsaz/entities';
import { searchKey, toDecimalString } from '@karsaz/domain';
import { PrismaClient } from '../../../core/database/database';
import { requireCompany } from '../../../core/context/request-context';
import { AuditService } from '../../../core/audit/audit.service';
import { conflict, notFound } from '../../../core/http/errors';
import type { RequestMeta } from '../../../core/http/request-meta';
import type { Principal } from '../../../core/auth/principal';
import { Prisma } from '../../../generated/prisma/client';
import type { InterviewFeedbackDto, JobSeekersQuery } from './applications.dto';
import { MOVE_TEXT } from './application-moves';

export const DESK_TEXT = {
  notYours: { fa: 'این مصاحبه به شما سپرده نشده است.', en: 'This interview is not assigned to you.' },
  changed: { fa: 'این مصاحبه در این فاصله تغییر کرده است؛ دوباره باز کنید.', en: 'The interview was changed meanwhile; open it again.' },
};

const OPEN: number[] = [APPLICATION_STATUS.submitted, APPLICATION_STATUS.inReview];

/**
 * The interviewer's dashboard and the recruiters' job seekers (docs/recruitment.md "The interviewer's dashboard",
 * "Job seekers"). An interviewer is a personnel record of the company; the signed-in user is that interviewer when
 * their third party is the record's. They see the interviews given to them and write their score and feedback on
 * the step while the application is under review; the recruiter then decides the step.
 */
@Injectable()
export class InterviewerDesk {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly audit: AuditService,
  ) {}

  /** The company's interviewers the user is (none when they are not one). */
  private async interviewerIds(userId: number): Promise<number[]> {
    const user = await this.prisma.user.findUnique({ where: { id: userId }, select: { thirdPartyId: true } });
    if (!user?.thirdPartyId) return [];
    const rows = await this.prisma.interviewer.findMany({ where: { isActive: true, personnel: { thirdPartyId: user.thirdPartyId } }, select: { id: true } });
    return rows.map((r) => r.id);
  }

  /** The interviews given to the user in the company: upcoming first (by time), then the rest newest first. */
  async myInterviews(p: Principal) {
    requireCompany();
    const ids = await this.interviewerIds(p.subjectId);
    if (!ids.length) return { isInterviewer: false, interviews: [] };
    const steps = await this.prisma.jobApplicationStep.findMany({
      where: { interviewerId: { in: ids } },
      orderBy: [{ scheduledAt: { sort: 'asc', nulls: 'last' } }, { id: 'desc' }],
      take: 200,
      include: {
        interviewLocation: { select: { name: true, address: true, isOnline: true } },
        jobApplication: { select: { id: true, code: true, applicantName: true, applicantMobile: true, status: true, currentStep: true, jobAd: { select: { title: true } } } },
      },
    });
    return {
      isInterviewer: true,
      interviews: steps.map((s) => ({
        stepId: s.id,
        version: s.version,
        jobApplicationId: s.jobApplicationId,
        code: s.jobApplication.code,
        applicantName: s.jobApplication.applicantName,
        applicantMobile: s.jobApplication.applicantMobile,
        jobAdTitle: s.jobApplication.jobAd.title,
        applicationStatus: s.jobApplication.status,
        order: s.order,
        title: s.title,
        level: s.level,
        scheduledAt: s.scheduledAt?.toISOString() ?? null,
        location: s.interviewLocation ? [s.interviewLocation.name, s.interviewLocation.address].filter(Boolean).join(' — ') : null,
        score: toDecimalString(s.score),
        feedback: s.feedback,
        // feedback is taken while the step is the application's current one and it is under review
        open: OPEN.includes(s.jobApplication.status) && s.jobApplication.currentStep === s.order,
      })),
    };
  }

  /** The interviewer's score and feedback on their interview, under the step's version read. */
  async feedback(dto: InterviewFeedbackDto, p: Principal, meta: RequestMeta) {
    const companyId = requireCompany();
    const ids = await this.interviewerIds(p.subjectId);
    return this.prisma.$transaction(async (tx) => {
      const locked = await tx.$queryRaw<{ id: number }[]>`SELECT a.id FROM job_application a JOIN job_application_step s ON s.job_application_id = a.id WHERE s.id = ${dto.stepId} AND a.company_id = ${companyId} FOR UPDATE OF a`;
      if (!locked.length) throw notFound();
      const step = await tx.jobApplicationStep.findUniqueOrThrow({ where: { id: dto.stepId }, include: { jobApplication: { select: { id: true, status: true, currentStep: true } } } });
      if (!step.interviewerId || !ids.includes(step.interviewerId)) throw notFound(DESK_TEXT.notYours);
      if (step.version !== dto.version) throw conflict(DESK_TEXT.changed, `version ${dto.version} is not the stored ${step.version}`);
      if (!OPEN.includes(step.jobApplication.status) || step.jobApplication.currentStep !== step.order) throw conflict(MOVE_TEXT.decided);
      const saved = await tx.jobApplicationStep.update({
        where: { id: step.id },
        data: { score: dto.score === null || dto.score === undefined ? null : String(dto.score), feedback: dto.feedback ?? null, version: { increment: 1 }, updatedBy: p.subjectId },
        select: { version: true },
      });
      await this.audit.record(
        { event: 'jobapplication.feedback', userId: p.subjectId, companyId, entity: 'jobapplication', entityId: step.jobApplicationId, ip: meta.ip, traceId: meta.traceId, data: { order: step.order, step: step.title, score: dto.score ?? null, feedback: dto.feedback ?? null } },
        tx,
      );
      return saved;
    });
  }

  /**
   * The company's job seekers: each applicant who applied to its ads, once, with their résumé's city, highest degree
   * and skills, how many applications and the latest; searched by name or mobile number, newest applicant first.
   */
  async jobSeekers(q: JobSeekersQuery) {
    const companyId = requireCompany();
    const pageIndex = q.pageIndex ?? 1;
    const pageSize = q.pageSize ?? 20;
    const term = q.searchTerm?.trim() ? `%${searchKey(q.searchTerm)}%` : null;
    const rows = await this.prisma.$queryRaw<{ applicant_id: number; applications: bigint; last_applied: Date; last_id: number; total: bigint }[]>`
      SELECT applicant_id, COUNT(*) AS applications, MAX(COALESCE(applied_at, created_at)) AS last_applied,
             (ARRAY_AGG(id ORDER BY id DESC))[1] AS last_id, COUNT(*) OVER () AS total
      FROM job_application
      WHERE company_id = ${companyId} ${term ? Prisma.sql`AND search_text LIKE ${term}` : Prisma.empty}
      GROUP BY applicant_id
      ORDER BY last_applied DESC, applicant_id DESC
      OFFSET ${(pageIndex - 1) * pageSize} LIMIT ${pageSize}`;
    const ids = rows.map((r) => r.applicant_id);
    const [applicants, last] = await Promise.all([
      this.prisma.applicant.findMany({
        where: { id: { in: ids } },
        include: { resume: { select: { city: true, email: true } }, educations: { select: { degree: true, field: true } }, skills: { orderBy: { position: 'asc' }, select: { title: true } } },
      }),
      this.prisma.jobApplication.findMany({ where: { id: { in: rows.map((r) => r.last_id) } }, select: { id: true, code: true, status: true, jobAd: { select: { title: true } } } }),
    ]);
    const byId = new Map(applicants.map((a) => [a.id, a]));
    const lastById = new Map(last.map((l) => [l.id, l]));
    return {
      data: rows.map((r) => {
        const a = byId.get(r.applicant_id);
        const l = lastById.get(r.last_id);
        const top = [...(a?.educations ?? [])].sort((x, y) => y.degree - x.degree)[0];
        return {
          applicantId: r.applicant_id,
          fullName: a ? `${a.firstName ?? ''} ${a.lastName ?? ''}`.trim() : '',
          mobileNumber: a?.mobileNumber ?? '',
          city: a?.resume?.city ?? null,
          email: a?.resume?.email ?? null,
          degree: top?.degree ?? null,
          field: top?.field ?? null,
          skills: (a?.skills ?? []).map((s) => s.title),
          applications: Number(r.applications),
          lastAppliedAt: r.last_applied.toISOString(),
          lastApplicationId: r.last_id,
          lastApplicationCode: l?.code ?? null,
          lastJobAdTitle: l?.jobAd.title ?? '',
          lastStatus: l?.status ?? null,
        };
      }),
      rowCount: rows.length ? Number(rows[0]!.total) : 0,
    };
  }
}
