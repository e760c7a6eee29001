import { IconMessageCode } from '@tabler/icons-react';

/** The sidebar icon of the module's page. */
export const icons = { '/otp-2': IconMessageCode };
