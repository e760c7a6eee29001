import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/api/ApiProvider';
import { profileQuery } from '../../core/auth/queries';
import { useLanguage } from '../../core/i18n/useLanguage';
import { MAIN_PAGE_TITLE_MAX, mainPageErrors, readMainPage, reachablePages, writeMainPage } from './mainPage';

/** The main page (the mobile bar's second entry): one of the pages the user's menus reach, and its title. */
export function MainPageSetting() {
  const { t } = useTranslation();
  const api = useApi();
  const language = useLanguage();
  const profile = useQuery(profileQuery(api)).data;
  const pages = useMemo(() => reachablePages(profile?.menus ?? [], language), [profile, language]);
  const [stored, setStored] = useState(readMainPage);
  const [url, setUrl] = useState(stored?.url ?? '');
  const [title, setTitle] = useState(stored?.title ?? '');
  const [errors, setErrors] = useState<{ url: string | null; title: string | null }>({ url: null, title: null });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = mainPageErrors({ url, title }, pages, t);
    setErrors(found);
    if (found.url || found.title) return;
    const page = { url, title: title.trim() };
    if (!writeMainPage(page)) return;
    setStored(page);
    setTitle(page.title);
    notifications.show({ color: 'success', message: t('home.setting.mainPage.saved'), autoClose: 3000 });
  };

  return (
    <Paper withBorder p="lg" id="main-page" component="section" aria-labelledby="setting-main-page">
      <Title order={2} size="h4" id="setting-main-page">
        {t('home.setting.mainPage.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('home.setting.mainPage.hint')}
      </Text>
      {pages.length === 0 ? (
        <Alert color="warning" variant="light">
          {t('home.setting.mainPage.noPages')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate data-testid="main-page-form">
          <Stack gap="md">
            <Group grow align="flex-start" wrap="wrap">
              <Select
                label={t('home.setting.mainPage.page')}
                placeholder={t('home.setting.mainPage.pagePlaceholder')}
                data={pages}
                value={url || null}
                searchable
                required
                allowDeselect={false}
                nothingFoundMessage={t('home.setting.mainPage.noPages')}
                error={errors.url}
                onChange={(value) => {
                  const next = value ?? '';
                  // the page's own name is offered as the title until the user writes one
                  const previousLabel = pages.find((p) => p.value === url)?.label ?? '';
                  if (!title.trim() || title === previousLabel) setTitle(pages.find((p) => p.value === next)?.label ?? '');
                  setUrl(next);
                  setErrors((e) => ({ ...e, url: null }));
                }}
              />
              <TextInput
                label={t('home.setting.mainPage.label')}
                value={title}
                required
                maxLength={MAIN_PAGE_TITLE_MAX + 20}
                error={errors.title}
                onChange={(event) => {
                  setTitle(event.currentTarget.value);
                  setErrors((e) => ({ ...e, title: null }));
                }}
              />
            </Group>
            <Group justify="space-between">
              <Text size="sm" c="dimmed" data-testid="main-page-current">
                {stored ? t('home.setting.mainPage.current', { title: stored.title || stored.url }) : t('home.setting.mainPage.none')}
              </Text>
              <Button type="submit">{t('home.setting.mainPage.save')}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
