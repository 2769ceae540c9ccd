// A page for running one remote on its own during development: its routes, a sign-in box, toasts.
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import 'shared-kernel/ui.css';
import {
  api,
  apiErrorMessage,
  BrowserRouter,
  Link,
  logout,
  on,
  type RemoteName,
  type RouteEntry,
  Route,
  Routes,
  setNavigator,
  setTokens,
  type ToastMessage,
  trackCartCount,
  useAuth,
  useCartCount,
  useNavigate,
} from 'shared-kernel';

function Toasts() {
  const [toasts, setToasts] = useState<(ToastMessage & { id: number })[]>([]);
  useEffect(
    () =>
      on('toast:show', (message) => {
        const id = Date.now() + Math.random();
        setToasts((list) => [...list, { ...message, id }]);
        if (!message.sticky) setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), message.duration ?? 4000);
      }),
    [],
  );
  return (
    <div style={{ position: 'fixed', top: 10, right: 10, zIndex: 99 }}>
      {toasts.map((t) => (
        <div key={t.id} role="status" style={{ background: '#fff', border: '1px solid #ccc', padding: 8, marginBottom: 6 }}>
          <strong>{t.summary}</strong> {t.detail}
        </div>
      ))}
    </div>
  );
}

function SignIn() {
  const name = useAuth((s) => s.claims?.name);
  const count = useCartCount();
  const [username, setUsername] = useState('admin');
  const [password, setPassword] = useState('Admin#Pharmacy2026');
  const [error, setError] = useState('');
  if (name)
    return (
      <span>
        Signed in as {name} · cart {count} · <button onClick={logout}>Log out</button>
      </span>
    );
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        try {
          const { data } = await api.post('/api/user/authenticate', { body: { username, password } });
          setTokens(data);
        } catch (failure) {
          setError(apiErrorMessage(failure, 'Login failed'));
        }
      }}
    >
      <input aria-label="username" value={username} onChange={(e) => setUsername(e.target.value)} />
      <input aria-label="password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <button>Sign in</button> {error}
    </form>
  );
}

function Navigator() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((path) => navigate(path)), [navigate]);
  return null;
}

export function startHarness(remote: RemoteName, pages: Record<string, ComponentType>, routes: readonly RouteEntry[]): void {
  trackCartCount();
  createRoot(document.getElementById('root')!).render(
    <BrowserRouter>
      <Navigator />
      <header style={{ padding: 8, background: '#e6f4ed', display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <strong>{remote} harness</strong>
        {routes.map((route) => (
          <Link key={route.path} to={`/${route.path.replace(/:\w+/g, 'REPLACE-ID')}`}>
            {route.path}
          </Link>
        ))}
        <SignIn />
      </header>
      <main style={{ padding: 16 }}>
        <Suspense fallback={<p>Loading...</p>}>
          <Routes>
            {routes.map((route) => {
              const Page = pages[route.page];
              return <Route key={route.path} path={route.path} element={Page ? <Page /> : <p>Missing page {route.page}</p>} />;
            })}
            <Route path="*" element={<p>Pick a page above.</p>} />
          </Routes>
        </Suspense>
      </main>
      <Toasts />
    </BrowserRouter>,
  );
}
