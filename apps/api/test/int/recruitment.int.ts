import { startTestApp, type TestApp } from './support';
import { USER } from './identity-support';

/**
 * Recruitment, first part (docs/recruitment.md): the question bank's option rules, the nine rules of a test's form
 * on the server (each its own field and message, nothing written), duplicates (test, interviewer, a survey's reason
 * order), and a job request climbing its chain to become a job ad with the company's recruitment steps.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const REC = '/api/recruitment/v1';
const PASSWORD = 'karsaz-demo-1404';

describe('recruitment: question bank, tests, interviewers, surveys, job requests and ads', () => {
  let t: TestApp;
  let a: string;
  let companyId: number;
  let group: number;
  let testGroup: number;
  const closed: number[] = [];
  let open: number;
  const api = (m: 'get' | 'post' | 'put' | 'delete', path: string, lang = 'en', token = a) => t.http()[m](path).set(bearer(token)).set('Accept-Language', lang);
  const errorsOf = (body: { errors?: { field: string; message: string }[] }) => Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.message]));
  const login = async (mobileNumber: string) => (await t.http().post(`${USER}/login`).send({ mobileNumber, password: PASSWORD }).expect(200)).body.value.access_token as string;
  const tag = () => String(Date.now() % 1_000_000_000) + Math.floor(Math.random() * 1000);

  beforeAll(async () => {
    t = await startTestApp();
    a = await login('09120000000');
    const prisma = t.infra.db.prisma;
    companyId = (await prisma.company.findFirstOrThrow({ where: { isDefault: true } })).id;
    group = (await api('post', `${REC}/questiongroup/create`).send({ name: `گروه آزمون ${tag()}` }).expect(200)).body.value.id;
    testGroup = (await api('post', `${REC}/testgroup/create`).send({ name: `گروه آزمون‌ها ${tag()}` }).expect(200)).body.value.id;
    for (let i = 0; i < 4; i++) closed.push((await api('post', `${REC}/question/create`).send({ title: `سؤال بسته ${i} ${tag()}`, questionGroupId: group, kind: 1 }).expect(200)).body.value.id);
    open = (await api('post', `${REC}/question/create`).send({ title: `سؤال باز ${tag()}`, questionGroupId: group, kind: 2 }).expect(200)).body.value.id;
    // the first suite of a run seeds the demo, which takes a while on a busy machine
  }, 240_000);
  afterAll(() => t.close());

  it('seeds a question bank, a valid test, interviewers, a survey and a published job ad with its steps', async () => {
    const prisma = t.infra.db.prisma;
    const test = await prisma.hrTest.findFirstOrThrow({ where: { companyId, title: 'آزمون کارشناس نرم‌افزار' }, include: { testQuestionViaHrTest: { orderBy: { order: 'asc' } } } });
    expect(test.testQuestionViaHrTest.map((q) => q.order)).toEqual([1, 2, 3, 4, 5]);
    expect(test.testQuestionViaHrTest.reduce((s, q) => s + Number(q.score), 0)).toBe(Number(test.score));
    expect(await prisma.interviewer.count({ where: { companyId } })).toBeGreaterThanOrEqual(2);
    const ad = await prisma.jobAd.findFirstOrThrow({ where: { companyId, title: 'کارشناس نرم‌افزار' }, include: { jobAdStepViaJobAd: { orderBy: { order: 'asc' } } } });
    expect(ad.status).toBe(2);
    expect(ad.jobAdStepViaJobAd.map((s) => s.title)).toEqual(['بررسی رزومه', 'آزمون', 'مصاحبه']);
    expect(ad.jobAdStepViaJobAd[1]!.hrTestId).toBe(test.id);
  });

  describe('a test’s form: the nine rules on the server', () => {
    const lines = (...l: [number | string | null, string][]) => l.map(([order, score], i) => ({ questionId: closed[i % 4], order, score }));
    const create = (body: Record<string, unknown>, lang = 'en') =>
      api('post', `${REC}/hrtest/create`, lang).send({ title: `آزمون ${tag()}`, testGroupId: testGroup, durationMinutes: 20, score: '100', passingScore: '50', ...body });
    const refused = async (body: Record<string, unknown>, field: string, en: string, fa?: string) => {
      const before = await t.infra.db.prisma.hrTest.count();
      const res = await create(body);
      expect(res.status).toBe(400);
      expect(errorsOf(res.body)[field]).toBe(en);
      if (fa) expect(errorsOf((await create(body, 'fa')).body)[field]).toBe(fa);
      expect(await t.infra.db.prisma.hrTest.count()).toBe(before);
    };

    it('1. at least one question', () => refused({ lines: [] }, 'lines', 'Add at least one question to the test.', 'حداقل یک سؤال باید به آزمون اضافه شود.'));
    it('2. the test score entered', () => refused({ score: null, lines: lines([1, '100']) }, 'score', 'Enter the test’s score.', 'نمرهٔ آزمون باید وارد شود.'));
    it('3. every order entered', () => refused({ lines: lines([1, '50'], [null, '50']) }, 'lines[1].order', 'Enter the question’s order.'));
    it('4. no duplicate order', () => refused({ lines: lines([1, '50'], [1, '50']) }, 'lines[1].order', 'Order 1 is a duplicate.', 'ترتیب ۱ تکراری است.'));
    it('5. the order starts at 1', () => refused({ lines: lines([2, '50'], [3, '50']) }, 'lines', 'The questions’ order must start at 1 (the smallest is 2).'));
    it('6. no gap, the missing number named', () => refused({ lines: lines([1, '40'], [2, '30'], [4, '30']) }, 'lines', 'The questions’ order must have no gap: 3 is missing.', 'ترتیب سؤال‌ها باید پشت سر هم باشد: ۳ جا افتاده است.'));
    it('7. the questions’ total not above the test’s score', () => refused({ lines: lines([1, '60'], [2, '50']) }, 'score', 'The questions’ scores add up to 110, more than the test’s score (100).'));
    it('8. a total below the test’s score reported', () => refused({ lines: lines([1, '60'], [2, '30']) }, 'score', 'The questions’ scores add up to 90, less than the test’s score (100).', 'مجموع نمرات سؤال‌ها (۹۰) از نمرهٔ آزمون (۱۰۰) کمتر است.'));
    it('9. the passing score not above the test’s score', () => refused({ passingScore: '101', lines: lines([1, '50'], [2, '50']) }, 'passingScore', 'The passing score (101) cannot be above the test’s score (100).'));

    it('saves a test that keeps them all; a change of the score alone is checked against its stored questions; a duplicate title is refused', async () => {
      const title = `آزمون درست ${tag()}`;
      const res = await create({ title, lines: lines([2, '40.5'], [1, '59.5']) });
      expect(res.status).toBe(200);
      const id = res.body.value.id as number;
      const stored = (await api('get', `${REC}/hrtest/getById`).query({ Id: id }).expect(200)).body.value;
      expect(stored.lines.map((l: { order: number; score: string }) => [l.order, l.score])).toEqual([[2, '40.5'], [1, '59.5']]);
      // the header alone: the stored questions add up to 100, not 120
      const changed = await api('put', `${REC}/hrtest/update`).send({ id, version: stored.version, title, testGroupId: testGroup, durationMinutes: 20, score: '120', passingScore: '50' });
      expect(changed.status).toBe(400);
      expect(errorsOf(changed.body).score).toBe('The questions’ scores add up to 100, less than the test’s score (120).');
      expect(String((await t.infra.db.prisma.hrTest.findUniqueOrThrow({ where: { id } })).score)).toBe('100');
      // the same title again
      const twice = await create({ title, lines: lines([1, '100']) });
      expect(twice.status).toBe(409);
      // the page of a test's questions lists them
      const listed = (await api('get', `${REC}/testquestion/getFiltered`).query({ hrTestId: id, pageSize: 10 }).expect(200)).body.value;
      expect(listed.rowCount).toBe(2);
    });
  });

  describe('question options', () => {
    const option = (questionId: number, title: string, order: number, isAnswer = false) => api('post', `${REC}/questionoption/create`).send({ questionId, title, order, isAnswer });

    it('refuses a duplicate title or order within the question, a third registered answer, and options of an open question', async () => {
      const q = closed[0]!;
      expect((await option(q, 'گزینهٔ الف', 1, true)).status).toBe(200);
      const sameTitle = await option(q, 'گزینهٔ الف', 2);
      expect(sameTitle.status).toBe(400);
      expect(Object.keys(errorsOf(sameTitle.body))).toEqual(['title']);
      const sameOrder = await option(q, 'گزینهٔ ب', 1);
      expect(sameOrder.status).toBe(400);
      expect(Object.keys(errorsOf(sameOrder.body))).toEqual(['order']);
      expect((await option(q, 'گزینهٔ ب', 2, true)).status).toBe(200);
      const third = await option(q, 'گزینهٔ ج', 3, true);
      expect(third.status).toBe(400);
      expect(errorsOf(third.body)).toEqual({ isAnswer: 'A question has at most two registered answers.' });
      const thirdFa = await api('post', `${REC}/questionoption/create`, 'fa').send({ questionId: q, title: 'گزینهٔ ج', order: 3, isAnswer: true });
      expect(errorsOf(thirdFa.body).isAnswer).toBe('هر سؤال حداکثر دو پاسخ ثبت‌شده دارد.');
      // not an answer, it is taken; made one by an update, it is refused
      const c = (await option(q, 'گزینهٔ ج', 3)).body.value.id as number;
      const stored = (await api('get', `${REC}/questionoption/getById`).query({ Id: c }).expect(200)).body.value;
      const upd = await api('put', `${REC}/questionoption/update`).send({ id: c, version: stored.version, questionId: q, title: 'گزینهٔ ج', order: 3, isAnswer: true });
      expect(upd.status).toBe(400);
      expect(Object.keys(errorsOf(upd.body))).toEqual(['isAnswer']);
      const onOpen = await option(open, 'گزینه', 1);
      expect(onOpen.status).toBe(400);
      expect(Object.keys(errorsOf(onOpen.body))).toEqual(['questionId']);
      expect(await t.infra.db.prisma.questionOption.count({ where: { questionId: { in: [q, open] } } })).toBe(3);
    });

    it('lets only one of two answers marked at once through when the question has one already', async () => {
      const q = closed[1]!;
      expect((await option(q, 'یک', 1, true)).status).toBe(200);
      const [x, y] = await Promise.all([option(q, 'دو', 2, true), option(q, 'سه', 3, true)]);
      expect([x.status, y.status].sort()).toEqual([200, 400]);
      expect(await t.infra.db.prisma.questionOption.count({ where: { questionId: q, isAnswer: true } })).toBe(2);
    });
  });

  it('refuses an interviewer twice and names each by the personnel record', async () => {
    const person = await t.infra.db.prisma.personnel.findFirstOrThrow({ where: { companyId, interviewerViaPersonnel: { none: {} } }, orderBy: { id: 'desc' } });
    const res = await api('post', `${REC}/interviewer/create`).send({ personnelId: person.id, expertise: 'مالی' });
    expect(res.status).toBe(200);
    expect((await t.infra.db.prisma.interviewer.findUniqueOrThrow({ where: { id: res.body.value.id } })).fullName).toBe(person.fullName);
    const again = await api('post', `${REC}/interviewer/create`).send({ personnelId: person.id });
    expect(again.status).toBe(409);
  });

  it('refuses a survey whose reasons repeat an order', async () => {
    const res = await api('post', `${REC}/satisfaction/create`).send({ title: `نظرسنجی ${tag()}`, question: 'راضی بودید؟', lines: [{ order: 1, title: 'الف' }, { order: 1, title: 'ب' }] });
    expect(res.status).toBe(400);
    expect(Object.keys(errorsOf(res.body))).toEqual(['lines[1].order']);
    const ok = await api('post', `${REC}/satisfaction/create`).send({ title: `نظرسنجی ${tag()}`, question: 'راضی بودید؟', lines: [{ order: 1, title: 'الف' }, { order: 2, title: 'ب' }] });
    expect(ok.status).toBe(200);
  });

  it('a job request climbs the department manager and the HR manager, and becomes a job ad with the company’s steps', async () => {
    const prisma = t.infra.db.prisma;
    const department = await prisma.department.findFirstOrThrow({ where: { companyId, code: '002' } });
    const post = await prisma.post.findFirstOrThrow({ where: { companyId }, orderBy: { id: 'asc' } });
    const created = await api('post', `${REC}/jobrequest/create`).send({ requestDate: '2026-11-20', departmentId: department.id, postId: post.id, count: 3, reason: 'پروژهٔ تازه' });
    expect(created.status).toBe(200);
    const id = created.body.value.id as number;
    const version = async () => (await api('get', `${REC}/jobrequest/getById`).query({ Id: id }).expect(200)).body.value.version as number;
    // not approved yet: no ad is made from it
    const early = await api('post', `${REC}/jobad/create`).send({ title: 'آگهی زودهنگام', jobRequestId: id, count: 3, startDate: '2026-11-21', endDate: '2026-12-20', requirements: 'کارشناسی' });
    expect(early.status).toBe(400);
    expect(Object.keys(errorsOf(early.body))).toEqual(['jobRequestId']);
    await api('post', `${REC}/jobrequest/submit`).send({ id, version: await version() }).expect(200);
    const manager = await login('09120000012');
    await api('post', `${REC}/jobrequest/confirm`, 'en', manager).send({ id, version: await version() }).expect(200);
    const hr = await login('09120000014');
    await api('post', `${REC}/jobrequest/confirm`, 'en', hr).send({ id, version: await version() }).expect(200);
    expect((await prisma.jobRequest.findUniqueOrThrow({ where: { id } })).status).toBe(3);
    const history = (await api('get', `${REC}/jobrequest/getHistory`).query({ Id: id }).expect(200)).body.value as { action: string }[];
    expect(history.map((h) => h.action)).toEqual(['submit', 'confirm', 'confirm']);

    const ad = await api('post', `${REC}/jobad/create`).send({ title: `آگهی ${tag()}`, jobRequestId: id, count: 3, startDate: '2026-11-21', endDate: '2026-12-20', requirements: 'کارشناسی' });
    expect(ad.status).toBe(200);
    const stored = (await api('get', `${REC}/jobad/getById`).query({ Id: ad.body.value.id }).expect(200)).body.value;
    expect([stored.departmentId, stored.postId, stored.status]).toEqual([department.id, post.id, 1]);
    expect(stored.lines.map((l: { order: number; title: string }) => [l.order, l.title])).toEqual([[1, 'بررسی رزومه'], [2, 'آزمون'], [3, 'مصاحبه']]);
    const backwards = await api('post', `${REC}/jobad/create`).send({ title: `آگهی ${tag()}`, jobRequestId: id, count: 1, startDate: '2026-12-21', endDate: '2026-12-20', requirements: 'کارشناسی' });
    expect(Object.keys(errorsOf(backwards.body))).toEqual(['endDate']);
    await api('post', `${REC}/jobad/publish`).send({ id: stored.id, version: stored.version }).expect(200);
  });
});
