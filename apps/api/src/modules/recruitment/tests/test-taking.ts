import { Injectable } from '@nestjs/common';
import { APPLICATION_STATUS, TEST_ATTEMPT_STATUS } from '@karsaz/entities';
import { QUESTION_KIND, decimalCompare, markTest, toDecimalString, toPersianDigits } from '@karsaz/domain';
import { PrismaClient } from '../../../core/database/database';
import { asSystem, requireCompany } from '../../../core/context/request-context';
import { AuditService } from '../../../core/audit/audit.service';
import { conflict, fieldError, invalid, notFound, type RawFieldError } from '../../../core/http/errors';
import type { RequestMeta } from '../../../core/http/request-meta';
import type { Principal } from '../../../core/auth/principal';
import type { Prisma } from '../../../generated/prisma/client';
import type { MarkTestDto, TestAnswersDto } from './tests.dto';

type Tx = Prisma.TransactionClient;

/** Answers that arrive this long after the deadline still count (the page sends at zero; the network takes a moment). */
export const TEST_GRACE_MS = 30_000;

export const TEST_TEXT = {
  notOpen: { fa: 'این درخواست دیگر در حال بررسی نیست.', en: 'This application is no longer under review.' },
  noTest: { fa: 'مرحلهٔ جاری این درخواست آزمونی ندارد.', en: 'The current step of this application has no test.' },
  emptyTest: { fa: 'این آزمون هنوز سؤالی ندارد؛ با واحد جذب تماس بگیرید.', en: 'This test has no questions yet; contact the recruiters.' },
  finished: { fa: 'این آزمون پایان یافته است.', en: 'This test is finished.' },
  notFinished: { fa: 'متقاضی هنوز این آزمون را به پایان نرسانده است.', en: 'The applicant has not finished this test yet.' },
  changed: { fa: 'این آزمون در این فاصله تغییر کرده است؛ دوباره باز کنید.', en: 'The test was changed meanwhile; open it again.' },
  notFound: { fa: 'آزمون یافت نشد.', en: 'Test not found.' },
  notInTest: { fa: 'این سؤال در این آزمون نیست.', en: 'This question is not in the test.' },
  notAnOption: { fa: 'این گزینه از گزینه‌های این سؤال نیست.', en: 'This is not one of the question’s options.' },
  closedByServer: { fa: 'سؤال چندگزینه‌ای خودکار تصحیح می‌شود.', en: 'A multiple-choice question is marked automatically.' },
  blankAnswer: { fa: 'به این سؤال پاسخی داده نشده است.', en: 'This question was not answered.' },
  aboveMax: (max: string) => ({ fa: `نمره نمی‌تواند بیش از نمرهٔ سؤال (${toPersianDigits(max.replace('.', '٫'))}) باشد.`, en: `The score cannot be more than the question’s (${max}).` }),
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const attemptInclude = {
  hrTest: { select: { title: true, durationMinutes: true } },
  jobApplicationStep: { select: { order: true, title: true } },
  testAttemptAnswerViaTestAttempt: {
    orderBy: { order: 'asc' },
    include: {
      questionOption: { select: { isAnswer: true } },
      testQuestion: { select: { question: { select: { questionOptionViaQuestion: { orderBy: { order: 'asc' }, select: { id: true, title: true, isAnswer: true } } } } } },
    },
  },
} satisfies Prisma.TestAttemptInclude;

type Attempt = Prisma.TestAttemptGetPayload<{ include: typeof attemptInclude }>;

/**
 * Tests taken online (docs/recruitment.md "Taking a test"). The applicant starts the test of their application's
 * current step and has its minutes; answers are saved as they are given (each save replaces the question's answer)
 * and become final when sent with `submit`, or when the time is up: the first read or save after the deadline (and
 * a short grace) finishes the test with what was saved. Closed questions are marked then; open ones by a recruiter
 * (`mark`), after which the test has its score and passed or not. One attempt a step: starting again resumes it.
 */
@Injectable()
export class TestTaking {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly audit: AuditService,
  ) {}

  // ---- the applicant's side (their own token; the rows are another company's, so unscoped and by their own id)

  async start(applicantId: number, applicationId: number, meta: RequestMeta) {
    return asSystem(() =>
      this.prisma.$transaction(async (tx) => {
        const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM job_application WHERE id = ${applicationId} AND applicant_id = ${applicantId} FOR UPDATE`;
        if (!locked.length) throw notFound(TEST_TEXT.notFound);
        const app = await tx.jobApplication.findUniqueOrThrow({ where: { id: applicationId }, include: { jobApplicationStepViaJobApplication: true } });
        const step = app.jobApplicationStepViaJobApplication.find((s) => s.order === app.currentStep);
        const existing = step ? await tx.testAttempt.findFirst({ where: { jobApplicationStepId: step.id }, select: { id: true, status: true, deadline: true } }) : null;
        if (existing) {
          if (existing.status === TEST_ATTEMPT_STATUS.inProgress && this.late(existing.deadline)) await this.finish(tx, existing.id, null);
          return this.applicantView(tx, existing.id, false);
        }
        const open: number[] = [APPLICATION_STATUS.submitted, APPLICATION_STATUS.inReview];
        if (!open.includes(app.status)) throw conflict(TEST_TEXT.notOpen);
        if (!step?.hrTestId) throw conflict(TEST_TEXT.noTest);
        const test = await tx.hrTest.findUniqueOrThrow({
          where: { id: step.hrTestId },
          include: { testQuestionViaHrTest: { orderBy: { order: 'asc' }, include: { question: { select: { title: true, kind: true } } } } },
        });
        if (!test.testQuestionViaHrTest.length) throw conflict(TEST_TEXT.emptyTest);
        const now = new Date();
        const attempt = await tx.testAttempt.create({
          data: {
            companyId: app.companyId,
            jobApplicationId: app.id,
            jobApplicationStepId: step.id,
            hrTestId: test.id,
            applicantId,
            startedAt: now,
            deadline: new Date(now.getTime() + test.durationMinutes * 60_000),
            status: TEST_ATTEMPT_STATUS.inProgress,
            maxScore: test.score,
            passingScore: test.passingScore,
          },
        });
        await tx.testAttemptAnswer.createMany({
          data: test.testQuestionViaHrTest.map((q, i) => ({
            companyId: app.companyId,
            testAttemptId: attempt.id,
            testQuestionId: q.id,
            order: q.order ?? i + 1,
            questionTitle: q.question.title,
            kind: q.question.kind,
            maxScore: q.score,
          })),
        });
        // the application is being worked on once its test starts
        if (app.status === APPLICATION_STATUS.submitted) await tx.jobApplication.update({ where: { id: app.id }, data: { status: APPLICATION_STATUS.inReview, version: { increment: 1 } } });
        await this.audit.record(
          { event: 'applicant.test.start', companyId: app.companyId, entity: 'jobapplication', entityId: app.id, ip: meta.ip, traceId: meta.traceId, data: { applicantId, attemptId: attempt.id, order: step.order, step: step.title, hrTestId: test.id } },
          tx,
        );
        return this.applicantView(tx, attempt.id, false);
      }),
    );
  }

  /** One of the applicant's tests; a test past its time is finished first with the answers saved. */
  async attempt(applicantId: number, attemptId: number) {
    return asSystem(() =>
      this.prisma.$transaction(async (tx) => {
        const a = await this.lockOwn(tx, applicantId, attemptId);
        if (a.status === TEST_ATTEMPT_STATUS.inProgress && this.late(a.deadline)) await this.finish(tx, a.id, null);
        return this.applicantView(tx, a.id, false);
      }),
    );
  }

  /**
   * Saves answers of a test in progress (each replaces the question's answer), and finishes it with `submit`. After
   * the time (and the grace) nothing sent is kept: the test is finished with what was saved, and the view says `late`.
   */
  async answer(applicantId: number, dto: TestAnswersDto, meta: RequestMeta) {
    return asSystem(() =>
      this.prisma.$transaction(async (tx) => {
        const a = await this.lockOwn(tx, applicantId, dto.attemptId);
        if (a.status !== TEST_ATTEMPT_STATUS.inProgress) throw conflict(TEST_TEXT.finished);
        if (this.late(a.deadline)) {
          await this.finish(tx, a.id, null);
          return this.applicantView(tx, a.id, true);
        }
        const rows = await tx.testAttemptAnswer.findMany({
          where: { testAttemptId: a.id },
          include: { testQuestion: { select: { questionId: true, question: { select: { questionOptionViaQuestion: { select: { id: true } } } } } } },
        });
        const byQuestion = new Map(rows.map((r) => [r.testQuestionId, r]));
        const problems: RawFieldError[] = [];
        dto.answers.forEach((given, i) => {
          const row = byQuestion.get(given.testQuestionId);
          if (!row) return problems.push({ ...fieldError(`answers[${i}].testQuestionId`, 'notInTest', 'is not in the test'), text: TEST_TEXT.notInTest });
          if (row.kind === QUESTION_KIND.closed && given.questionOptionId && !row.testQuestion.question.questionOptionViaQuestion.some((o) => o.id === given.questionOptionId))
            problems.push({ ...fieldError(`answers[${i}].questionOptionId`, 'notAnOption', 'is not an option of the question'), text: TEST_TEXT.notAnOption });
          return undefined;
        });
        if (problems.length) throw invalid(problems);
        for (const given of dto.answers) {
          const row = byQuestion.get(given.testQuestionId)!;
          const closed = row.kind === QUESTION_KIND.closed;
          await tx.testAttemptAnswer.update({
            where: { id: row.id },
            data: closed ? { questionOptionId: given.questionOptionId ?? null } : { text: given.text ?? null },
          });
        }
        if (dto.submit) {
          await this.finish(tx, a.id, null);
          await this.audit.record(
            { event: 'applicant.test.submit', companyId: a.companyId, entity: 'jobapplication', entityId: a.jobApplicationId, ip: meta.ip, traceId: meta.traceId, data: { applicantId, attemptId: a.id } },
            tx,
          );
        }
        return this.applicantView(tx, a.id, false);
      }),
    );
  }

  private late(deadline: Date) {
    return Date.now() > deadline.getTime() + TEST_GRACE_MS;
  }

  private async lockOwn(tx: Tx, applicantId: number, attemptId: number) {
    const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM test_attempt WHERE id = ${attemptId} AND applicant_id = ${applicantId} FOR UPDATE`;
    if (!locked.length) throw notFound(TEST_TEXT.notFound);
    return tx.testAttempt.findUniqueOrThrow({ where: { id: attemptId } });
  }

  /**
   * Finishes a test (the caller holds its lock): closed questions and blank open ones are marked, and the test is
   * marked when nothing is left to a person. `by` is the marker (null: the server at the applicant's submit).
   */
  private async finish(tx: Tx, attemptId: number, by: number | null) {
    const a = await tx.testAttempt.findUniqueOrThrow({ where: { id: attemptId }, include: attemptInclude });
    const answers = a.testAttemptAnswerViaTestAttempt;
    const marks = markTest(
      answers.map((r) => ({ kind: r.kind, maxScore: r.maxScore, correct: r.questionOptionId ? (r.questionOption?.isAnswer ?? false) : null, text: r.text, score: r.score })),
      a.passingScore,
    );
    for (const [i, r] of answers.entries()) {
      const score = marks.scores[i] ?? null;
      if (toDecimalString(r.score) !== score) await tx.testAttemptAnswer.update({ where: { id: r.id }, data: { score } });
    }
    const now = new Date();
    await tx.testAttempt.update({
      where: { id: a.id },
      data: {
        status: marks.complete ? TEST_ATTEMPT_STATUS.marked : TEST_ATTEMPT_STATUS.awaitingMarking,
        submittedAt: a.submittedAt ?? now,
        score: marks.total,
        passed: marks.passed,
        markedAt: marks.complete ? now : null,
        version: { increment: 1 },
        ...(by ? { updatedBy: by } : {}),
      },
    });
  }

  private async applicantView(tx: Tx, attemptId: number, late: boolean) {
    const a = await tx.testAttempt.findUniqueOrThrow({ where: { id: attemptId }, include: attemptInclude });
    const running = a.status === TEST_ATTEMPT_STATUS.inProgress;
    return {
      id: a.id,
      jobApplicationId: a.jobApplicationId,
      testTitle: a.hrTest.title,
      durationMinutes: a.hrTest.durationMinutes,
      startedAt: a.startedAt.toISOString(),
      deadline: a.deadline.toISOString(),
      now: new Date().toISOString(),
      submittedAt: iso(a.submittedAt),
      status: a.status,
      late,
      // the questions only while the test runs; never the registered answers
      questions: running
        ? a.testAttemptAnswerViaTestAttempt.map((r) => ({
            testQuestionId: r.testQuestionId,
            order: r.order,
            title: r.questionTitle,
            kind: r.kind,
            maxScore: toDecimalString(r.maxScore),
            options: r.kind === QUESTION_KIND.closed ? r.testQuestion.question.questionOptionViaQuestion.map((o) => ({ id: o.id, title: o.title })) : [],
            questionOptionId: r.questionOptionId,
            text: r.text,
          }))
        : [],
    };
  }

  // ---- the recruiters' side (the caller's company)

  /** The tests taken in an application, with their answers, the registered answers and the scores; a test past its time is finished first. */
  async forApplication(applicationId: number) {
    const companyId = requireCompany();
    const app = await this.prisma.jobApplication.findFirst({ where: { id: applicationId }, select: { id: true } });
    if (!app) throw notFound();
    return this.prisma.$transaction(async (tx) => {
      const expired = await tx.testAttempt.findMany({ where: { companyId, jobApplicationId: applicationId, status: TEST_ATTEMPT_STATUS.inProgress, deadline: { lt: new Date(Date.now() - TEST_GRACE_MS) } }, select: { id: true } });
      for (const e of expired) {
        await tx.$queryRaw`SELECT id FROM test_attempt WHERE id = ${e.id} FOR UPDATE`;
        const again = await tx.testAttempt.findUniqueOrThrow({ where: { id: e.id }, select: { status: true } });
        if (again.status === TEST_ATTEMPT_STATUS.inProgress) await this.finish(tx, e.id, null);
      }
      const rows = await tx.testAttempt.findMany({ where: { companyId, jobApplicationId: applicationId }, orderBy: { id: 'asc' }, include: attemptInclude });
      return rows.map((a) => this.markedView(a));
    });
  }

  private markedView(a: Attempt) {
    return {
      id: a.id,
      version: a.version,
      stepOrder: a.jobApplicationStep.order,
      stepTitle: a.jobApplicationStep.title,
      testTitle: a.hrTest.title,
      startedAt: a.startedAt.toISOString(),
      deadline: a.deadline.toISOString(),
      submittedAt: iso(a.submittedAt),
      status: a.status,
      maxScore: toDecimalString(a.maxScore),
      passingScore: toDecimalString(a.passingScore),
      score: toDecimalString(a.score),
      passed: a.passed,
      answers: a.testAttemptAnswerViaTestAttempt.map((r) => ({
        id: r.id,
        order: r.order,
        questionTitle: r.questionTitle,
        kind: r.kind,
        maxScore: toDecimalString(r.maxScore),
        options: r.kind === QUESTION_KIND.closed ? r.testQuestion.question.questionOptionViaQuestion : [],
        questionOptionId: r.questionOptionId,
        text: r.text,
        score: toDecimalString(r.score),
        feedback: r.feedback,
      })),
    };
  }

  /**
   * A recruiter's marks of a finished test's open answers (from 0 to the question's score), under the version read;
   * once every answer has its score the test is marked, with its sum and passed or not. Marks may be changed later.
   */
  async mark(dto: MarkTestDto, p: Principal, meta: RequestMeta) {
    const companyId = requireCompany();
    return this.prisma.$transaction(async (tx) => {
      const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM test_attempt WHERE id = ${dto.attemptId} AND company_id = ${companyId} FOR UPDATE`;
      if (!locked.length) throw notFound(TEST_TEXT.notFound);
      const a = await tx.testAttempt.findUniqueOrThrow({ where: { id: dto.attemptId }, include: attemptInclude });
      if (a.version !== dto.version) throw conflict(TEST_TEXT.changed, `version ${dto.version} is not the stored ${a.version}`);
      if (a.status === TEST_ATTEMPT_STATUS.inProgress && !this.late(a.deadline)) throw conflict(TEST_TEXT.notFinished);
      const byId = new Map(a.testAttemptAnswerViaTestAttempt.map((r) => [r.id, r]));
      const problems: RawFieldError[] = [];
      dto.marks.forEach((m, i) => {
        const r = byId.get(m.answerId);
        if (!r) return problems.push({ ...fieldError(`marks[${i}].answerId`, 'notInTest', 'is not an answer of the test'), text: TEST_TEXT.notInTest });
        if (r.kind === QUESTION_KIND.closed) return problems.push({ ...fieldError(`marks[${i}].answerId`, 'closed', 'is marked automatically'), text: TEST_TEXT.closedByServer });
        if (!r.text?.trim()) return problems.push({ ...fieldError(`marks[${i}].answerId`, 'blank', 'was not answered'), text: TEST_TEXT.blankAnswer });
        const max = toDecimalString(r.maxScore) ?? '0';
        if (decimalCompare(String(m.score), max) > 0) problems.push({ ...fieldError(`marks[${i}].score`, 'max', `must not be more than ${max}`), text: TEST_TEXT.aboveMax(max) });
        return undefined;
      });
      if (problems.length) throw invalid(problems);
      for (const m of dto.marks) await tx.testAttemptAnswer.update({ where: { id: m.answerId }, data: { score: String(m.score), feedback: m.feedback ?? null, markedBy: p.subjectId, updatedBy: p.subjectId } });
      await this.finish(tx, a.id, p.subjectId);
      const saved = await tx.testAttempt.findUniqueOrThrow({ where: { id: a.id }, include: attemptInclude });
      await this.audit.record(
        {
          event: 'jobapplication.test.mark', userId: p.subjectId, companyId, entity: 'jobapplication', entityId: a.jobApplicationId, ip: meta.ip, traceId: meta.traceId,
          data: { attemptId: a.id, order: a.jobApplicationStep.order, step: a.jobApplicationStep.title, marks: dto.marks.length, score: toDecimalString(saved.score), passed: saved.passed, status: saved.status },
        },
        tx,
      );
      return this.markedView(saved);
    });
  }
}
