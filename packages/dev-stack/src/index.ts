export { startStack, type StackOptions, type RunningStack } from './stack';
export { OFFLINE_EKYC_PAGE_PATH, startGateway, type Gateway, type GatewayOptions } from './gateway';
export { resolveRoute, routes, type Route, type ResolvedRoute } from './routes';
export {
  createStaticSite,
  startStaticServer,
  type StaticSiteOptions,
  type StaticServer
} from './static-server';
export { cacheControlFor } from './cache-policy';
export { StackError } from './errors';
export { againOnTakenPort, findFreePort } from './ports';
export { ManagedChild, type ChildSpec, type ChildExit } from './child-process';
export { paymentGatewayEnv } from './services';
export { type RazorpayWiring } from './infrastructure';
export {
  fixedPorts,
  services,
  frontends,
  type StackPorts,
  type PortName,
  type ServiceName,
  type FrontendName
} from './topology';
export {
  isReadyMember,
  READY_ACCOUNTS,
  type ReadyAccount,
  type ReadyAdministrator,
  type ReadyMemberKey
} from './demo-accounts';
export { REPLICA_DRAIN_DELAY_MS } from './service-replicas';
