import { useTranslation } from 'react-i18next';
import { StatusPage } from './StatusPage';

/** Shown when the user's menus do not hold the first segment of the requested path (spec §2, §6). */
export function AccessBlockPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code={t('status.accessBlock.code')}
      title={t('status.accessBlock.title')}
      description={t('status.accessBlock.description')}
    />
  );
}
