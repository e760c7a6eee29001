import { VIEW_ALL_ACTION } from '../definition';
import { defineModule } from '../module';
import { HR_MENU, MISSION_MANAGEMENT_URL, PERSONNEL_REQUESTS_URL } from './common';
import { leaveExtension, leaveRequest, leaveType } from './leave';
import { mission, missionCurrency, missionExtension, missionResidence, missionVehicle } from './mission';

const DOC = ['Create', 'Update', 'Delete', 'Submit', 'Cancel'];

/**
 * Leave and missions (issue 15, api/hr/v1): leave types, leave requests and their extensions, missions with their
 * vehicles, residences, per-diem currency and extensions. Two pages of tabs: a person's requests
 * (`/personnel-requests-2`: attendance corrections, leave, missions) and the missions' management
 * (`/mission-management-2`: missions, vehicles, residences, per-diem currency), drawn by apps/web/src/modules/leave-mission.
 */
export const leaveMissionModule = defineModule({
  name: 'leave-mission',
  label: { fa: 'مرخصی و مأموریت', en: 'Leave and missions' },
  entities: [leaveType, leaveRequest, leaveExtension, mission, missionVehicle, missionResidence, missionCurrency, missionExtension],
  menuOrder: 380,
  actions: [{ name: VIEW_ALL_ACTION, label: { fa: 'مشاهدهٔ درخواست‌های همه', en: 'View everyone’s requests' } }],
  pages: [
    // ViewAll: every person's requests there, not only the caller's own (menu.personal)
    { name: 'PersonnelRequests', url: PERSONNEL_REQUESTS_URL, parent: HR_MENU, icon: 'file-text', label: { fa: 'درخواست‌های پرسنل', en: 'Personnel requests' }, actions: [...DOC, VIEW_ALL_ACTION] },
    {
      name: 'MissionManagement', url: MISSION_MANAGEMENT_URL, parent: HR_MENU, icon: 'plane', label: { fa: 'مدیریت مأموریت‌ها', en: 'Mission management' },
      // the missions' own steps, and the mission unit's: payment, and each item's confirm, reject and paid
      actions: [...DOC, 'ConfirmForPayment', 'MarkPaid', 'Confirm', 'Reject'],
    },
  ],
});
