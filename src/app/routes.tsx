import type { RouteObject } from 'react-router-dom';
import { RouteProgress } from '@/components/RouteProgress';
import { SignInExchangingScreen } from '@/features/auth/components/SignInExchangingScreen';
import { RootLayout } from './RootLayout';
import { guardLoader, loginLoader, userCenterLoader } from './routeLoaders';
import { LoginRoute } from './routes/LoginRoute';
import { NotFoundRoute } from './routes/NotFoundRoute';
import { RouteErrorScreen } from './routes/RouteErrorScreen';
import { takeFirstViewHandOver } from './firstView/handOver';

/**
 * docs/session.md's route table, used by the production router and by every story (rendered at a
 * given URL in a memory router). `/`, `/scenter`, `/course/:courseId` and `/grading` load on
 * demand.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorScreen />,
      HydrateFallback: RouteProgress,
      children: [
        {
          index: true,
          HydrateFallback: RouteProgress,
          lazy: async () => {
            const { MainPage } = await import('@/app/pages/MainPage');
            // What was typed into the prerendered page reaches the catalogue from here.
            return {
              Component: () => <MainPage takeFirstViewHandOver={takeFirstViewHandOver} />,
            };
          },
        },
        {
          path: 'scenter',
          loader: userCenterLoader,
          HydrateFallback: RouteProgress,
          lazy: async () => {
            const { UserCenterPage } = await import('@/app/pages/UserCenterPage');
            return { Component: UserCenterPage };
          },
        },
        {
          path: 'course/:courseId',
          loader: guardLoader,
          HydrateFallback: RouteProgress,
          lazy: async () => {
            const { CoursePage } = await import('@/app/pages/CoursePage');
            return { Component: CoursePage };
          },
        },
        {
          path: 'grading',
          loader: guardLoader,
          HydrateFallback: RouteProgress,
          lazy: async () => {
            const { GradingPage } = await import('@/app/pages/GradingPage');
            return { Component: GradingPage };
          },
        },
        {
          path: 'login',
          loader: loginLoader,
          HydrateFallback: SignInExchangingScreen,
          Component: LoginRoute,
        },
        { path: '*', loader: guardLoader, Component: NotFoundRoute },
      ],
    },
  ];
}
