import { lazy } from 'react';
import { defineModule, lazyPage } from '../../core/module/module';
import { registerFormAddon, registerListAddon } from '../../core/entity/addons';
import type { recruitmentFa } from './messages';

declare module '../../core/i18n/types' {
  interface ModuleMessages {
    recruitment: typeof recruitmentFa;
  }
}

// an application opened on the recruitment inbox: its current step's interview level, its history, and hiring
registerFormAddon('jobapplication', lazy(() => import('./ApplicationAddon').then((m) => ({ default: m.ApplicationAddon }))));
// the inbox's bulk moves over the ticked applications, and the company's job seekers
registerListAddon('jobapplication', lazy(() => import('./ApplicationsListAddon').then((m) => ({ default: m.ApplicationsListAddon }))));
// a survey's answers summarised with charts
registerFormAddon('satisfaction', lazy(() => import('./SurveySummaryAddon').then((m) => ({ default: m.SurveySummaryAddon }))));
// a personnel record hired from an accepted application starts from the applicant's résumé
registerFormAddon('personnel', lazy(() => import('./PersonnelHireAddon').then((m) => ({ default: m.PersonnelHireAddon }))));

/**
 * Recruitment's additions to the generic screens (packages/entities recruitment): the recruiters' moves on an
 * application of /hr-recruiter-2 (one or many), its tests marked, the job seekers, hiring into /personnel-2, a survey's
 * chart, and the interviewer's dashboard. The applicant's own pages are the applicant module.
 */
export default defineModule({
  name: 'recruitment',
  pages: [{ path: '/interviewer-dashboard-2', titleKey: 'recruitment.interviewer.title', component: lazyPage(() => import('./InterviewerDashboardPage'), 'InterviewerDashboardPage') }],
  // the sidebar's icon comes with the signed-in shell, not with the sign-in page
  icons: () => import('./icons').then((m) => m.icons),
  messages: () => import('./messages').then((m) => ({ fa: { recruitment: m.recruitmentFa }, en: { recruitment: m.recruitmentEn } })),
});
