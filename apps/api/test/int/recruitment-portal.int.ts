import { sampleNationalCode } from '@karsaz/entities';
import { startTestApp, type TestApp } from './support';
import { applicantSignUp, recruiters, shift } from './recruitment-support';

/**
 * The applicant portal (docs/recruitment.md "The applicant portal"), on the real PostgreSQL and Redis: an applicant
 * signs up with a code, keeps a résumé (validated, saved whole under its version), finds the open job ads of every
 * company with "about the company", applies once, follows and withdraws; the recruiters of the ad's company see the
 * application with its steps. The applicant's token opens only the portal, and a staff token none of it.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const REC = '/api/recruitment/v1';
const PORTAL = `${REC}/applicant`;

const RESUME = {
  firstName: 'سارا',
  lastName: 'احمدی',
  nationalCode: '۰۰۱۲۳۴۵۶۷۹',
  birthDate: '1996-02-11',
  gender: 2,
  maritalStatus: 1,
  email: 'sara@example.com',
  city: 'اصفهان',
  about: 'تحلیل‌گر داده',
  educations: [{ degree: 4, field: 'آمار', institute: 'دانشگاه اصفهان', grade: 17.25, startYear: 1395, endYear: 1397 }],
  works: [{ company: 'شرکت نمونه', title: 'تحلیل‌گر', startDate: '2019-05-01', endDate: '2023-01-01' }],
  skills: [{ title: 'SQL', level: 4 }, { title: 'Python', level: 3 }],
};

describe('the applicant portal: résumé, open job ads, applying, following', () => {
  let t: TestApp;
  let staff: string;
  let staffB: string;
  let companyId: number;
  let adId: number;
  let draftId: number;
  const adTitle = `تحلیل‌گر داده ${Date.now() % 100000}`;
  const errorsOf = (body: { errors?: { field: string; message: string }[] }) => Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.message]));
  const as = (token: string, lang = 'en') => ({
    get: (path: string) => t.http().get(path).set(bearer(token)).set('Accept-Language', lang),
    post: (path: string) => t.http().post(path).set(bearer(token)).set('Accept-Language', lang),
    put: (path: string) => t.http().put(path).set(bearer(token)).set('Accept-Language', lang),
  });
  const signUp = (firstName?: string) => applicantSignUp(t, firstName);
  const makeAd = async (title: string, publish: boolean, dates = { startDate: shift(-1), endDate: shift(30) }) => {
    const prisma = t.infra.db.prisma;
    const request = await prisma.jobRequest.findFirstOrThrow({ where: { companyId, status: 3 }, orderBy: { id: 'asc' } });
    const created = await as(staff).post(`${REC}/jobad/create`).send({ title, jobRequestId: request.id, count: 2, ...dates, location: 'اصفهان', requirements: 'کارشناسی ارشد آمار، آشنایی با SQL' }).expect(200);
    const id = created.body.value.id as number;
    if (publish) {
      const { version } = (await as(staff).get(`${REC}/jobad/getById`).query({ Id: id }).expect(200)).body.value;
      await as(staff).post(`${REC}/jobad/publish`).send({ id, version }).expect(200);
    }
    return id;
  };

  beforeAll(async () => {
    t = await startTestApp();
    ({ staff, staffB, companyId } = await recruiters(t));
    adId = await makeAd(adTitle, true);
    draftId = await makeAd(`${adTitle} پیش‌نویس`, false);
  }, 240_000);
  afterAll(() => t.close());

  it('opens the portal to the applicant’s token only, and the staff routes to it not at all', async () => {
    const { token } = await signUp('نگار');
    await as(token).get(`${PORTAL}/resume`).expect(200);
    await as(token).get(`${PORTAL}/jobAds`).expect(200);
    // an applicant's token on a staff route, a staff token on the portal, no token anywhere
    await as(token).get(`${REC}/jobapplication/getFiltered`).expect(403);
    await as(token).get(`${REC}/jobad/getFiltered`).expect(403);
    await as(staff).get(`${PORTAL}/resume`).expect(403);
    await as(staff).get(`${PORTAL}/applications`).expect(403);
    await as(staff).post(`${PORTAL}/apply`).send({ jobAdId: adId }).expect(403);
    await t.http().get(`${PORTAL}/resume`).expect(401);
  });

  it('keeps a résumé: each wrong field named, nothing saved, then saved whole under its version', async () => {
    const { token, mobile } = await signUp();
    const empty = (await as(token).get(`${PORTAL}/resume`).expect(200)).body.value;
    expect(empty).toMatchObject({ mobileNumber: mobile, firstName: null, version: 0, educations: [], works: [], skills: [] });

    const bad = await as(token)
      .put(`${PORTAL}/resume`)
      .send({
        ...RESUME,
        nationalCode: '1234567890',
        email: 'not-an-email',
        educations: [{ ...RESUME.educations[0], startYear: 1398, endYear: 1396 }],
        works: [{ ...RESUME.works[0], startDate: '2023-01-01', endDate: '2022-01-01' }],
        skills: [{ title: 'SQL', level: 4 }, { title: 'sql', level: 2 }, { title: 'R', level: 9 }],
      });
    expect(bad.status).toBe(400);
    // the fields' own checks come first; the lists' rules follow once every field is well formed
    expect(Object.keys(errorsOf(bad.body)).sort()).toEqual(['email', 'nationalCode', 'skills[2].level']);
    const fa = await as(token, 'fa').put(`${PORTAL}/resume`).send({ ...RESUME, nationalCode: '1234567890' });
    expect(errorsOf(fa.body).nationalCode).toContain('کد ملی');
    const rules = await as(token)
      .put(`${PORTAL}/resume`)
      .send({ ...RESUME, educations: [{ ...RESUME.educations[0], startYear: 1398, endYear: 1396 }], works: [{ ...RESUME.works[0], startDate: '2023-01-01', endDate: '2022-01-01' }], skills: [{ title: 'SQL', level: 4 }, { title: 'sql ', level: 2 }] });
    expect(rules.status).toBe(400);
    expect(Object.keys(errorsOf(rules.body)).sort()).toEqual(['educations[0].endYear', 'skills[1].title', 'works[0].endDate']);
    expect((await as(token).get(`${PORTAL}/resume`).expect(200)).body.value.version).toBe(0);

    const saved = await as(token).put(`${PORTAL}/resume`).send({ ...RESUME, version: 0 }).expect(200);
    expect(saved.body.value).toEqual({ version: 1 });
    const stored = (await as(token).get(`${PORTAL}/resume`).expect(200)).body.value;
    expect(stored).toMatchObject({ firstName: 'سارا', lastName: 'احمدی', nationalCode: '0012345679', birthDate: '1996-02-11', gender: 2, city: 'اصفهان', version: 1 });
    expect(stored.educations).toEqual([{ degree: 4, field: 'آمار', institute: 'دانشگاه اصفهان', grade: 17.25, startYear: 1395, endYear: 1397 }]);
    expect(stored.works).toEqual([{ company: 'شرکت نمونه', title: 'تحلیل‌گر', startDate: '2019-05-01', endDate: '2023-01-01', description: null }]);
    expect(stored.skills.map((s: { title: string }) => s.title)).toEqual(['SQL', 'Python']);

    // a save over a version it did not read is refused; the lists are replaced, not added to
    await as(token).put(`${PORTAL}/resume`).send({ ...RESUME, version: 0 }).expect(409);
    await as(token).put(`${PORTAL}/resume`).send({ ...RESUME, skills: [{ title: 'Excel', level: 5 }], version: 1 }).expect(200);
    const again = (await as(token).get(`${PORTAL}/resume`).expect(200)).body.value;
    expect([again.version, again.skills]).toEqual([2, [{ title: 'Excel', level: 5 }]]);
    const profile = (await as(token).get(`${PORTAL}/profile`).expect(200)).body.value;
    expect([profile.firstName, profile.lastName]).toEqual(['سارا', 'احمدی']);
  });

  it('lists the open ads of every company, searchable, and shows one with its steps and its company', async () => {
    const { token } = await signUp();
    const list = (await as(token).get(`${PORTAL}/jobAds`).query({ pageSize: 50 }).expect(200)).body.value;
    const titles = list.data.map((a: { title: string }) => a.title);
    expect(titles).toContain(adTitle);
    expect(titles).toContain('کارشناس نرم‌افزار');
    expect(titles).not.toContain(`${adTitle} پیش‌نویس`);
    expect(list.rowCount).toBeGreaterThanOrEqual(2);
    const found = (await as(token).get(`${PORTAL}/jobAds`).query({ searchTerm: adTitle }).expect(200)).body.value;
    expect(found.data.map((a: { id: number }) => a.id)).toEqual([adId]);
    expect(found.data[0]).toMatchObject({ companyId, location: 'اصفهان', count: 2, applied: false, startDate: shift(-1), endDate: shift(30) });

    const detail = (await as(token).get(`${PORTAL}/jobAd`).query({ Id: adId }).expect(200)).body.value;
    expect(detail.steps.map((s: { order: number; title: string; hasTest: boolean }) => [s.order, s.title])).toEqual([[1, 'بررسی رزومه'], [2, 'آزمون'], [3, 'مصاحبه']]);
    const info = await t.infra.db.prisma.companyInformation.findFirstOrThrow({ where: { companyId }, orderBy: { id: 'asc' }, include: { companyBenefitViaCompanyInformation: true } });
    expect(detail.company.title).toBe(info.title);
    expect(detail.companyTitle).toBe(info.title);
    expect(detail.company.benefits.map((b: { title: string }) => b.title).sort()).toEqual(info.companyBenefitViaCompanyInformation.map((b) => b.title).sort());
    // a draft is not shown
    await as(token).get(`${PORTAL}/jobAd`).query({ Id: draftId }).expect(404);
  });

  it('applies once to an open ad; the application is the ad company’s, with its steps, and can be withdrawn while under review', async () => {
    const prisma = t.infra.db.prisma;
    // no name in the résumé yet: refused on the name, nothing written
    const nameless = await signUp();
    const early = await as(nameless.token).post(`${PORTAL}/apply`).send({ jobAdId: adId });
    expect(early.status).toBe(400);
    expect(Object.keys(errorsOf(early.body))).toEqual(['firstName']);
    expect(await prisma.jobApplication.count({ where: { jobAdId: adId } })).toBe(0);

    const { token, mobile } = await signUp();
    await as(token).put(`${PORTAL}/resume`).send(RESUME).expect(200);
    // a draft and a closed ad take no application
    expect((await as(token).post(`${PORTAL}/apply`).send({ jobAdId: draftId })).status).toBe(400);
    const past = await makeAd(`${adTitle} گذشته`, true, { startDate: shift(-30), endDate: shift(-1) });
    expect((await as(token).post(`${PORTAL}/apply`).send({ jobAdId: past })).status).toBe(409);

    // two applications at once: one is made, the other refused
    const [x, y] = await Promise.all([as(token).post(`${PORTAL}/apply`).send({ jobAdId: adId, coverLetter: 'با علاقه' }), as(token).post(`${PORTAL}/apply`).send({ jobAdId: adId })]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const applied = (x.status === 200 ? x : y).body.value as { id: number; code: string };
    expect(applied.code).toMatch(/^\d{6}$/);
    expect((await as(token, 'fa').post(`${PORTAL}/apply`).send({ jobAdId: adId })).body.message).toBe('پیش‌تر برای این آگهی درخواست داده‌اید.');

    const mine = (await as(token).get(`${PORTAL}/applications`).expect(200)).body.value;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: applied.id, jobAdId: adId, jobAdTitle: adTitle, status: 1, currentStep: 1, currentStepTitle: 'بررسی رزومه' });
    expect(mine[0].steps.map((s: { title: string; level: number }) => [s.title, s.level])).toEqual([['بررسی رزومه', 1], ['آزمون', 1], ['مصاحبه', 1]]);
    const ads = (await as(token).get(`${PORTAL}/jobAds`).query({ searchTerm: adTitle, pageSize: 50 }).expect(200)).body.value.data;
    expect(ads.find((a: { id: number }) => a.id === adId).applied).toBe(true);

    // the recruiters of the ad's company find it by the applicant's mobile number, with its steps
    const inbox = (await as(staff).get(`${REC}/jobapplication/getFiltered`).query({ searchTerm: mobile }).expect(200)).body.value;
    expect(inbox.rowCount).toBe(1);
    expect(inbox.data[0]).toMatchObject({ id: applied.id, applicantName: 'سارا احمدی', applicantMobile: mobile, jobAdId: adId, status: 1 });
    const row = (await as(staff).get(`${REC}/jobapplication/getById`).query({ Id: applied.id }).expect(200)).body.value;
    expect(row.companyId ?? companyId).toBe(companyId);
    expect(row.lines.map((l: { order: number; level: number }) => [l.order, l.level])).toEqual([[1, 1], [2, 1], [3, 1]]);
    // another company's recruiters neither list nor open it
    expect((await as(staffB).get(`${REC}/jobapplication/getFiltered`).query({ searchTerm: mobile }).expect(200)).body.value.rowCount).toBe(0);
    await as(staffB).get(`${REC}/jobapplication/getById`).query({ Id: applied.id }).expect(404);
    // the engine only reads it: no create, update or delete route
    await as(staff).post(`${REC}/jobapplication/create`).send({ jobAdId: adId, applicantId: 1 }).expect(404);

    // another applicant neither sees nor withdraws it
    const other = await signUp();
    expect((await as(other.token).get(`${PORTAL}/applications`).expect(200)).body.value).toEqual([]);
    await as(other.token).post(`${PORTAL}/withdraw`).send({ id: applied.id }).expect(404);
    // the applicant withdraws it once; a decided one stays as it is
    await as(token).post(`${PORTAL}/withdraw`).send({ id: applied.id }).expect(200);
    expect((await prisma.jobApplication.findUniqueOrThrow({ where: { id: applied.id } })).status).toBe(5);
    await as(token).post(`${PORTAL}/withdraw`).send({ id: applied.id }).expect(409);
    const audit = await prisma.auditLog.findMany({ where: { entity: 'jobapplication', entityId: String(applied.id) }, orderBy: { id: 'asc' } });
    expect(audit.map((e) => e.event)).toEqual(['applicant.apply', 'applicant.withdraw']);
  });

  it('lets the recruiters move an application through its steps to accepted, telling the applicant and the interviewer', async () => {
    const prisma = t.infra.db.prisma;
    const { token, mobile } = await signUp();
    await as(token).put(`${PORTAL}/resume`).send(RESUME).expect(200);
    const { id } = (await as(token).post(`${PORTAL}/apply`).send({ jobAdId: adId }).expect(200)).body.value as { id: number };
    const version = async () => (await prisma.jobApplication.findUniqueOrThrow({ where: { id } })).version;
    // an interviewer who signs in (a personnel record with a user)
    const withUser = await prisma.interviewer.findMany({ where: { companyId, isActive: true }, include: { personnel: { select: { thirdPartyId: true } } } });
    let interviewer: { id: number; userId: number } | null = null;
    for (const i of withUser) {
      const user = i.personnel.thirdPartyId ? await prisma.user.findFirst({ where: { thirdPartyId: i.personnel.thirdPartyId } }) : null;
      if (user) interviewer = { id: i.id, userId: user.id };
    }
    // the seed's second interviewer signs in
    if (!interviewer) throw new Error('the seed has no interviewer with a user');
    const location = await prisma.interviewLocation.findFirstOrThrow({ where: { companyId, isActive: true } });
    const since = new Date();

    // the first step's interview is set: the applicant is texted its time, the interviewer told
    await as(staff).post(`${REC}/jobapplication/setStep`).send({ id, version: await version(), level: 1, interviewerId: interviewer.id, interviewLocationId: location.id, scheduledAt: '2026-12-01T10:30:00+03:30' }).expect(200);
    const bell = await prisma.message.findFirst({ where: { recipientUserId: interviewer.userId, subject: 'مصاحبهٔ تازه', createdAt: { gte: since } } });
    expect(bell?.content).toContain('سارا احمدی');
    // a stale version, a wrong interviewer and a step past the last are refused, nothing moved
    await as(staff).post(`${REC}/jobapplication/setStep`).send({ id, version: 1, level: 5 }).expect(409);
    const wrong = await as(staff).post(`${REC}/jobapplication/setStep`).send({ id, version: await version(), level: 1, interviewerId: 99999999 });
    expect(Object.keys(errorsOf(wrong.body))).toEqual(['interviewerId']);
    await as(staff).post(`${REC}/jobapplication/setStep`).send({ id, version: await version(), level: 5, score: 80, feedback: 'رزومهٔ مناسب' }).expect(200);
    await as(staff).post(`${REC}/jobapplication/setStep`).send({ id, version: await version(), level: 5 }).expect(200);
    const last = await as(staff, 'fa').post(`${REC}/jobapplication/setStep`).send({ id, version: await version(), level: 5 });
    expect(last.status).toBe(400);
    expect(errorsOf(last.body).level).toBe('این آخرین مرحله است؛ درخواست را بپذیرید یا رد کنید.');
    // another company's recruiters cannot touch it
    await as(staffB).post(`${REC}/jobapplication/setStep`).send({ id, version: await version(), level: 3 }).expect(404);
    await as(staff).post(`${REC}/jobapplication/setStep`).send({ id, version: await version(), level: 3, feedback: 'مصاحبهٔ موفق' }).expect(200);

    const mine = (await as(token).get(`${PORTAL}/applications`).expect(200)).body.value[0];
    expect(mine).toMatchObject({ status: 3, currentStep: 3, currentStepTitle: 'مصاحبه' });
    expect(mine.steps.map((s: { level: number }) => s.level)).toEqual([5, 5, 3]);
    expect(mine.steps[0]).toMatchObject({ scheduledAt: '2026-12-01T07:00:00.000Z' });
    expect(mine.steps[0].location).toContain(location.name);
    const texts = (await prisma.devSms.findMany({ where: { mobileNumber: mobile, createdAt: { gte: since } }, orderBy: { id: 'asc' } })).map((x) => x.text);
    for (let i = 0; i < 50 && texts.length < 4; i++) {
      await new Promise((r) => setTimeout(r, 100));
      texts.splice(0, texts.length, ...(await prisma.devSms.findMany({ where: { mobileNumber: mobile, createdAt: { gte: since } }, orderBy: { id: 'asc' } })).map((x) => x.text));
    }
    expect(texts.some((x) => x.includes('مصاحبهٔ مرحلهٔ «بررسی رزومه»'))).toBe(true);
    expect(texts.some((x) => x.includes('به مرحلهٔ «آزمون» رسید'))).toBe(true);
    expect(texts.some((x) => x.includes('پذیرفته شد'))).toBe(true);
    // decided: no more moves, no withdrawal
    await as(staff).post(`${REC}/jobapplication/setStep`).send({ id, version: await version(), level: 4 }).expect(409);
    await as(token).post(`${PORTAL}/withdraw`).send({ id }).expect(409);

    const history = (await as(staff).get(`${REC}/jobapplication/getHistory`).query({ Id: id }).expect(200)).body.value as { event: string; level: number | null; status: number | null; by: string | null }[];
    expect(history.map((h) => [h.event, h.level, h.status])).toEqual([
      ['applicant.apply', null, 1],
      ['jobapplication.step', 1, 2],
      ['jobapplication.step', 5, 2],
      ['jobapplication.step', 5, 2],
      ['jobapplication.step', 3, 3],
    ]);
    expect(history[0]!.by).toBeNull();
    expect(history[1]!.by).toBeTruthy();
  });

  it('moves several applications at once, all or none', async () => {
    const prisma = t.infra.db.prisma;
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { token } = await signUp();
      await as(token).put(`${PORTAL}/resume`).send(RESUME).expect(200);
      ids.push((await as(token).post(`${PORTAL}/apply`).send({ jobAdId: adId }).expect(200)).body.value.id);
    }
    const [a, b, c] = ids as [number, number, number];
    await as(staff).post(`${REC}/jobapplication/bulkMove`).send({ ids: [c], level: 4 }).expect(200);
    // one of them is decided already: nothing moves, and the decided one is named
    const refused = await as(staff).post(`${REC}/jobapplication/bulkMove`).send({ ids: [a, b, c], level: 5 });
    expect(refused.status).toBe(400);
    expect(Object.keys(errorsOf(refused.body))).toEqual(['ids[2]']);
    expect((await prisma.jobApplication.findMany({ where: { id: { in: [a, b] } } })).map((x) => x.currentStep)).toEqual([1, 1]);
    expect((await as(staff).post(`${REC}/jobapplication/bulkMove`).send({ ids: [a, b], level: 5, feedback: 'گزینش اولیه' }).expect(200)).body.value).toEqual({ moved: 2 });
    const moved = await prisma.jobApplication.findMany({ where: { id: { in: [a, b] } }, orderBy: { id: 'asc' } });
    expect(moved.map((x) => [x.status, x.currentStepTitle])).toEqual([[2, 'آزمون'], [2, 'آزمون']]);
    // an applicant's token is refused on the recruiters' moves
    const { token } = await signUp();
    await as(token).post(`${REC}/jobapplication/bulkMove`).send({ ids: [a], level: 3 }).expect(403);
  });

  it('hires an accepted applicant: the personnel form starts from the résumé, and saving it makes the application hired', async () => {
    const prisma = t.infra.db.prisma;
    const nc = sampleNationalCode((Date.now() % 1_000_000) * 1000 + 917);
    const { token, mobile } = await signUp();
    await as(token).put(`${PORTAL}/resume`).send({ ...RESUME, nationalCode: nc, militaryStatus: 3 }).expect(200);
    const { id } = (await as(token).post(`${PORTAL}/apply`).send({ jobAdId: adId }).expect(200)).body.value as { id: number };
    // not accepted yet: no draft, and no personnel record can name it
    await as(staff).get(`${REC}/jobapplication/getHireDraft`).query({ Id: id }).expect(409);
    const version = async () => (await prisma.jobApplication.findUniqueOrThrow({ where: { id } })).version;
    await as(staff).post(`${REC}/jobapplication/setStep`).send({ id, version: await version(), level: 3 }).expect(200);

    const draft = (await as(staff).get(`${REC}/jobapplication/getHireDraft`).query({ Id: id }).expect(200)).body.value;
    const ad = await prisma.jobAd.findUniqueOrThrow({ where: { id: adId } });
    expect(draft).toEqual({
      jobApplicationId: id, firstName: 'سارا', lastName: 'احمدی', nationalCode: nc, birthDate: '1996-02-11', gender: 2, martial: 1, duty: 4,
      defaultPhoneNo: mobile, defaultEmailAdd: 'sara@example.com', departmentId: ad.departmentId, citizen: 1,
    });
    await as(staffB).get(`${REC}/jobapplication/getHireDraft`).query({ Id: id }).expect(404);
    // the accepted applications a record may be hired from: the company's own
    const accepted = (await as(staff).get(`${REC}/jobapplication/getAccepted`).query({ pageSize: 100 }).expect(200)).body.value.data.map((r: { id: number }) => r.id);
    expect(accepted).toContain(id);
    const acceptedB = (await as(staffB).get(`${REC}/jobapplication/getAccepted`).query({ pageSize: 100 }).expect(200)).body.value.data.map((r: { id: number }) => r.id);
    expect(acceptedB).not.toContain(id);

    // what the résumé does not hold, the HR user adds; the record is saved with the application
    const ref = async (model: 'country' | 'city' | 'employmentType' | 'employmentStatus') =>
      ((await (prisma[model] as unknown as { findFirstOrThrow: (a: object) => Promise<{ id: number }> }).findFirstOrThrow({ where: model === 'employmentType' || model === 'employmentStatus' ? { companyId } : {}, orderBy: { id: 'asc' } })).id);
    const rest = { fatherName: 'محمد', nationalityId: await ref('country'), birthLocationId: await ref('city'), exportationPlaceId: await ref('city'), employmentTypeId: await ref('employmentType'), employmentStatusId: await ref('employmentStatus'), startDate: shift(7) };
    const hired = await as(staff).post('/api/hr/v1/personnel/create').send({ ...draft, ...rest });
    expect(hired.status).toBe(200);
    const person = await prisma.personnel.findUniqueOrThrow({ where: { id: hired.body.value.id } });
    expect([person.fullName, person.nationalCode, person.jobApplicationId]).toEqual(['سارا احمدی', nc, id]);
    expect((await prisma.jobApplication.findUniqueOrThrow({ where: { id } })).status).toBe(6);
    expect((await as(token).get(`${PORTAL}/applications`).expect(200)).body.value[0].status).toBe(6);
    const history = (await as(staff).get(`${REC}/jobapplication/getHistory`).query({ Id: id }).expect(200)).body.value as { event: string; status: number }[];
    expect(history.at(-1)).toMatchObject({ event: 'jobapplication.hire', status: 6 });

    // once: a second record from it is refused, and nothing is written
    const count = await prisma.personnel.count();
    const again = await as(staff).post('/api/hr/v1/personnel/create').send({ ...draft, ...rest, nationalCode: sampleNationalCode((Date.now() % 1_000_000) * 1000 + 918) });
    expect(again.status).toBe(400);
    expect(Object.keys(errorsOf(again.body))).toEqual(['jobApplicationId']);
    expect(await prisma.personnel.count()).toBe(count);
    // and the record's application stays what it was
    const stored = (await as(staff).get('/api/hr/v1/personnel/getById').query({ Id: person.id }).expect(200)).body.value;
    const changed = await as(staff).put('/api/hr/v1/personnel/update').send({ ...stored, jobApplicationId: null });
    expect(Object.keys(errorsOf(changed.body))).toEqual(['jobApplicationId']);
  });

  it('seeds an applicant with a résumé and an application past its first step', async () => {
    const prisma = t.infra.db.prisma;
    const applicant = await prisma.applicant.findUniqueOrThrow({ where: { mobileNumber: '09170000001' }, include: { resume: true, skills: true } });
    expect(applicant.resume?.nationalCode).toBe('0012345679');
    expect(applicant.skills.length).toBe(3);
    const application = await prisma.jobApplication.findFirstOrThrow({ where: { applicantId: applicant.id }, include: { jobApplicationStepViaJobApplication: { orderBy: { order: 'asc' } } } });
    expect([application.status, application.currentStepTitle]).toEqual([2, 'آزمون']);
    expect(application.jobApplicationStepViaJobApplication.map((s) => s.level)).toEqual([5, 1, 1]);
  });
});
