import { IconCalculator } from '@tabler/icons-react';

/** The sidebar icon of the module's page. */
export const icons = { '/estimation/wizard-2': IconCalculator };
