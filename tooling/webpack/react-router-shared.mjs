// The module every build provides as the shared `react-router` / `react-router-dom` singleton.
//
// Shared modules are never tree-shaken (a provider cannot know what consumers will use), so sharing the
// packages themselves ships all of React Router 7 — data routers, RSC, server rendering, cookie parsing —
// about 65 KB gzip on every page. The product uses declarative routing only, so this module re-exports
// that API from React Router's own build and webpack drops the rest. Only names the app's code imports are
// listed (each extra one ships on every page): tooling/test checks both ways, every name any package imports
// from react-router(-dom) is exported here and nothing else is. Test helpers (MemoryRouter) use React Router
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
