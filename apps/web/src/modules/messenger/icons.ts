import { IconBrandTelegram } from '@tabler/icons-react';

/** The sidebar icon of the module's page. */
export const icons = { '/telegramChat-2': IconBrandTelegram };
