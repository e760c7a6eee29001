import { unwrap, type components } from '@karsaz/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Api } from '../../core/api/api';
import { blobOf } from '../../core/download';

/*
 * The applicant portal's calls (api/recruitment/v1/applicant/...), on the applicant's own client and token: the
 * résumé, the open job ads with their company, applying, the applications.
 */

export type Resume = Awaited<ReturnType<ReturnType<typeof portalApi>['resume']>>;
export type ResumeInput = components['schemas']['ResumeDto'];
export type PortalJobAd = Awaited<ReturnType<ReturnType<typeof portalApi>['jobAds']>>['data'][number];
export type PortalApplication = Awaited<ReturnType<ReturnType<typeof portalApi>['applications']>>[number];
export type TestAttempt = Awaited<ReturnType<ReturnType<typeof portalApi>['test']>>;
export type TestAnswersInput = components['schemas']['TestAnswersDto'];
export type SurveyAnswerInput = components['schemas']['SurveyAnswerDto'];

export function portalApi(api: Api) {
  const c = api.applicantClient;
  return {
    resume: () => unwrap(c.GET('/api/recruitment/v1/applicant/resume')),
    saveResume: (body: ResumeInput) => unwrap(c.PUT('/api/recruitment/v1/applicant/resume', { body })),
    jobAds: (query: { pageIndex: number; pageSize: number; searchTerm?: string }) => unwrap(c.GET('/api/recruitment/v1/applicant/jobAds', { params: { query } })),
    jobAd: (id: number) => unwrap(c.GET('/api/recruitment/v1/applicant/jobAd', { params: { query: { Id: id } } })),
    apply: (jobAdId: number, coverLetter: string) => unwrap(c.POST('/api/recruitment/v1/applicant/apply', { body: { jobAdId, coverLetter: coverLetter.trim() || null } })),
    applications: () => unwrap(c.GET('/api/recruitment/v1/applicant/applications')),
    withdraw: (id: number) => unwrap(c.POST('/api/recruitment/v1/applicant/withdraw', { body: { id } })),
    startTest: (applicationId: number) => unwrap(c.POST('/api/recruitment/v1/applicant/startTest', { body: { id: applicationId } })),
    test: (attemptId: number) => unwrap(c.GET('/api/recruitment/v1/applicant/test', { params: { query: { Id: attemptId } } })),
    testAnswers: (body: TestAnswersInput) => unwrap(c.POST('/api/recruitment/v1/applicant/testAnswers', { body })),
    survey: (applicationId: number) => unwrap(c.GET('/api/recruitment/v1/applicant/survey', { params: { query: { Id: applicationId } } })),
    answerSurvey: (body: SurveyAnswerInput) => unwrap(c.POST('/api/recruitment/v1/applicant/survey', { body })),
    files: () => unwrap(c.GET('/api/recruitment/v1/applicant/files')),
    addFile: (kind: number, file: File) => {
      const form = new FormData();
      form.append('kind', String(kind));
      form.append('file', file);
      return unwrap(c.POST('/api/recruitment/v1/applicant/files', { body: form as never, bodySerializer: (b: unknown) => b as FormData }));
    },
    file: (id: number) => blobOf(c.GET('/api/recruitment/v1/applicant/file', { params: { query: { Id: id } }, parseAs: 'blob' })),
    removeFile: (id: number) => unwrap(c.DELETE('/api/recruitment/v1/applicant/file', { params: { query: { Id: id } } })),
  };
}

export type ResumeFile = Awaited<ReturnType<ReturnType<typeof portalApi>['files']>>[number];

export const PORTAL_KEY = ['applicant-portal'] as const;

export const resumeQuery = (api: Api) => queryOptions({ queryKey: [...PORTAL_KEY, 'resume'], queryFn: () => portalApi(api).resume(), meta: { handlesErrors: true } });

export const jobAdsQuery = (api: Api, query: { pageIndex: number; pageSize: number; searchTerm?: string }) =>
  queryOptions({ queryKey: [...PORTAL_KEY, 'jobAds', query], queryFn: () => portalApi(api).jobAds(query), placeholderData: keepPreviousData, meta: { handlesErrors: true } });

export const jobAdQuery = (api: Api, id: number) => queryOptions({ queryKey: [...PORTAL_KEY, 'jobAd', id], queryFn: () => portalApi(api).jobAd(id), meta: { handlesErrors: true } });

export const applicationsQuery = (api: Api) => queryOptions({ queryKey: [...PORTAL_KEY, 'applications'], queryFn: () => portalApi(api).applications(), meta: { handlesErrors: true } });
