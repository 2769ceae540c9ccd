import { useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, setNavigator, useNavigate } from 'shared-kernel';
import { remoteRoutes, type RemoteRoute } from 'shared-kernel';
import { RemotePage } from '../remotes/remote-page';
import { RequireAdmin, RequireLogin } from '../components/guards/route-guards';
import { NotFoundPage } from '../components/feedback/not-found-page';
import { ToastHost } from '../components/feedback/toast-host';
import { Header } from '../components/layout/header';
import { Footer } from '../components/layout/footer';
import { AboutUs } from '../components/layout/about-us';
import { BackToTop } from '../components/layout/back-to-top';

function guarded({ remote, page, guard }: RemoteRoute) {
  const content = <RemotePage remote={remote} page={page} />;
  if (guard === 'login') return <RequireLogin>{content}</RequireLogin>;
  if (guard === 'admin') return <RequireAdmin>{content}</RequireAdmin>;
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

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/dashboard" replace />} />
      {remoteRoutes.map((route) => (
        <Route key={route.path} path={route.path} element={guarded(route)} />
      ))}
      <Route path="not-found" element={<NotFoundPage />} />
      <Route path="*" element={<Navigate to="/not-found" replace />} />
    </Routes>
  );
}

export function Layout() {
  return (
    <>
      <NavigatorBridge />
      <a className="shell-skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="shell-main" tabIndex={-1}>
        <AppRoutes />
      </main>
      <AboutUs />
      <Footer />
      <BackToTop />
      <ToastHost />
    </>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <Layout />
    </BrowserRouter>
  );
}
