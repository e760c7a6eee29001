import { IconReportMoney } from '@tabler/icons-react';

/** The sidebar icon of the module's page. */
export const icons = { '/reports/inventory-valuation': IconReportMoney };
