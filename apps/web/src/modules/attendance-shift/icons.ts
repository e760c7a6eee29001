import { IconCalendarTime } from '@tabler/icons-react';

/** The sidebar icon of the module's page. */
export const icons = { '/shift-month-2': IconCalendarTime };
