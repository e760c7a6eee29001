import { getEntity } from '@karsaz/entities';
import type { Prisma } from '../generated/prisma/client';
import { nextCode } from '../core/entity/code-sequence';

type Tx = Prisma.TransactionClient;

/**
 * Recruitment's demo (issue 18), so its pages show something: two question groups with four closed questions and
 * one open one, a test of a test group whose questions add up to its score, two interview locations, two
 * interviewers, a survey with its reasons, an approved job request with its published job ad (its steps the company
 * information's) and a draft request; applicants at each stage (one whose test step is current, one waiting for
 * tomorrow's interview with an interviewer who signs in, two decided who answered the survey). Idempotent: nothing
 * is added when the company has question groups. Runs after the HR demos (departments, posts, personnel, company
 * information).
 */
export async function seedRecruitmentDemo(tx: Tx, o: { companyId: number; createdBy: number; now: Date }): Promise<void> {
  const { companyId } = o;
  if (await tx.questionGroup.count({ where: { companyId } })) return;
  const stamp = { companyId, createdBy: o.createdBy, updatedBy: o.createdBy };
  const code = (entity: string) => nextCode(tx, getEntity(entity), companyId);

  const groups: number[] = [];
  for (const name of ['دانش عمومی', 'مهارت فنی']) groups.push((await tx.questionGroup.create({ data: { ...stamp, code: await code('questiongroup'), name } })).id);

  const QUESTIONS: [number, string, number, [string, boolean][]][] = [
    [0, 'پایتخت ایران کدام شهر است؟', 1, [['تهران', true], ['اصفهان', false], ['تبریز', false], ['شیراز', false]]],
    [0, 'حاصل ۱۲ × ۱۲ چند است؟', 1, [['۱۴۴', true], ['۱۲۴', false], ['۱۶۴', false]]],
    [1, 'کدام گزینه‌ها پایگاه دادهٔ رابطه‌ای هستند؟', 1, [['PostgreSQL', true], ['MySQL', true], ['Redis', false]]],
    [1, 'کلید اصلی در جدول چه نقشی دارد؟', 1, [['شناسایی یکتای هر سطر', true], ['مرتب‌سازی سطرها', false]]],
    [1, 'تجربهٔ خود را در طراحی یک سامانهٔ اداری شرح دهید.', 2, []],
  ];
  const questions: number[] = [];
  for (const [group, title, kind, choices] of QUESTIONS) {
    const q = await tx.question.create({ data: { ...stamp, code: await code('question'), title, questionGroupId: groups[group]!, kind, defaultScore: '25' } });
    questions.push(q.id);
    if (choices.length) await tx.questionOption.createMany({ data: choices.map(([t, isAnswer], i) => ({ ...stamp, questionId: q.id, title: t, order: i + 1, isAnswer })) });
  }

  const testGroup = await tx.testGroup.create({ data: { ...stamp, code: await code('testgroup'), name: 'آزمون‌های استخدامی' } });
  const test = await tx.hrTest.create({
    data: { ...stamp, code: await code('hrtest'), title: 'آزمون کارشناس نرم‌افزار', testGroupId: testGroup.id, score: '100', passingScore: '60', durationMinutes: 30, description: 'چهار سؤال چندگزینه‌ای و یک سؤال تشریحی' },
  });
  const scores = ['15', '15', '20', '20', '30'];
  await tx.testQuestion.createMany({ data: questions.map((questionId, i) => ({ ...stamp, hrTestId: test.id, questionId, order: i + 1, score: scores[i]!, questionTitle: QUESTIONS[i]![1] })) });

  await tx.interviewLocation.create({ data: { ...stamp, code: await code('interviewlocation'), name: 'اتاق جلسات طبقهٔ دوم', address: 'تهران، خیابان ولیعصر، ساختمان مرکزی، طبقهٔ ۲' } });
  await tx.interviewLocation.create({ data: { ...stamp, code: await code('interviewlocation'), name: 'جلسهٔ برخط', isOnline: true, description: 'پیوند جلسه برای متقاضی پیامک می‌شود' } });

  const people = await tx.personnel.findMany({ where: { companyId, status: 1 }, orderBy: { id: 'asc' }, take: 2, select: { id: true, fullName: true } });
  for (const [i, p] of people.entries()) {
    await tx.interviewer.create({ data: { ...stamp, personnelId: p.id, fullName: p.fullName, expertise: i === 0 ? 'مدیریت' : 'فناوری اطلاعات' } });
  }

  const survey = await tx.satisfaction.create({ data: { ...stamp, title: 'رضایت از فرایند جذب', question: 'از روند استخدام چقدر راضی بودید؟' } });
  await tx.satisfactionReason.createMany({
    data: ['پاسخ‌گویی سریع', 'شفافیت مراحل', 'برخورد مصاحبه‌گران'].map((title, i) => ({ ...stamp, satisfactionId: survey.id, order: i + 1, title })),
  });

  const post = await tx.post.findFirst({ where: { companyId }, orderBy: { id: 'asc' }, select: { id: true, departmentId: true } });
  if (!post?.departmentId) return;
  const day = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const today = day(o.now);
  const approved = await tx.jobRequest.create({
    data: { ...stamp, code: await code('jobrequest'), requestDate: today, departmentId: post.departmentId, postId: post.id, count: 2, reason: 'گسترش تیم فناوری اطلاعات', status: 3, approvalLevel: null, approvalRound: 1 },
  });
  await tx.jobRequest.create({ data: { ...stamp, code: await code('jobrequest'), requestDate: today, departmentId: post.departmentId, postId: post.id, count: 1, reason: 'جایگزینی همکار بازنشسته', status: 1 } });
  const ad = await tx.jobAd.create({
    data: {
      ...stamp, code: await code('jobad'), title: 'کارشناس نرم‌افزار', jobRequestId: approved.id, departmentId: post.departmentId, postId: post.id, count: 2,
      startDate: today, endDate: new Date(today.getTime() + 30 * 86400_000), location: 'تهران',
      requirements: 'کارشناسی مهندسی کامپیوتر، دو سال سابقهٔ کار، آشنایی با PostgreSQL', status: 2,
    },
  });
  const info = await tx.companyInformation.findFirst({ where: { companyId }, orderBy: { id: 'asc' }, select: { id: true } });
  const steps = info ? await tx.recruitmentStep.findMany({ where: { companyInformationId: info.id }, orderBy: { order: 'asc' } }) : [];
  await tx.jobAdStep.createMany({ data: steps.map((s) => ({ ...stamp, jobAdId: ad.id, order: s.order, title: s.title, hrTestId: /آزمون/.test(s.title) ? test.id : null })) });

  // an applicant of the portal with a résumé, whose application has passed its first step
  const applicant = await tx.applicant.upsert({ where: { mobileNumber: DEMO_APPLICANT.mobileNumber }, update: {}, create: { mobileNumber: DEMO_APPLICANT.mobileNumber, firstName: 'رضا', lastName: 'کریمی' } });
  await tx.applicantResume.upsert({
    where: { applicantId: applicant.id },
    update: {},
    create: { applicantId: applicant.id, nationalCode: '0012345679', birthDate: new Date('1994-06-12T00:00:00Z'), gender: 1, maritalStatus: 1, militaryStatus: 1, email: 'reza.karimi@example.com', city: 'تهران', about: 'برنامه‌نویس سمت سرور با پنج سال تجربه' },
  });
  if (!(await tx.applicantEducation.count({ where: { applicantId: applicant.id } }))) {
    await tx.applicantEducation.create({ data: { applicantId: applicant.id, position: 0, degree: 3, field: 'مهندسی کامپیوتر', institute: 'دانشگاه صنعتی شریف', grade: '16.5', startYear: 1391, endYear: 1395 } });
    await tx.applicantWork.create({ data: { applicantId: applicant.id, position: 0, company: 'شرکت داده‌پردازان', title: 'برنامه‌نویس', startDate: new Date('2018-04-21T00:00:00Z'), endDate: new Date('2023-03-20T00:00:00Z') } });
    await tx.applicantSkill.createMany({ data: [['PostgreSQL', 4], ['TypeScript', 5], ['زبان انگلیسی', 3]].map(([title, level], position) => ({ applicantId: applicant.id, position, title: String(title), level: Number(level) })) });
  }
  const current = steps[1] ?? steps[0];
  const application = await tx.jobApplication.create({
    data: {
      ...stamp, code: await code('jobapplication'), jobAdId: ad.id, applicantId: applicant.id, applicantName: 'رضا کریمی', applicantMobile: DEMO_APPLICANT.mobileNumber,
      appliedAt: o.now, coverLetter: 'علاقه‌مند به همکاری در تیم فناوری اطلاعات هستم.', currentStep: current?.order ?? null, currentStepTitle: current?.title ?? null, status: steps.length > 1 ? 2 : 1,
    },
  });
  await tx.jobApplicationStep.createMany({
    data: steps.map((s, i) => ({ ...stamp, jobApplicationId: application.id, order: s.order, title: s.title, hrTestId: /آزمون/.test(s.title) ? test.id : null, level: i === 0 && steps.length > 1 ? 5 : 1, feedback: i === 0 && steps.length > 1 ? 'رزومه با شرایط آگهی همخوانی دارد.' : null })),
  });

  // an interviewer who signs in, with the dashboard of their interviews; one of them waits for tomorrow
  const withUser = await tx.interviewer.findMany({ where: { companyId }, orderBy: { id: 'asc' }, include: { personnel: { select: { thirdPartyId: true } } } });
  let interviewerId: number | null = null;
  for (const i of withUser) {
    const user = i.personnel.thirdPartyId ? await tx.user.findFirst({ where: { thirdPartyId: i.personnel.thirdPartyId, isActive: true }, select: { id: true } }) : null;
    if (!user) continue;
    interviewerId = i.id;
    const menu = await tx.actionMenu.findFirst({ where: { url: '/interviewer-dashboard-2' }, select: { id: true } });
    const view = await tx.action.findFirst({ where: { name: 'View' }, select: { id: true } });
    const role = await tx.role.upsert({ where: { name: 'Interviewer' }, update: {}, create: { name: 'Interviewer', title: 'مصاحبه‌گر' } });
    if (menu && view) await tx.rolePermission.createMany({ data: [{ roleId: role.id, actionMenuId: menu.id, actionId: view.id }], skipDuplicates: true });
    await tx.userRole.createMany({ data: [{ userId: user.id, roleId: role.id }], skipDuplicates: true });
    break;
  }
  const last = steps.at(-1);
  const location = await tx.interviewLocation.findFirst({ where: { companyId, isOnline: false }, select: { id: true } });
  const tomorrow = new Date(today.getTime() + 86400_000 + (10 * 60 - 210) * 60_000); // 10:00 in Tehran
  const more: { mobile: string; first: string; last: string; status: number; rating?: [number, number] }[] = [
    { mobile: '09170000002', first: 'مریم', last: 'حسینی', status: 2 },
    { mobile: '09170000003', first: 'علی', last: 'مرادی', status: 4, rating: [3, 0] },
    { mobile: '09170000004', first: 'زهرا', last: 'نوری', status: 3, rating: [5, 1] },
  ];
  const reasons = await tx.satisfactionReason.findMany({ where: { satisfactionId: survey.id }, orderBy: { order: 'asc' }, select: { id: true } });
  for (const m of more) {
    if (!last) break;
    const a = await tx.applicant.upsert({ where: { mobileNumber: m.mobile }, update: {}, create: { mobileNumber: m.mobile, firstName: m.first, lastName: m.last } });
    const app = await tx.jobApplication.create({
      data: {
        ...stamp, code: await code('jobapplication'), jobAdId: ad.id, applicantId: a.id, applicantName: `${m.first} ${m.last}`, applicantMobile: m.mobile,
        appliedAt: o.now, currentStep: last.order, currentStepTitle: last.title, status: m.status,
      },
    });
    const decided = m.status === 3 ? 3 : m.status === 4 ? 4 : 1;
    await tx.jobApplicationStep.createMany({
      data: steps.map((s) => {
        const isLast = s.order === last.order;
        return {
          ...stamp, jobApplicationId: app.id, order: s.order, title: s.title, hrTestId: /آزمون/.test(s.title) ? test.id : null, level: isLast ? decided : 5,
          ...(isLast ? { interviewerId, interviewLocationId: location?.id ?? null, scheduledAt: m.status === 2 ? tomorrow : today } : {}),
        };
      }),
    });
    if (m.rating && reasons.length) {
      await tx.satisfactionAnswer.create({ data: { ...stamp, satisfactionId: survey.id, jobApplicationId: app.id, rating: m.rating[0], satisfactionReasonId: reasons[m.rating[1]]?.id ?? null, answeredAt: o.now } });
    }
  }
}

/** The demo's applicant (signs in on /applicant-register with a code, like any applicant). */
export const DEMO_APPLICANT = { mobileNumber: '09170000001' } as const;
