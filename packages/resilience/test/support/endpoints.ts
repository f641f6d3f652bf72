// Every public endpoint of every service, as mounted behind the gateway (docs/architecture.md), read
// from the services' contract tables. Path parameters are written :name and filled by the fuzzer.
import { type ServiceApi } from '@matrimony/contracts';
import { billingApi } from '@matrimony/contracts/http/billing';
import { identityApi } from '@matrimony/contracts/http/identity';
import { notifyDevApi } from '@matrimony/contracts/http/notify';
import { profileApi } from '@matrimony/contracts/http/profile';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: Method;
  path: string;
}

const health = (prefix: string): Endpoint[] => [{ method: 'GET', path: `${prefix}/healthz` }];

/** Every route of a contract table, as the gateway exposes it (`/` of a service is its base path plus `/`). */
const routesOf = (api: ServiceApi): Endpoint[] =>
  Object.values(api.routes).map((route) => ({ method: route.method, path: `${api.basePath}${route.path}` }));

/** Every endpoint of every service, from their contract tables (the development stack mounts the outbox too). */
export const publicEndpoints: Endpoint[] = [identityApi, profileApi, billingApi, notifyDevApi].flatMap(
  (api) => [
    ...routesOf(api),
    ...health(api.basePath),
    { method: 'GET' as const, path: `${api.basePath}/openapi.json` }
  ]
);

/** Field names the endpoints read, so generated bodies reach validation and handlers, not only the JSON parser. */
export const knownFields = [
  'mobile',
  'code',
  'challenge',
  'phoneToken',
  'email',
  'password',
  'fullName',
  'token',
  'refresh_token',
  'name',
  'subject',
  'message',
  'order',
  'visible',
  'hidden',
  'photoIds',
  'profileFor',
  'dateOfBirth',
  'gender',
  'lookingFor',
  'height',
  'religion',
  'caste',
  'subCaste',
  'motherTongue',
  'maritalStatus',
  'state',
  'district',
  'education',
  'occupation',
  'companyName',
  'annualIncome',
  'rasi',
  'star',
  'dosham',
  'familyType',
  'fatherOccupation',
  'motherOccupation',
  'siblings',
  'aboutYourself',
  'to',
  'template',
  'reason',
  'details',
  'profileId',
  'product',
  'photoPrivacy',
  'razorpay_order_id',
  'razorpay_payment_id',
  'razorpay_signature',
  'orderId',
  '__proto__',
  'constructor'
];
