/**
 * The react-router API the frontends use. Every build shares THIS module as `react-router` and
 * `react-router-dom` (see ../shared.ts), so the shell ships only these exports instead of the whole
 * library: a shared module is never tree-shaken, because the host cannot know what remotes will use.
 * Need another react-router export in a remote or the shell? Add it here; test/router-api.spec.ts
 * fails until you do (a missing name would be `undefined` in the browser).
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useHref,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams
} from 'react-router-build';
