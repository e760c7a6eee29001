import { IconListCheck } from '@tabler/icons-react';

/** The sidebar icon of the module's page. */
export const icons = { '/inbox-2': IconListCheck };
