import { useTranslation } from 'react-i18next';
import { StatusPage } from './StatusPage';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code={t('status.notFound.code')}
      title={t('status.notFound.title')}
      description={t('status.notFound.description')}
    />
  );
}
