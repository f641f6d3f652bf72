import { startGateway, type Gateway } from '@matrimony/dev-stack';
import { type Platform } from '../../src/index';

/** The dev gateway in front of a platform's services and Keycloak (no frontends: their routes lead nowhere). */
export function startPlatformGateway(platform: Platform): Promise<Gateway> {
  const upstream = (name: Parameters<Platform['service']>[0]) => platform.service(name).url;
  const nowhere = 'http://127.0.0.1:9';
  return startGateway({
    port: 0,
    host: '127.0.0.1',
    upstreams: {
      shell: nowhere,
      'mf-public': nowhere,
      'mf-signup': nowhere,
      'mf-account': nowhere,
      'svc-identity': upstream('svc-identity'),
      'svc-profile': upstream('svc-profile'),
      'svc-billing': upstream('svc-billing'),
      'svc-notify': upstream('svc-notify'),
      razorpay: nowhere
    }
  });
}
