import { Outlet } from '@tanstack/react-router';
import { useDocumentTitle } from '../router/title';

/** The root of every page: keeps the document title in step with the route. */
export function RootLayout() {
  useDocumentTitle();
  return <Outlet />;
}
