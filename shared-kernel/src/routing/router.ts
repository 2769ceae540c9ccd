/**
 * The storefront's one router. The shell and every remote take routing from here and never import
 * react-router-dom themselves: the kernel is a shared singleton, so host and remotes see one router
 * (one set of React contexts), and webpack keeps only the parts of react-router listed here (about
 * 9 KB gzip) instead of the whole package, which a shared react-router-dom ships (about 29 KB),
 * because a shared module can't be tree-shaken. `tooling/architecture` checks the rule.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  // Only to carry the router into a page hydrated in its own React root (first-view.tsx).
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
