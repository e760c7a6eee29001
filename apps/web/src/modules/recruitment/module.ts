import { lazy } from 'react';
import { defineModule } from '../../core/module/module';
import { registerFormAddon } from '../../core/entity/addons';
import type { recruitmentFa } from './messages';

declare module '../../core/i18n/types' {
  interface ModuleMessages {
    recruitment: typeof recruitmentFa;
  }
}

// an application opened on the recruitment inbox: its current step's interview level, its history, and hiring
registerFormAddon('jobapplication', lazy(() => import('./ApplicationAddon').then((m) => ({ default: m.ApplicationAddon }))));
// a personnel record hired from an accepted application starts from the applicant's résumé
registerFormAddon('personnel', lazy(() => import('./PersonnelHireAddon').then((m) => ({ default: m.PersonnelHireAddon }))));

/**
 * Recruitment's additions to the generic screens (packages/entities recruitment): the recruiters' moves on an
 * application of /hr-recruiter-2, and hiring into /personnel-2. The applicant's own pages are the applicant module.
 */
export default defineModule({
  name: 'recruitment',
  messages: () => import('./messages').then((m) => ({ fa: { recruitment: m.recruitmentFa }, en: { recruitment: m.recruitmentEn } })),
});
