// Mantine's base layers; each component's styles come with it (vite.config.ts, mantineStylesPerComponent).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
// Vazirmatn is bundled with the app (no CDN): regular, Mantine's "medium" (600) and bold.
import '@fontsource/vazirmatn/400.css';
import '@fontsource/vazirmatn/600.css';
import '@fontsource/vazirmatn/700.css';
import './core/layout/global.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApi } from './core/api/api';
import { App } from './core/app/App';
import { initI18n, loadLanguage } from './core/i18n/i18n';
import { applyDocumentLanguage, readStoredLanguage } from './core/i18n/language';
import { createQueryClient } from './core/query/queryClient';
import { createAppRouter } from './core/router/router';

const language = readStoredLanguage();
applyDocumentLanguage(language);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const api = createApi();
const queryClient = createQueryClient();
const router = createAppRouter({ context: { api, queryClient } });

// English texts are fetched when English is the language (Persian is bundled)
void loadLanguage(language).then(() => {
  initI18n(language);
  createRoot(root).render(
    <StrictMode>
      <App language={language} router={router} queryClient={queryClient} api={api} />
    </StrictMode>,
  );
});
