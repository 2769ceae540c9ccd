import { useEffect } from 'react';
import { BrowserRouter, Loading, Navigate, Route, Routes, setNavigator, useNavigate } from 'shared-kernel';
import { RemoteFallback, RemotePage } from '../remotes/remote-page';
import type { RouteTable, SiteRoute } from '../remotes/route-table';
import { RouteTableContext, useRouteTable } from '../remotes/route-table-context';
import { ScrollMemory } from './scroll-memory';
import { RequireAdmin, RequireLogin, RequirePharmacist } from '../components/guards/route-guards';
import { NotFoundPage } from '../components/feedback/not-found-page';
import { PageTitle } from './page-title';
import { ToastHost } from '../components/feedback/toast-host';
import { Header } from '../components/layout/header';
import { Footer } from '../components/layout/footer';
import { AboutUs } from '../components/layout/about-us';
import { BackToTop } from '../components/layout/back-to-top';
import { ConnectionBar } from '../features/offline/connection-bar';
import { useShellText } from '../i18n';

export { RouteTableContext };

function guarded({ remote, page, guard, title, path }: SiteRoute) {
  const content = (
    <>
      <PageTitle title={title} path={path} />
      <RemotePage remote={remote} page={page} />
    </>
  );
  if (guard === 'login') return <RequireLogin>{content}</RequireLogin>;
  if (guard === 'admin') return <RequireAdmin>{content}</RequireAdmin>;
  if (guard === 'pharmacist') return <RequirePharmacist>{content}</RequirePharmacist>;
  return content;
}

/** Lets kernel code (logout, expired session) navigate with the router. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((path) => navigate(path));
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}

/**
 * A path no loaded manifest claims: wait while manifests are still coming, read the ones kept for
 * later (admin's), show the fallback of a remote whose manifest failed (the path may be one of its
 * pages), and only then say the page does not exist.
 */
function UnmatchedPath() {
  const { table, states } = useRouteTable();
  const all = [...states.values()];
  const loading = all.some((state) => state.status === 'loading');
  const onDemand = all.some((state) => state.status === 'on-demand');
  const failed = [...states.entries()].filter(([, state]) => state.status === 'failed').map(([remote]) => remote);
  // Only once the shop's own manifests are in and none claims the path is admin's asked for.
  useEffect(() => {
    if (!loading && onDemand) table.loadOnDemand();
  }, [table, loading, onDemand]);
  const t = useShellText();
  const waiting = loading || onDemand;
  if (waiting) return <Loading label={t('app.loading')} className="shell-spinner" />;
  if (failed.length) return <RemoteFallback remote={failed} onRetry={() => failed.forEach((remote) => table.retry(remote))} />;
  return <Navigate to="/not-found" replace />;
}

export function AppRoutes() {
  const { routes } = useRouteTable();
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/dashboard" replace />} />
      {routes.map((route) => (
        <Route key={route.path} path={route.path} element={guarded(route)} />
      ))}
      <Route
        path="not-found"
        element={
          <>
            <PageTitle title="Page not found" path="not-found" />
            <NotFoundPage />
          </>
        }
      />
      <Route path="*" element={<UnmatchedPath />} />
    </Routes>
  );
}

export function Layout() {
  const t = useShellText();
  return (
    <>
      <NavigatorBridge />
      <ScrollMemory />
      <a className="shell-skip-link" href="#main">
        {t('app.skip')}
      </a>
      <Header />
      <main id="main" className="shell-main" tabIndex={-1}>
        <AppRoutes />
      </main>
      <AboutUs />
      <Footer />
      <BackToTop />
      <ConnectionBar />
      <ToastHost />
    </>
  );
}

export function App({ routeTable }: { routeTable: RouteTable }) {
  return (
    <RouteTableContext.Provider value={routeTable}>
      <BrowserRouter>
        <Layout />
      </BrowserRouter>
    </RouteTableContext.Provider>
  );
}
