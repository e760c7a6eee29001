import { defineModule, STANDARD_ACTIONS } from '../module';
import { role } from './role';

/**
 * Identity and access (api/identity): users, roles, actions, menus and the leads' access. Its screens are pages of
 * their own (apps/web/src/modules/access); the role is an entity only as the target of links.
 */
export const identityModule = defineModule({
  name: 'identity',
  label: { fa: 'کاربران و دسترسی', en: 'Users and access' },
  entities: [role],
  pages: [
    { name: 'AccessManagement', url: '/access-management-2', parent: 'BaseInformation', order: 70, icon: 'shield-lock', label: { fa: 'مدیریت دسترسی', en: 'Access management' }, actions: STANDARD_ACTIONS },
    { name: 'MenusPriority', url: '/menus-priority-2', parent: 'BaseInformation', order: 80, label: { fa: 'منوها و اولویت آن‌ها', en: 'Menus and their order' }, actions: ['Create', 'Update', 'Activate'] },
    { name: 'Otp', url: '/otp-2', parent: 'BaseInformation', order: 95, icon: 'message-code', label: { fa: 'کدهای یک‌بار مصرف', en: 'One-time codes' }, actions: ['Update'] },
    { name: 'LeadsAccessManagement', url: '/manage-leads-access-management', parent: 'BaseInformation', order: 90, label: { fa: 'مدیریت دسترسی سرپرستان', en: 'Leads access management' }, actions: ['Create', 'Delete'] },
  ],
  /**
   * The organisation-wide permission (docs/roles.md): its Update lets a role administer the users of every company
   * and change what is the organisation's (roles, their grants, actions, menus). The Administrator gets it.
   */
  permissions: [
    { name: 'OrganisationAdministration', url: '/organisation-administration', parent: 'BaseInformation', order: 75, label: { fa: 'مدیریت سراسری سازمان (همهٔ شرکت‌ها)', en: 'Organisation-wide administration (every company)' }, actions: ['Update'] },
  ],
  counters: ['users', 'roles', 'activeSessions'],
});
