import { redirect } from '@tanstack/react-router';
import { ensureApplicantSession } from '../../core/auth/queries';
import { defineModule, lazyPage } from '../../core/module/module';

/** The applicants' own dashboard (their own session, outside the staff shell). */
export default defineModule({
  name: 'applicant',
  pages: [
    {
      layout: 'root',
      path: '/applicant-dashboard',
      titleKey: 'routes.applicantDashboard',
      beforeLoad: async ({ context }) => {
        if (!(await ensureApplicantSession(context))) throw redirect({ to: '/applicant-register', replace: true } as never);
      },
      component: lazyPage(() => import('./ApplicantDashboardPage'), 'ApplicantDashboardPage'),
    },
  ],
});
