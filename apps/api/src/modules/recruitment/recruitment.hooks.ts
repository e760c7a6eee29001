import { Injectable } from '@nestjs/common';
import { APPLICATION_STATUS } from '@karsaz/entities';
import type { HrTest, Interviewer, JobAd, Personnel, QuestionOption } from '../../generated/prisma/client';
import { invalid, type RawFieldError, fieldRefusal } from '../../core/http/errors';
import { EntityHooks, type SaveContext, type SaveData } from '../../core/entity/hooks';

/** The most registered answers a question may have (spec §5 "Question options"). */
export const MAX_ANSWERS = 2;

/**
 * A question's options: only a multiple-choice question has them, and at most two of them are registered answers
 * (spec §5). Title and order are unique within the question by their definition (`uniqueWithin`). The question's
 * row is locked while an option is written, so two options marked at once cannot make three answers.
 */
@EntityHooks('questionoption')
@Injectable()
export class QuestionOptionHooks implements EntityHooks<QuestionOption> {
  async beforeSave(data: SaveData<QuestionOption>, { before, tx, principal }: SaveContext<QuestionOption>) {
    const merged = { ...(before ?? {}), ...data } as Partial<QuestionOption>;
    const questionId = merged.questionId;
    if (!questionId) return;
    const [question] = await tx.$queryRaw<{ kind: number }[]>`SELECT kind FROM question WHERE id = ${questionId} AND company_id = ${principal.companyId} FOR UPDATE`;
    if (!question) return; // the engine's link check names it
    const errors: RawFieldError[] = [];
    if (question.kind !== 1) {
      errors.push(fieldRefusal('questionId', 'openQuestionOption', { fa: 'گزینه فقط برای سؤال چندگزینه‌ای تعریف می‌شود؛ این سؤال تشریحی است.', en: 'Only a multiple-choice question has options; this one takes an open answer.' }));
    }
    if (merged.isAnswer) {
      const others = await tx.questionOption.count({ where: { questionId, isAnswer: true, ...(before ? { id: { not: before.id } } : {}) } });
      if (others >= MAX_ANSWERS) {
        errors.push(fieldRefusal('isAnswer', 'tooManyAnswers', { fa: 'هر سؤال حداکثر دو پاسخ ثبت‌شده دارد.', en: 'A question has at most two registered answers.' }));
      }
    }
    if (errors.length) throw invalid(errors);
  }
}

/** An interviewer's name is the personnel record's, copied on save (the list, the lookups and the dashboard show it). */
@EntityHooks('interviewer')
@Injectable()
export class InterviewerHooks implements EntityHooks<Interviewer> {
  async beforeSave(data: SaveData<Interviewer>, { before, tx, principal }: SaveContext<Interviewer>) {
    const personnelId = data.personnelId ?? before?.personnelId;
    if (!personnelId) return;
    const person = await tx.personnel.findFirst({ where: { id: personnelId, companyId: principal.companyId! }, select: { fullName: true } });
    if (person) data.fullName = person.fullName;
  }
}

/**
 * A job ad is made from an approved job request: its department and post are the request's, and its count the
 * request's unless another is given. Its recruitment steps, when none are given, are the company information's
 * (copied in order, so a later change there leaves published ads alone).
 */
@EntityHooks('jobad')
@Injectable()
export class JobAdHooks implements EntityHooks<JobAd> {
  async beforeSave(data: SaveData<JobAd>, { before, tx, principal }: SaveContext<JobAd>) {
    const requestId = data.jobRequestId ?? before?.jobRequestId;
    if (!requestId) return;
    if (before && data.jobRequestId !== undefined && data.jobRequestId !== before.jobRequestId) {
      throw invalid([fieldRefusal('jobRequestId', 'adRequestFixed', { fa: 'درخواست نیروی آگهی پس از ثبت تغییر نمی‌کند.', en: 'A job ad’s request cannot change once it is saved.' })]);
    }
    const request = await tx.jobRequest.findFirst({ where: { id: requestId, companyId: principal.companyId! }, select: { departmentId: true, postId: true } });
    if (!request) return;
    data.departmentId = request.departmentId;
    data.postId = request.postId;
  }

  async afterSave(row: { id: number }, { op, tx, lineIds, principal }: SaveContext<JobAd> & { lineIds?: number[] }) {
    if (op !== 'create' || (lineIds && lineIds.length)) return;
    const company = principal.companyId!;
    const info = await tx.companyInformation.findFirst({ where: { companyId: company }, orderBy: { id: 'asc' }, select: { id: true } });
    if (!info) return;
    const steps = await tx.recruitmentStep.findMany({ where: { companyInformationId: info.id }, orderBy: { order: 'asc' } });
    if (!steps.length) return;
    await tx.jobAdStep.createMany({
      data: steps.map((s) => ({ jobAdId: row.id, order: s.order, title: s.title, companyId: company, createdBy: principal.subjectId, updatedBy: principal.subjectId })),
    });
  }
}

/** A test's questions carry their question's text (the page of a test's questions searches and shows it). */
@EntityHooks('hrtest')
@Injectable()
export class HrTestHooks implements EntityHooks<HrTest> {
  async afterSave(row: { id: number }, { tx }: SaveContext<HrTest>) {
    await tx.$executeRaw`UPDATE test_question tq SET question_title = q.title FROM question q WHERE q.id = tq.question_id AND tq.hr_test_id = ${row.id}`;
  }
}

/**
 * Hiring (docs/recruitment.md "Hiring"): a personnel record made from an accepted job application (its
 * `jobApplicationId`, whose link the engine checks to be in the accepted slice, once: unique) makes the application
 * hired in the same transaction. The record's application is fixed once set.
 */
@EntityHooks('personnel')
@Injectable()
export class PersonnelHireHooks implements EntityHooks<Personnel> {
  beforeSave(data: SaveData<Personnel>, { before }: SaveContext<Personnel>) {
    if (before?.jobApplicationId && data.jobApplicationId !== undefined && data.jobApplicationId !== before.jobApplicationId) {
      throw invalid([fieldRefusal('jobApplicationId', 'hiredFromFixed', { fa: 'درخواست شغلی که پرسنل از آن استخدام شده تغییر نمی‌کند.', en: 'The job application a person was hired from cannot change.' })]);
    }
  }

  async afterSave(row: { id: number }, { op, before, tx, principal }: SaveContext<Personnel>) {
    const saved = await tx.personnel.findUniqueOrThrow({ where: { id: row.id }, select: { jobApplicationId: true, companyId: true } });
    if (!saved.jobApplicationId || (op === 'update' && before?.jobApplicationId === saved.jobApplicationId)) return;
    const hired = await tx.jobApplication.updateMany({
      where: { id: saved.jobApplicationId, companyId: saved.companyId, status: APPLICATION_STATUS.accepted },
      data: { status: APPLICATION_STATUS.hired, version: { increment: 1 }, updatedBy: principal.subjectId },
    });
    // the link was checked to be accepted in this transaction; a concurrent hire of the same one meets the unique key
    if (hired.count !== 1) throw invalid([fieldRefusal('jobApplicationId', 'notAccepted', { fa: 'درخواست شغل پذیرفته‌شده نیست.', en: 'The job application is not accepted.' })]);
    await tx.auditLog.create({
      data: { event: 'jobapplication.hire', userId: principal.subjectId, companyId: saved.companyId, entity: 'jobapplication', entityId: String(saved.jobApplicationId), data: { personnelId: row.id, to: APPLICATION_STATUS.hired } },
    });
  }
}
