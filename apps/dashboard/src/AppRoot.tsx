import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from './PageLoading';
import { SessionExpiredController } from './shell/SessionExpiredController';

/** Root of every route: the page, and the one Session Expired dialog of the app. */
export function AppRoot() {
  return (
    <>
      <Suspense fallback={<PageLoading fullPage />}>
        <Outlet />
      </Suspense>
      <SessionExpiredController />
    </>
  );
}
