import { Injectable } from '@nestjs/common';
import { APPLICATION_STATUS } from '@karsaz/entities';
import { decimalRound } from '@karsaz/domain';
import { PrismaClient } from '../../../core/database/database';
import { asSystem } from '../../../core/context/request-context';
import { AuditService } from '../../../core/audit/audit.service';
import { conflict, fieldError, invalid, notFound } from '../../../core/http/errors';
import type { RequestMeta } from '../../../core/http/request-meta';
import type { Prisma } from '../../../generated/prisma/client';
import type { SurveyAnswerDto } from './surveys.dto';
import { PORTAL_TEXT } from '../portal/portal.service';

type Tx = Prisma.TransactionClient;

export const SURVEY_TEXT = {
  notDecided: { fa: 'نظرسنجی پس از پایان بررسی درخواست باز می‌شود.', en: 'The survey opens once the application is decided.' },
  noSurvey: { fa: 'این شرکت اکنون نظرسنجی فعالی ندارد.', en: 'The company has no active survey now.' },
  answered: { fa: 'پیش‌تر به نظرسنجی این درخواست پاسخ داده‌اید.', en: 'You have already answered the survey of this application.' },
  notAReason: { fa: 'این دلیل از دلایل این نظرسنجی نیست.', en: 'This is not one of the survey’s reasons.' },
};

const DECIDED: number[] = [APPLICATION_STATUS.accepted, APPLICATION_STATUS.rejected, APPLICATION_STATUS.hired];

/**
 * Satisfaction surveys (docs/recruitment.md "Surveys"): once an application is decided, its applicant may rate the
 * recruitment from 1 to 5 and pick one of the company's active survey's reasons, once per application; the
 * survey's page summarises the answers (count, average, per rating, per reason) for its chart.
 */
@Injectable()
export class Surveys {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly audit: AuditService,
  ) {}

  /** The survey the company asks now: its first active one. */
  private activeSurvey(tx: Tx | PrismaClient, companyId: number) {
    return tx.satisfaction.findFirst({
      where: { companyId, isActive: true },
      orderBy: { id: 'asc' },
      include: { satisfactionReasonViaSatisfaction: { orderBy: { order: 'asc' }, select: { id: true, title: true } } },
    });
  }

  /** The survey an application's applicant is asked, and whether they have answered it. */
  async forApplicant(applicantId: number, applicationId: number) {
    return asSystem(async () => {
      const app = await this.prisma.jobApplication.findFirst({ where: { id: applicationId, applicantId }, select: { id: true, companyId: true, status: true } });
      if (!app) throw notFound(PORTAL_TEXT.applicationNotFound);
      const [survey, answer] = await Promise.all([this.activeSurvey(this.prisma, app.companyId), this.prisma.satisfactionAnswer.findFirst({ where: { jobApplicationId: app.id }, select: { rating: true, satisfactionReasonId: true, comment: true } })]);
      return {
        open: DECIDED.includes(app.status) && !!survey && !answer,
        survey: survey ? { id: survey.id, title: survey.title, question: survey.question, reasons: survey.satisfactionReasonViaSatisfaction } : null,
        answer: answer ?? null,
      };
    });
  }

  async answer(applicantId: number, dto: SurveyAnswerDto, meta: RequestMeta) {
    return asSystem(() =>
      this.prisma.$transaction(async (tx) => {
        const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM job_application WHERE id = ${dto.id} AND applicant_id = ${applicantId} FOR UPDATE`;
        if (!locked.length) throw notFound(PORTAL_TEXT.applicationNotFound);
        const app = await tx.jobApplication.findUniqueOrThrow({ where: { id: dto.id }, select: { id: true, companyId: true, status: true } });
        if (!DECIDED.includes(app.status)) throw conflict(SURVEY_TEXT.notDecided);
        if (await tx.satisfactionAnswer.count({ where: { jobApplicationId: app.id } })) throw conflict(SURVEY_TEXT.answered);
        const survey = await this.activeSurvey(tx, app.companyId);
        if (!survey) throw conflict(SURVEY_TEXT.noSurvey);
        if (dto.satisfactionReasonId && !survey.satisfactionReasonViaSatisfaction.some((r) => r.id === dto.satisfactionReasonId))
          throw invalid([{ ...fieldError('satisfactionReasonId', 'notAReason', 'is not a reason of the survey'), text: SURVEY_TEXT.notAReason }]);
        await tx.satisfactionAnswer.create({
          data: { companyId: app.companyId, satisfactionId: survey.id, jobApplicationId: app.id, rating: dto.rating, satisfactionReasonId: dto.satisfactionReasonId ?? null, comment: dto.comment ?? null, answeredAt: new Date() },
        });
        await this.audit.record({ event: 'applicant.survey', companyId: app.companyId, entity: 'jobapplication', entityId: app.id, ip: meta.ip, traceId: meta.traceId, data: { applicantId, satisfactionId: survey.id, rating: dto.rating } }, tx);
        return null;
      }),
    );
  }

  /** A survey's answers summarised: how many, the average rating, how many gave each rating and picked each reason. */
  async summary(satisfactionId: number) {
    const survey = await this.prisma.satisfaction.findFirst({ where: { id: satisfactionId }, include: { satisfactionReasonViaSatisfaction: { orderBy: { order: 'asc' }, select: { id: true, title: true } } } });
    if (!survey) throw notFound();
    const [byRating, byReason] = await Promise.all([
      this.prisma.satisfactionAnswer.groupBy({ by: ['rating'], where: { satisfactionId }, _count: { _all: true } }),
      this.prisma.satisfactionAnswer.groupBy({ by: ['satisfactionReasonId'], where: { satisfactionId }, _count: { _all: true } }),
    ]);
    const count = byRating.reduce((s, r) => s + r._count._all, 0);
    const sum = byRating.reduce((s, r) => s + r.rating * r._count._all, 0);
    const ratingCount = new Map(byRating.map((r) => [r.rating, r._count._all]));
    const reasonCount = new Map(byReason.map((r) => [r.satisfactionReasonId, r._count._all]));
    return {
      count,
      average: count ? decimalRound(sum / count, 2) : null,
      byRating: [1, 2, 3, 4, 5].map((rating) => ({ rating, count: ratingCount.get(rating) ?? 0 })),
      byReason: survey.satisfactionReasonViaSatisfaction.map((r) => ({ reasonId: r.id, title: r.title, count: reasonCount.get(r.id) ?? 0 })),
      noReason: reasonCount.get(null) ?? 0,
    };
  }
}
