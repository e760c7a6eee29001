import { Injectable } from '@nestjs/common';
import { APPLICATION_STATUS, INTERVIEW_LEVEL, getEntity } from '@karsaz/entities';
import { searchKey, tehranDate } from '@karsaz/domain';
import { PrismaClient } from '../../../core/database/database';
import { asSystem } from '../../../core/context/request-context';
import { conflict, fieldError, invalid, notFound, type RawFieldError } from '../../../core/http/errors';
import type { RequestMeta } from '../../../core/http/request-meta';
import { AuditService } from '../../../core/audit/audit.service';
import { CodeSequenceService } from '../../../core/entity/code-sequence.service';
import type { Prisma } from '../../../generated/prisma/client';
import type { ApplyDto, PortalPageQuery, ResumeDto } from './portal.dto';

type Tx = Prisma.TransactionClient;

const day = (d: Date | null | undefined): string | null => (d ? d.toISOString().slice(0, 10) : null);
const asDate = (s: string | null | undefined): Date | null => (s ? new Date(`${s.slice(0, 10)}T00:00:00Z`) : null);

export const PORTAL_TEXT = {
  resumeChanged: { fa: 'رزومه در این فاصله تغییر کرده است؛ دوباره باز کنید.', en: 'The résumé was changed meanwhile; open it again.' },
  noResume: { fa: 'پیش از درخواست، نام و نام خانوادگی را در رزومه ثبت کنید.', en: 'Enter your first and last name in the résumé before applying.' },
  notOpen: { fa: 'این آگهی اکنون درخواست نمی‌پذیرد.', en: 'This job ad takes no applications now.' },
  applied: { fa: 'پیش‌تر برای این آگهی درخواست داده‌اید.', en: 'You have already applied to this job ad.' },
  adNotFound: { fa: 'آگهی یافت نشد.', en: 'Job ad not found.' },
  applicationNotFound: { fa: 'درخواست یافت نشد.', en: 'Application not found.' },
  cannotWithdraw: { fa: 'درخواستی که بررسی آن پایان یافته پس گرفته نمی‌شود.', en: 'An application whose review has ended cannot be withdrawn.' },
};

type AdRow = Prisma.JobAdGetPayload<{ include: { department: { select: { name: true } }; post: { select: { title: true } } } }>;

/** An open ad as the portal shows it, in the list and opened. */
function adView(r: AdRow, companyTitle: string, applied: boolean) {
  return {
    id: r.id,
    code: r.code,
    title: r.title,
    companyId: r.companyId,
    companyTitle,
    departmentTitle: r.department?.name ?? null,
    postTitle: r.post?.title ?? null,
    count: r.count,
    location: r.location,
    startDate: day(r.startDate)!,
    endDate: day(r.endDate)!,
    requirements: r.requirements,
    description: r.description,
    applied,
  };
}

/** The ads an applicant may see and apply to: published, and open today (Asia/Tehran) by their dates. */
function openAdsWhere(today: Date): Prisma.JobAdWhereInput {
  return { status: 2, startDate: { lte: today }, endDate: { gte: today } };
}

/**
 * The applicant portal (docs/recruitment.md "The applicant portal"): an applicant's résumé, the job ads open to
 * them in every company, their applications. An applicant belongs to no company, so the company-owned rows are
 * read and written unscoped (asSystem) and always by the applicant's own id or an open ad's: nothing here reaches
 * another applicant's rows or a draft ad.
 */
@Injectable()
export class ApplicantPortalService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly codes: CodeSequenceService,
    private readonly audit: AuditService,
  ) {}

  async resume(applicantId: number) {
    const a = await this.prisma.applicant.findUnique({
      where: { id: applicantId },
      include: { resume: true, educations: { orderBy: { position: 'asc' } }, works: { orderBy: { position: 'asc' } }, skills: { orderBy: { position: 'asc' } } },
    });
    if (!a) throw notFound();
    const r = a.resume;
    return {
      mobileNumber: a.mobileNumber,
      firstName: a.firstName,
      lastName: a.lastName,
      nationalCode: r?.nationalCode ?? null,
      birthDate: day(r?.birthDate),
      gender: r?.gender ?? null,
      maritalStatus: r?.maritalStatus ?? null,
      militaryStatus: r?.militaryStatus ?? null,
      email: r?.email ?? null,
      city: r?.city ?? null,
      address: r?.address ?? null,
      about: r?.about ?? null,
      version: r?.version ?? 0,
      educations: a.educations.map((e) => ({ degree: e.degree, field: e.field, institute: e.institute, grade: e.grade === null ? null : Number(e.grade), startYear: e.startYear, endYear: e.endYear })),
      works: a.works.map((w) => ({ company: w.company, title: w.title, startDate: day(w.startDate)!, endDate: day(w.endDate), description: w.description })),
      skills: a.skills.map((s) => ({ title: s.title, level: s.level })),
    };
  }

  /** The rules a résumé's lists keep beyond each field's own: ranges in order, a skill once. */
  private resumeProblems(dto: ResumeDto): RawFieldError[] {
    const errors: RawFieldError[] = [];
    dto.educations.forEach((e, i) => {
      if (e.startYear && e.endYear && e.endYear < e.startYear) errors.push(fieldError(`educations[${i}].endYear`, 'notBeforeStart', 'must not be before the start'));
    });
    dto.works.forEach((w, i) => {
      if (w.endDate && w.endDate < w.startDate) errors.push(fieldError(`works[${i}].endDate`, 'notBeforeStart', 'must not be before the start date'));
    });
    const seen = new Map<string, number>();
    dto.skills.forEach((s, i) => {
      const key = searchKey(s.title);
      if (seen.has(key)) errors.push(fieldError(`skills[${i}].title`, 'duplicateWithin', 'is a duplicate'));
      else seen.set(key, i);
    });
    return errors;
  }

  /** Saves the whole résumé under the version read (409 over a newer one); its lists are replaced. */
  async saveResume(applicantId: number, dto: ResumeDto, meta: RequestMeta) {
    const problems = this.resumeProblems(dto);
    if (problems.length) throw invalid(problems);
    return this.prisma.$transaction(async (tx) => {
      // the applicant's row is the lock: two saves of one résumé run one after the other
      await tx.$queryRaw`SELECT id FROM applicant WHERE id = ${applicantId} FOR UPDATE`;
      const stored = await tx.applicantResume.findUnique({ where: { applicantId }, select: { version: true } });
      const current = stored?.version ?? 0;
      if (dto.version !== undefined && dto.version !== current) throw conflict(PORTAL_TEXT.resumeChanged, `version ${dto.version} is not the stored ${current}`);
      await tx.applicant.update({ where: { id: applicantId }, data: { firstName: dto.firstName, lastName: dto.lastName } });
      const fields = {
        nationalCode: dto.nationalCode ?? null,
        birthDate: asDate(dto.birthDate),
        gender: dto.gender ?? null,
        maritalStatus: dto.maritalStatus ?? null,
        militaryStatus: dto.militaryStatus ?? null,
        email: dto.email ?? null,
        city: dto.city ?? null,
        address: dto.address ?? null,
        about: dto.about ?? null,
      };
      await tx.applicantResume.upsert({ where: { applicantId }, create: { applicantId, ...fields }, update: { ...fields, version: { increment: 1 } } });
      await tx.applicantEducation.deleteMany({ where: { applicantId } });
      await tx.applicantWork.deleteMany({ where: { applicantId } });
      await tx.applicantSkill.deleteMany({ where: { applicantId } });
      if (dto.educations.length)
        await tx.applicantEducation.createMany({ data: dto.educations.map((e, position) => ({ applicantId, position, degree: e.degree, field: e.field, institute: e.institute, grade: e.grade ?? null, startYear: e.startYear ?? null, endYear: e.endYear ?? null })) });
      if (dto.works.length)
        await tx.applicantWork.createMany({ data: dto.works.map((w, position) => ({ applicantId, position, company: w.company, title: w.title, startDate: asDate(w.startDate)!, endDate: asDate(w.endDate), description: w.description ?? null })) });
      if (dto.skills.length) await tx.applicantSkill.createMany({ data: dto.skills.map((s, position) => ({ applicantId, position, title: s.title, level: s.level })) });
      await this.audit.record({ event: 'applicant.resume', entity: 'applicant', entityId: applicantId, ip: meta.ip, traceId: meta.traceId, data: { version: current + 1, educations: dto.educations.length, works: dto.works.length, skills: dto.skills.length } }, tx);
      return { version: current + 1 };
    });
  }

  /** The open job ads of every company, newest first, each saying whether the applicant has applied to it. */
  async jobAds(applicantId: number, q: PortalPageQuery) {
    const today = asDate(tehranDate(new Date()))!;
    const pageIndex = q.pageIndex ?? 1;
    const pageSize = q.pageSize ?? 10;
    const term = q.searchTerm?.trim() ? searchKey(q.searchTerm) : '';
    const where: Prisma.JobAdWhereInput = { ...openAdsWhere(today), ...(term ? { searchText: { contains: term } } : {}) };
    return asSystem(async () => {
      const [rows, rowCount] = await Promise.all([
        this.prisma.jobAd.findMany({
          where,
          orderBy: [{ startDate: 'desc' }, { id: 'desc' }],
          skip: (pageIndex - 1) * pageSize,
          take: pageSize,
          include: { department: { select: { name: true } }, post: { select: { title: true } } },
        }),
        this.prisma.jobAd.count({ where }),
      ]);
      const companies = await this.companyTitles(rows.map((r) => r.companyId));
      const applied = new Set(
        (await this.prisma.jobApplication.findMany({ where: { applicantId, jobAdId: { in: rows.map((r) => r.id) } }, select: { jobAdId: true } })).map((a) => a.jobAdId),
      );
      return {
        data: rows.map((r) => adView(r, companies.get(r.companyId) ?? '', applied.has(r.id))),
        rowCount,
      };
    });
  }

  /** The company's own name for each: its information's title, else its registered name. */
  private async companyTitles(ids: number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    const [companies, infos] = await Promise.all([
      this.prisma.company.findMany({ where: { id: { in: unique } }, select: { id: true, nameFa: true } }),
      this.prisma.companyInformation.findMany({ where: { companyId: { in: unique } }, select: { companyId: true, title: true }, orderBy: { id: 'asc' } }),
    ]);
    const titles = new Map(companies.map((c) => [c.id, c.nameFa]));
    for (const i of infos.reverse()) titles.set(i.companyId, i.title);
    return titles;
  }

  /** One open ad with its recruitment steps and its company's information and benefits ("about the company"). */
  async jobAd(applicantId: number, id: number) {
    const today = asDate(tehranDate(new Date()))!;
    return asSystem(async () => {
      const ad = await this.prisma.jobAd.findFirst({
        where: { id, ...openAdsWhere(today) },
        include: { department: { select: { name: true } }, post: { select: { title: true } }, jobAdStepViaJobAd: { orderBy: { order: 'asc' }, select: { order: true, title: true, hrTestId: true } } },
      });
      if (!ad) throw notFound(PORTAL_TEXT.adNotFound);
      const [company, applied] = await Promise.all([this.aboutCompany(ad.companyId), this.prisma.jobApplication.count({ where: { applicantId, jobAdId: id } })]);
      return {
        ...adView(ad, company.title, applied > 0),
        steps: ad.jobAdStepViaJobAd.map((s) => ({ order: s.order, title: s.title, hasTest: s.hrTestId !== null })),
        company,
      };
    });
  }

  /** "About the company": what its information page holds, for an applicant. */
  private async aboutCompany(companyId: number) {
    const [c, info] = await Promise.all([
      this.prisma.company.findUniqueOrThrow({ where: { id: companyId }, select: { nameFa: true } }),
      this.prisma.companyInformation.findFirst({
        where: { companyId },
        orderBy: { id: 'asc' },
        include: { activityType: { select: { nameFa: true } }, companyBenefitViaCompanyInformation: { orderBy: { id: 'asc' }, select: { title: true, description: true } } },
      }),
    ]);
    return {
      title: info?.title ?? c.nameFa,
      activityType: info?.activityType.nameFa ?? null,
      industry: info?.industry ?? null,
      establishmentYear: info?.establishmentYear ?? null,
      employeeCount: info?.employeeCount ?? null,
      website: info?.website ?? null,
      address: info?.address ?? null,
      benefits: (info?.companyBenefitViaCompanyInformation ?? []).map((b) => ({ title: b.title, description: b.description })),
    };
  }

  /**
   * Applies to an open ad: the application lands in the ad's company, numbered there, with the ad's recruitment
   * steps as its steps (each not started) and the first one current. Once per ad (409); a résumé without a name,
   * or an ad that is not open, is refused and nothing is written.
   */
  async apply(applicantId: number, dto: ApplyDto, meta: RequestMeta) {
    const today = asDate(tehranDate(new Date()))!;
    return asSystem(() =>
      this.prisma.$transaction(async (tx) => {
        const applicant = await tx.applicant.findUniqueOrThrow({ where: { id: applicantId } });
        if (!applicant.firstName || !applicant.lastName) throw invalid([{ ...fieldError('firstName', 'required', 'enter your name in the résumé first'), text: PORTAL_TEXT.noResume }]);
        const ad = await tx.jobAd.findUnique({ where: { id: dto.jobAdId }, include: { jobAdStepViaJobAd: { orderBy: { order: 'asc' } } } });
        if (!ad || ad.status === 1) throw invalid([{ ...fieldError('jobAdId', 'notFound', 'no such job ad'), text: PORTAL_TEXT.adNotFound }]);
        if (ad.status !== 2 || ad.startDate > today || ad.endDate < today) throw conflict(PORTAL_TEXT.notOpen, `ad ${ad.id} is not open`);
        if (await tx.jobApplication.count({ where: { jobAdId: ad.id, applicantId } })) throw conflict(PORTAL_TEXT.applied);
        const code = await this.codes.next(getEntity('jobapplication'), ad.companyId, tx);
        const first = ad.jobAdStepViaJobAd[0];
        const created = await tx.jobApplication
          .create({
            data: {
              companyId: ad.companyId,
              code,
              jobAdId: ad.id,
              applicantId,
              applicantName: `${applicant.firstName} ${applicant.lastName}`,
              applicantMobile: applicant.mobileNumber,
              appliedAt: new Date(),
              coverLetter: dto.coverLetter ?? null,
              currentStep: first?.order ?? null,
              currentStepTitle: first?.title ?? null,
              status: APPLICATION_STATUS.submitted,
            },
          })
          .catch((err: { code?: string }) => {
            // two applies at once: the unique (ad, applicant) keeps one
            if (err.code === 'P2002') throw conflict(PORTAL_TEXT.applied);
            throw err;
          });
        if (ad.jobAdStepViaJobAd.length)
          await tx.jobApplicationStep.createMany({
            data: ad.jobAdStepViaJobAd.map((s) => ({ companyId: ad.companyId, jobApplicationId: created.id, order: s.order, title: s.title, hrTestId: s.hrTestId, level: INTERVIEW_LEVEL.notStarted })),
          });
        await this.audit.record({ event: 'applicant.apply', companyId: ad.companyId, entity: 'jobapplication', entityId: created.id, ip: meta.ip, traceId: meta.traceId, data: { applicantId, jobAdId: ad.id, code } }, tx);
        return { id: created.id, code };
      }),
    );
  }

  /** The applicant's applications, newest first, each with its ad, company and steps. */
  async applications(applicantId: number) {
    return asSystem(async () => {
      const rows = await this.prisma.jobApplication.findMany({
        where: { applicantId },
        orderBy: { id: 'desc' },
        include: {
          jobAd: { select: { title: true, code: true } },
          jobApplicationStepViaJobApplication: {
            orderBy: { order: 'asc' },
            include: { interviewLocation: { select: { name: true, address: true } }, testAttemptViaJobApplicationStep: { select: { id: true, status: true } } },
          },
        },
      });
      const companies = await this.companyTitles(rows.map((r) => r.companyId));
      return rows.map((r) => ({
        id: r.id,
        code: r.code,
        jobAdId: r.jobAdId,
        jobAdTitle: r.jobAd.title,
        companyTitle: companies.get(r.companyId) ?? '',
        appliedAt: r.appliedAt?.toISOString() ?? r.createdAt.toISOString(),
        status: r.status,
        currentStep: r.currentStep,
        currentStepTitle: r.currentStepTitle,
        steps: r.jobApplicationStepViaJobApplication.map((s) => ({
          order: s.order,
          title: s.title,
          level: s.level,
          scheduledAt: s.scheduledAt?.toISOString() ?? null,
          location: s.interviewLocation ? [s.interviewLocation.name, s.interviewLocation.address].filter(Boolean).join(' — ') : null,
          hasTest: s.hrTestId !== null,
          testAttemptId: s.testAttemptViaJobApplicationStep[0]?.id ?? null,
          testStatus: s.testAttemptViaJobApplicationStep[0]?.status ?? null,
        })),
      }));
    });
  }

  /** Withdraws an application still under review (submitted or in review); a decided one answers 409. */
  async withdraw(applicantId: number, id: number, meta: RequestMeta) {
    return asSystem(() =>
      this.prisma.$transaction(async (tx) => {
        const row = await tx.jobApplication.findFirst({ where: { id, applicantId }, select: { id: true, status: true, companyId: true } });
        if (!row) throw notFound(PORTAL_TEXT.applicationNotFound);
        const open: number[] = [APPLICATION_STATUS.submitted, APPLICATION_STATUS.inReview];
        if (!open.includes(row.status)) throw conflict(PORTAL_TEXT.cannotWithdraw);
        await tx.jobApplication.update({ where: { id }, data: { status: APPLICATION_STATUS.withdrawn, version: { increment: 1 } } });
        await this.audit.record({ event: 'applicant.withdraw', companyId: row.companyId, entity: 'jobapplication', entityId: id, ip: meta.ip, traceId: meta.traceId, data: { applicantId, from: row.status } }, tx);
        return null;
      }),
    );
  }
}
