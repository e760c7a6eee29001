import { IconCalendarStats } from '@tabler/icons-react';

/** The sidebar icon of the module's page. */
export const icons = { '/financial/financial-years': IconCalendarStats };
