export { sharedModules } from './shared';
export {
  ASSET_PATTERN,
  createAppConfig,
  createRemoteConfig,
  type AppConfigOptions,
  type RemoteConfigOptions
} from './rspack-config';
export {
  REMOTE_NAMES,
  ROUTE_ACCESS,
  ROUTES_EXPOSE,
  routesModuleId,
  type RemoteName,
  type RemoteRoute,
  type RouteAccess,
  type RoutePrefetchContext
} from './routes';
