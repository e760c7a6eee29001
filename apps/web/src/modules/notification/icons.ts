import { IconBell } from '@tabler/icons-react';

/** The sidebar icon of the module's page. */
export const icons = { '/notification-2': IconBell };
