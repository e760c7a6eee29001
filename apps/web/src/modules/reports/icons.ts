import { IconChartBar, IconCoins, IconFileCertificate, IconPackageExport, IconReportAnalytics, IconTruck, type Icon } from '@tabler/icons-react';
import { REPORTS } from '@karsaz/entities';

/** The icons the report definitions name (`icon`), and one for those that name none. */
const BY_NAME: Record<string, Icon> = { 'chart-bar': IconChartBar, coins: IconCoins, 'file-certificate': IconFileCertificate, 'package-export': IconPackageExport, 'report-analytics': IconReportAnalytics, truck: IconTruck };

/** The sidebar icon of every report page. */
export const reportIcons: Record<string, Icon> = Object.fromEntries(REPORTS.map((r) => [r.url, BY_NAME[r.icon ?? ''] ?? IconReportAnalytics]));
