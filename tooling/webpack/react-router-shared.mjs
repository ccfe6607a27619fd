// The module every build provides as the shared `react-router` singleton (React Router 8: one package,
// no react-router-dom).
//
// Shared modules are never tree-shaken (a provider cannot know what consumers will use), so sharing the
// package itself ships all of React Router — data routers, RSC, server rendering, cookie parsing —
// about 65 KB gzip on every page. The product uses declarative routing only, so this module re-exports
// that API from React Router's own build and webpack drops the rest. Only names the app's code imports are
// listed (each extra one ships on every page): tooling/test checks both ways, every name any package imports
// from react-router is exported here and nothing else is. Test helpers (MemoryRouter) use React Router
// itself under Jest.
export {
  BrowserRouter,
  Routes,
  Route,
  Navigate,
  Link,
  NavLink,
  Outlet,
  useNavigate,
  useLocation,
  useParams,
  useRoutes,
  matchPath,
} from '@react-router-implementation';
