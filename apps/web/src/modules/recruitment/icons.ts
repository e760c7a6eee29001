import { IconCalendarUser } from '@tabler/icons-react';

/** The sidebar icon of the module's page. */
export const icons = { '/interviewer-dashboard-2': IconCalendarUser };
