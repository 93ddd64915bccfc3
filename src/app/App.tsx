import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { AppThemeProvider } from '@/components/theme/AppThemeProvider';
import { ToastHost } from '@/components/ToastHost';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The providers every face of the product shares: theme, router, toasts. */
export function App({ router }: { router: AppRouter }) {
  return (
    <AppThemeProvider>
      <RouterProvider router={router} />
      <ToastHost />
    </AppThemeProvider>
  );
}
