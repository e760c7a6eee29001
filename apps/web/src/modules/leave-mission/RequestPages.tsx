import { Stack, Tabs, Text, Title } from '@mantine/core';
import { findEntity, type EntityDefinition, type EntityPage } from '@karsaz/entities';
import { useTranslation } from 'react-i18next';
import { EntityListPage } from '../../core/entity/EntityListPage';
import type { leaveMissionFa } from './messages';

/**
 * The attendance corrections' entity, when the attendance part defines it: its list is the first tab of a person's
 * requests (its definition lists /personnel-requests-2 among its pages, `menu.also`); until then the tab says so.
 */
export const ATTENDANCE_CORRECTION_ENTITY = 'attendancecorrection';

type TabKey = keyof typeof leaveMissionFa.tabs;
type PageKey = keyof typeof leaveMissionFa.routes;

interface TabDef {
  key: TabKey;
  entity: string;
}

/** One entity's generic list as a tab of `url`: the page's permissions decide its buttons. */
function EntityTab({ entity, url }: { entity: EntityDefinition; url: string }) {
  const page: EntityPage = { url, parent: entity.menu.parent, label: entity.label.plural, entity, titleKey: `entities.${entity.name}` };
  return <EntityListPage entity={entity} page={page} />;
}

function TabsPage({ url, titleKey, labelKey, tabs, slot }: { url: string; titleKey: PageKey; labelKey: 'tabsLabel' | 'missionTabsLabel'; tabs: TabDef[]; slot?: TabDef }) {
  const { t } = useTranslation();
  const all = [...(slot ? [slot] : []), ...tabs];
  return (
    <Stack>
      <Title order={1} size="h3">{t(`leaveMission.routes.${titleKey}`)}</Title>
      {/* only the open tab is mounted: one list, one set of keyboard shortcuts */}
      <Tabs defaultValue={tabs[0]!.key} keepMounted={false} aria-label={t(`leaveMission.${labelKey}`)}>
        <Tabs.List>
          {all.map((tab) => (
            <Tabs.Tab key={tab.key} value={tab.key} data-tab={tab.key}>
              {t(`leaveMission.tabs.${tab.key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {all.map((tab) => {
          const entity = findEntity(tab.entity);
          return (
            <Tabs.Panel key={tab.key} value={tab.key} pt="sm">
              {entity ? <EntityTab entity={entity} url={url} /> : <Text c="dimmed" data-testid="attendance-slot">{t('leaveMission.attendanceEmpty')}</Text>}
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}

/** /personnel-requests-2: a person's requests, attendance corrections, leave and missions with their extensions. */
export function PersonnelRequestsPage() {
  return (
    <TabsPage
      url="/personnel-requests-2"
      titleKey="personnelRequests"
      labelKey="tabsLabel"
      slot={{ key: 'attendance', entity: ATTENDANCE_CORRECTION_ENTITY }}
      tabs={[
        { key: 'leave', entity: 'leaverequest' },
        { key: 'leaveExtensions', entity: 'leaveextension' },
        { key: 'missions', entity: 'mission' },
        { key: 'missionExtensions', entity: 'missionextension' },
      ]}
    />
  );
}

/** /mission-management-2: missions, their vehicles, residences, per-diem currency and extensions. */
export function MissionManagementPage() {
  return (
    <TabsPage
      url="/mission-management-2"
      titleKey="missionManagement"
      labelKey="missionTabsLabel"
      tabs={[
        { key: 'missions', entity: 'mission' },
        { key: 'vehicles', entity: 'missionvehicle' },
        { key: 'residences', entity: 'missionresidence' },
        { key: 'currencies', entity: 'missioncurrency' },
        { key: 'missionExtensions', entity: 'missionextension' },
      ]}
    />
  );
}
