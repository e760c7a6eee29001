import { IconShieldLock } from '@tabler/icons-react';

/** The sidebar icon of the module's page. */
export const icons = { '/access-management-2': IconShieldLock };
