import { startTestApp, type TestApp } from './support';
import { USER } from './identity-support';
import { applicantSignUp, recruiters, shift } from './recruitment-support';

/**
 * Taking a test online (docs/recruitment.md "Taking a test"), on the real PostgreSQL: an applicant whose current
 * step has a test starts it and has its minutes; answers are saved as given and final when sent or when the time is
 * up; closed questions are marked by the server, open ones by a recruiter, and the test is then passed or not. The
 * applicant never sees the registered answers, nor another applicant's test; a staff token is refused on the portal.
 * Then the interviewer's own dashboard with their feedback, the recruiters' job seekers, and the survey an applicant
 * answers once their application is decided, summarised for its chart.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const REC = '/api/recruitment/v1';
const PORTAL = `${REC}/applicant`;
const PASSWORD = 'karsaz-demo-1404';
const RESUME = { firstName: 'مهسا', lastName: 'رضایی', educations: [], works: [], skills: [] };

describe('recruitment at work: tests taken online, the interviewer’s dashboard, job seekers, surveys', () => {
  let t: TestApp;
  let staff: string;
  let staffB: string;
  let companyId: number;
  let adWithTest: number;
  let adWithout: number;
  let testId: number;
  const q: { closedA: number; closedB: number; open: number; rightA: number; wrongB: number; rightB: number } = {} as never;
  const tag = () => String(Date.now() % 1_000_000_000) + Math.floor(Math.random() * 1000);
  const errorsOf = (body: { errors?: { field: string; message: string }[] }) => Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.message]));
  const as = (token: string, lang = 'en') => ({
    get: (path: string) => t.http().get(path).set(bearer(token)).set('Accept-Language', lang),
    post: (path: string) => t.http().post(path).set(bearer(token)).set('Accept-Language', lang),
    put: (path: string) => t.http().put(path).set(bearer(token)).set('Accept-Language', lang),
  });
  const applicant = async (adId: number) => {
    const { token } = await applicantSignUp(t);
    await as(token).put(`${PORTAL}/resume`).send(RESUME).expect(200);
    const applied = (await as(token).post(`${PORTAL}/apply`).send({ jobAdId: adId }).expect(200)).body.value;
    return { token, applicationId: applied.id as number };
  };
  const makeAd = async (steps: { order: number; title: string; hrTestId?: number }[]) => {
    const request = await t.infra.db.prisma.jobRequest.findFirstOrThrow({ where: { companyId, status: 3 }, orderBy: { id: 'asc' } });
    const id = (await as(staff).post(`${REC}/jobad/create`).send({ title: `آگهی آزمون ${tag()}`, jobRequestId: request.id, count: 1, startDate: shift(-1), endDate: shift(10), requirements: 'کارشناسی', lines: steps }).expect(200)).body.value.id;
    const { version } = (await as(staff).get(`${REC}/jobad/getById`).query({ Id: id }).expect(200)).body.value;
    await as(staff).post(`${REC}/jobad/publish`).send({ id, version }).expect(200);
    return id as number;
  };

  beforeAll(async () => {
    t = await startTestApp();
    ({ staff, staffB, companyId } = await recruiters(t));
    const group = (await as(staff).post(`${REC}/questiongroup/create`).send({ name: `گروه ${tag()}` }).expect(200)).body.value.id;
    const testGroup = (await as(staff).post(`${REC}/testgroup/create`).send({ name: `گروه آزمون ${tag()}` }).expect(200)).body.value.id;
    const question = async (title: string, kind: number) => (await as(staff).post(`${REC}/question/create`).send({ title: `${title} ${tag()}`, questionGroupId: group, kind }).expect(200)).body.value.id as number;
    const option = async (questionId: number, title: string, order: number, isAnswer: boolean) =>
      (await as(staff).post(`${REC}/questionoption/create`).send({ questionId, title, order, isAnswer }).expect(200)).body.value.id as number;
    q.closedA = await question('پایتخت ایران کجاست؟', 1);
    q.rightA = await option(q.closedA, 'تهران', 1, true);
    await option(q.closedA, 'تبریز', 2, false);
    q.closedB = await question('۲ + ۲ چند است؟', 1);
    q.rightB = await option(q.closedB, '۴', 1, true);
    q.wrongB = await option(q.closedB, '۵', 2, false);
    q.open = await question('دربارهٔ یک پروژهٔ خود بنویسید.', 2);
    testId = (
      await as(staff)
        .post(`${REC}/hrtest/create`)
        .send({
          title: `آزمون برخط ${tag()}`, testGroupId: testGroup, durationMinutes: 10, score: '100', passingScore: '60',
          lines: [{ questionId: q.closedA, order: 1, score: '30' }, { questionId: q.closedB, order: 2, score: '30' }, { questionId: q.open, order: 3, score: '40' }],
        })
        .expect(200)
    ).body.value.id;
    adWithTest = await makeAd([{ order: 1, title: 'آزمون برخط', hrTestId: testId }, { order: 2, title: 'مصاحبه' }]);
    adWithout = await makeAd([{ order: 1, title: 'مصاحبه' }]);
  }, 240_000);
  afterAll(() => t.close());

  it('takes a test from start to marked: questions without the answers, saved as given, closed ones marked at the end, open ones by a recruiter', async () => {
    const { token, applicationId } = await applicant(adWithTest);
    // a staff token on the portal, another applicant on this application
    await as(staff).post(`${PORTAL}/startTest`).send({ id: applicationId }).expect(403);
    const other = await applicant(adWithout);
    await as(other.token).post(`${PORTAL}/startTest`).send({ id: applicationId }).expect(404);

    const started = (await as(token).post(`${PORTAL}/startTest`).send({ id: applicationId }).expect(200)).body.value;
    expect(started).toMatchObject({ jobApplicationId: applicationId, durationMinutes: 10, status: 1, late: false });
    expect(Date.parse(started.deadline) - Date.parse(started.startedAt)).toBe(10 * 60_000);
    expect(started.questions.map((x: { order: number; kind: number; maxScore: string }) => [x.order, x.kind, x.maxScore])).toEqual([[1, 1, '30'], [2, 1, '30'], [3, 2, '40']]);
    expect(JSON.stringify(started)).not.toContain('isAnswer');
    expect(started.questions[0].options.map((o: { title: string }) => o.title)).toEqual(['تهران', 'تبریز']);
    // starting again resumes the same test; the application is in review from now on
    expect((await as(token).post(`${PORTAL}/startTest`).send({ id: applicationId }).expect(200)).body.value.id).toBe(started.id);
    expect((await as(staff).get(`${REC}/jobapplication/getById`).query({ Id: applicationId }).expect(200)).body.value.status).toBe(2);

    const [qa, qb, qo] = started.questions.map((x: { testQuestionId: number }) => x.testQuestionId);
    // an option of another question, a question not in the test: each named, nothing saved
    const bad = await as(token).post(`${PORTAL}/testAnswers`).send({ attemptId: started.id, answers: [{ testQuestionId: qa, questionOptionId: q.rightB }, { testQuestionId: 999999 }] });
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.body)).toEqual({ 'answers[0].questionOptionId': 'This is not one of the question’s options.', 'answers[1].testQuestionId': 'This question is not in the test.' });
    const badFa = await as(token, 'fa').post(`${PORTAL}/testAnswers`).send({ attemptId: started.id, answers: [{ testQuestionId: 999999 }] });
    expect(errorsOf(badFa.body)['answers[0].testQuestionId']).toBe('این سؤال در این آزمون نیست.');

    // saved as given; a later save replaces the question's answer
    await as(token).post(`${PORTAL}/testAnswers`).send({ attemptId: started.id, answers: [{ testQuestionId: qa, questionOptionId: q.rightA }, { testQuestionId: qb, questionOptionId: q.rightB }] }).expect(200);
    await as(token).post(`${PORTAL}/testAnswers`).send({ attemptId: started.id, answers: [{ testQuestionId: qb, questionOptionId: q.wrongB }] }).expect(200);
    const resumed = (await as(token).get(`${PORTAL}/test`).query({ Id: started.id }).expect(200)).body.value;
    expect(resumed.questions.map((x: { questionOptionId: number | null }) => x.questionOptionId)).toEqual([q.rightA, q.wrongB, null]);

    const sent = (await as(token).post(`${PORTAL}/testAnswers`).send({ attemptId: started.id, answers: [{ testQuestionId: qo, text: 'یک سامانهٔ حقوق و دستمزد ساختم.' }], submit: true }).expect(200)).body.value;
    expect(sent).toMatchObject({ status: 2, questions: [] });
    await as(token).post(`${PORTAL}/testAnswers`).send({ attemptId: started.id, answers: [] }).expect(409);
    const mine = (await as(token).get(`${PORTAL}/applications`).expect(200)).body.value.find((a: { id: number }) => a.id === applicationId);
    expect(mine.steps[0]).toMatchObject({ hasTest: true, testAttemptId: started.id, testStatus: 2 });
    expect(mine.steps[1]).toMatchObject({ hasTest: false, testAttemptId: null });

    // the recruiter sees the registered answers and the server's marks, and marks the open answer
    const [attempt] = (await as(staff).get(`${REC}/jobapplication/getTests`).query({ Id: applicationId }).expect(200)).body.value;
    expect(attempt).toMatchObject({ status: 2, score: null, stepTitle: 'آزمون برخط', maxScore: '100', passingScore: '60' });
    expect(attempt.answers.map((a: { score: string | null }) => a.score)).toEqual(['30', '0', null]);
    expect(attempt.answers[1].options.map((o: { isAnswer: boolean }) => o.isAnswer)).toEqual([true, false]);
    const [closedA, , openAnswer] = attempt.answers;
    // another company's recruiters see none of it
    await as(staffB).get(`${REC}/jobapplication/getTests`).query({ Id: applicationId }).expect(404);
    await as(staffB).post(`${REC}/jobapplication/markTest`).send({ attemptId: attempt.id, version: attempt.version, marks: [{ answerId: openAnswer.id, score: 1 }] }).expect(404);
    const refused = await as(staff).post(`${REC}/jobapplication/markTest`).send({ attemptId: attempt.id, version: attempt.version, marks: [{ answerId: closedA.id, score: 10 }, { answerId: openAnswer.id, score: 45 }] });
    expect(refused.status).toBe(400);
    expect(errorsOf(refused.body)).toEqual({ 'marks[0].answerId': 'A multiple-choice question is marked automatically.', 'marks[1].score': 'The score cannot be more than the question’s (40).' });
    await as(staff).post(`${REC}/jobapplication/markTest`).send({ attemptId: attempt.id, version: attempt.version + 1, marks: [{ answerId: openAnswer.id, score: 35 }] }).expect(409);
    const marked = (await as(staff).post(`${REC}/jobapplication/markTest`).send({ attemptId: attempt.id, version: attempt.version, marks: [{ answerId: openAnswer.id, score: 35.5, feedback: 'خوب' }] }).expect(200)).body.value;
    expect(marked).toMatchObject({ status: 3, score: '65.5', passed: true });
    const history = (await as(staff).get(`${REC}/jobapplication/getHistory`).query({ Id: applicationId }).expect(200)).body.value.map((h: { event: string }) => h.event);
    expect(history).toEqual(['applicant.apply', 'applicant.test.start', 'applicant.test.submit', 'jobapplication.test.mark']);
    expect((await as(token).get(`${PORTAL}/applications`).expect(200)).body.value.find((a: { id: number }) => a.id === applicationId).steps[0].testStatus).toBe(3);
  });

  it('finishes a test whose time is up with what was saved, and keeps nothing sent late', async () => {
    const { token, applicationId } = await applicant(adWithTest);
    const started = (await as(token).post(`${PORTAL}/startTest`).send({ id: applicationId }).expect(200)).body.value;
    const [qa] = started.questions.map((x: { testQuestionId: number }) => x.testQuestionId);
    await as(token).post(`${PORTAL}/testAnswers`).send({ attemptId: started.id, answers: [{ testQuestionId: qa, questionOptionId: q.rightA }] }).expect(200);
    // the clock runs out (the deadline moved back past the grace)
    await t.infra.db.prisma.testAttempt.update({ where: { id: started.id }, data: { deadline: new Date(Date.now() - 60_000) } });
    const late = (await as(token).post(`${PORTAL}/testAnswers`).send({ attemptId: started.id, answers: [{ testQuestionId: started.questions[1].testQuestionId, questionOptionId: q.rightB }], submit: true }).expect(200)).body.value;
    expect(late).toMatchObject({ late: true, status: 3, questions: [] });
    const [attempt] = (await as(staff).get(`${REC}/jobapplication/getTests`).query({ Id: applicationId }).expect(200)).body.value;
    // the open question left blank is 0, so nothing waits for a person: 30 of 100, not passed
    expect(attempt).toMatchObject({ status: 3, score: '30', passed: false });
    expect(attempt.answers.map((a: { questionOptionId: number | null; score: string }) => [a.questionOptionId, a.score])).toEqual([[q.rightA, '30'], [null, '0'], [null, '0']]);
  });

  it('refuses a test where the current step has none, and once the application is decided', async () => {
    const { token, applicationId } = await applicant(adWithout);
    const none = await as(token).post(`${PORTAL}/startTest`).send({ id: applicationId });
    expect([none.status, none.body.message]).toEqual([409, 'The current step of this application has no test.']);
    const second = await applicant(adWithTest);
    const app = (await as(staff).get(`${REC}/jobapplication/getById`).query({ Id: second.applicationId }).expect(200)).body.value;
    await as(staff).post(`${REC}/jobapplication/setStep`).send({ id: app.id, version: app.version, level: 4 }).expect(200);
    await as(second.token).post(`${PORTAL}/startTest`).send({ id: second.applicationId }).expect(409);
  });

  it('shows interviewers their interviews and takes their feedback while the step is current, into the history', async () => {
    const prisma = t.infra.db.prisma;
    const { applicationId } = await applicant(adWithout);
    const withUser = await prisma.interviewer.findMany({ where: { companyId, isActive: true }, include: { personnel: { select: { thirdPartyId: true } } } });
    let interviewer: { id: number; mobile: string } | null = null;
    for (const i of withUser) {
      const user = i.personnel.thirdPartyId ? await prisma.user.findFirst({ where: { thirdPartyId: i.personnel.thirdPartyId, isActive: true } }) : null;
      if (user) interviewer = { id: i.id, mobile: user.mobileNumber };
    }
    if (!interviewer) throw new Error('the seed has no interviewer with a user');
    const token = (await t.http().post(`${USER}/login`).send({ mobileNumber: interviewer.mobile, password: PASSWORD }).expect(200)).body.value.access_token as string;
    const app = (await as(staff).get(`${REC}/jobapplication/getById`).query({ Id: applicationId }).expect(200)).body.value;
    await as(staff).post(`${REC}/jobapplication/setStep`).send({ id: applicationId, version: app.version, level: 1, interviewerId: interviewer.id, scheduledAt: '2026-12-02T09:00:00+03:30' }).expect(200);

    const desk = (await as(token).get(`${REC}/jobapplication/myInterviews`).expect(200)).body.value;
    expect(desk.isInterviewer).toBe(true);
    const mine = desk.interviews.find((i: { jobApplicationId: number }) => i.jobApplicationId === applicationId);
    expect(mine).toMatchObject({ applicantName: 'مهسا رضایی', title: 'مصاحبه', level: 1, scheduledAt: '2026-12-02T05:30:00.000Z', open: true });
    // the administrator is no interviewer: an empty dashboard, and no feedback on another's interview
    expect((await as(staff).get(`${REC}/jobapplication/myInterviews`).expect(200)).body.value).toEqual({ isInterviewer: false, interviews: [] });
    const notYours = await as(staff).post(`${REC}/jobapplication/interviewFeedback`).send({ stepId: mine.stepId, version: mine.version, score: 50, feedback: 'x' });
    expect([notYours.status, notYours.body.message]).toEqual([404, 'This interview is not assigned to you.']);
    const empty = await as(token).post(`${REC}/jobapplication/interviewFeedback`).send({ stepId: mine.stepId, version: mine.version, score: 101, feedback: ' ' });
    expect(Object.keys(errorsOf(empty.body)).sort()).toEqual(['feedback', 'score']);
    await as(token).post(`${REC}/jobapplication/interviewFeedback`).send({ stepId: mine.stepId, version: mine.version + 1, score: 80, feedback: 'x' }).expect(409);
    await as(token).post(`${REC}/jobapplication/interviewFeedback`).send({ stepId: mine.stepId, version: mine.version, score: 82.5, feedback: 'مسلط به SQL' }).expect(200);
    const step = (await as(staff).get(`${REC}/jobapplication/getById`).query({ Id: applicationId }).expect(200)).body.value.lines[0];
    expect([step.score, step.feedback]).toEqual(['82.5', 'مسلط به SQL']);
    const history = (await as(staff).get(`${REC}/jobapplication/getHistory`).query({ Id: applicationId }).expect(200)).body.value;
    expect(history.at(-1)).toMatchObject({ event: 'jobapplication.feedback', step: 'مصاحبه', feedback: 'مسلط به SQL' });

    // decided: the dashboard still lists it, but takes no more feedback
    const decided = (await as(staff).get(`${REC}/jobapplication/getById`).query({ Id: applicationId }).expect(200)).body.value;
    await as(staff).post(`${REC}/jobapplication/setStep`).send({ id: applicationId, version: decided.version, level: 3 }).expect(200);
    const after = (await as(token).get(`${REC}/jobapplication/myInterviews`).expect(200)).body.value.interviews.find((i: { jobApplicationId: number }) => i.jobApplicationId === applicationId);
    expect(after.open).toBe(false);
    await as(token).post(`${REC}/jobapplication/interviewFeedback`).send({ stepId: after.stepId, version: after.version, feedback: 'دیرتر' }).expect(409);
  });

  it('lists the company’s job seekers once each, searchable, with their latest application', async () => {
    const first = await applicant(adWithout);
    const profile = (await as(first.token).get(`${PORTAL}/resume`).expect(200)).body.value;
    await as(first.token).put(`${PORTAL}/resume`).send({ ...RESUME, firstName: 'کاوه', lastName: `جوینده${tag()}`, city: 'شیراز', version: profile.version, educations: [{ degree: 3, field: 'عمران', institute: 'دانشگاه شیراز' }, { degree: 4, field: 'سازه', institute: 'دانشگاه شیراز' }], skills: [{ title: 'ETABS', level: 4 }] }).expect(200);
    const second = (await as(first.token).post(`${PORTAL}/apply`).send({ jobAdId: adWithTest }).expect(200)).body.value;
    const { lastName } = (await as(first.token).get(`${PORTAL}/resume`).expect(200)).body.value;
    const page = (await as(staff).get(`${REC}/jobapplication/getJobSeekers`).query({ searchTerm: lastName }).expect(200)).body.value;
    // the search is on the applications' names, copied when applying: the second application carries the new name
    expect(page.rowCount).toBe(1);
    expect(page.data[0]).toMatchObject({ fullName: `کاوه ${lastName}`, city: 'شیراز', degree: 4, field: 'سازه', skills: ['ETABS'], applications: 1, lastApplicationId: second.id, lastStatus: 1 });
    const all = (await as(staff).get(`${REC}/jobapplication/getJobSeekers`).query({ pageSize: 100 }).expect(200)).body.value;
    const ids = all.data.map((r: { applicantId: number }) => r.applicantId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(all.data.find((r: { lastApplicationId: number }) => r.lastApplicationId === second.id).applications).toBe(2);
    const paged = (await as(staff).get(`${REC}/jobapplication/getJobSeekers`).query({ pageSize: 1, pageIndex: 2 }).expect(200)).body.value;
    expect([paged.data.length, paged.rowCount]).toEqual([1, all.rowCount]);
  });

  it('asks the applicant of a decided application the company’s survey, once, and summarises the answers', async () => {
    const prisma = t.infra.db.prisma;
    const survey = await prisma.satisfaction.findFirstOrThrow({ where: { companyId, isActive: true }, orderBy: { id: 'asc' }, include: { satisfactionReasonViaSatisfaction: { orderBy: { order: 'asc' } } } });
    const reason = survey.satisfactionReasonViaSatisfaction[0]!;
    const before = (await as(staff).get(`${REC}/satisfaction/getSummary`).query({ Id: survey.id }).expect(200)).body.value;
    const { token, applicationId } = await applicant(adWithout);
    // under review: shown, not open, refused
    expect((await as(token).get(`${PORTAL}/survey`).query({ Id: applicationId }).expect(200)).body.value).toMatchObject({ open: false, answer: null, survey: { id: survey.id } });
    await as(token).post(`${PORTAL}/survey`).send({ id: applicationId, rating: 4 }).expect(409);
    const app = (await as(staff).get(`${REC}/jobapplication/getById`).query({ Id: applicationId }).expect(200)).body.value;
    await as(staff).post(`${REC}/jobapplication/setStep`).send({ id: applicationId, version: app.version, level: 4 }).expect(200);
    expect((await as(token).get(`${PORTAL}/survey`).query({ Id: applicationId }).expect(200)).body.value.open).toBe(true);
    const bad = await as(token, 'fa').post(`${PORTAL}/survey`).send({ id: applicationId, rating: 6, satisfactionReasonId: reason.id });
    expect(Object.keys(errorsOf(bad.body))).toEqual(['rating']);
    const other = await prisma.satisfactionReason.findFirst({ where: { satisfactionId: { not: survey.id } } });
    if (other) expect(Object.keys(errorsOf((await as(token).post(`${PORTAL}/survey`).send({ id: applicationId, rating: 2, satisfactionReasonId: other.id })).body))).toEqual(['satisfactionReasonId']);
    await as(token).post(`${PORTAL}/survey`).send({ id: applicationId, rating: 2, satisfactionReasonId: reason.id, comment: 'پاسخ دیر رسید' }).expect(200);
    await as(token).post(`${PORTAL}/survey`).send({ id: applicationId, rating: 5 }).expect(409);
    await as(staff).post(`${PORTAL}/survey`).send({ id: applicationId, rating: 5 }).expect(403);

    const after = (await as(staff).get(`${REC}/satisfaction/getSummary`).query({ Id: survey.id }).expect(200)).body.value;
    expect(after.count).toBe(before.count + 1);
    await as(staffB).get(`${REC}/satisfaction/getSummary`).query({ Id: survey.id }).expect(404);
    const seekersB = (await as(staffB).get(`${REC}/jobapplication/getJobSeekers`).query({ pageSize: 100 }).expect(200)).body.value.data;
    expect(seekersB.some((r: { lastApplicationId: number }) => r.lastApplicationId === applicationId)).toBe(false);
    expect(after.byRating[1].count).toBe(before.byRating[1].count + 1);
    expect(after.byReason[0]).toMatchObject({ reasonId: reason.id, count: before.byReason[0].count + 1 });
    const answers = await prisma.satisfactionAnswer.findMany({ where: { satisfactionId: survey.id } });
    expect(after.average).toBe((Math.round((answers.reduce((s, a) => s + a.rating, 0) / answers.length) * 100) / 100).toString());
  });
});
