import { createContext, useContext, type ReactNode } from 'react';
import type { Api } from './api';

const ApiContext = createContext<Api | null>(null);

/** Gives the screens the app's one API client (made in main.tsx); tests pass one built on a fake fetch. */
export function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi needs an <ApiProvider> above it');
  return api;
}
