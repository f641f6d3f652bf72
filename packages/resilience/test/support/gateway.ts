import { startGateway, type Gateway } from '@matrimony/dev-stack';
import { type Platform } from '../../src/index';

/**
 * The dev gateway in front of a platform's services (every replica: it takes turns between the ready ones and
 * sends a GET that could not get through to another), with no frontends: their routes lead nowhere.
 */
export function startPlatformGateway(platform: Platform): Promise<Gateway> {
  const replicas = (name: keyof Platform['replicas']) => {
    const urls = platform.replicas[name].map((replica) => replica.url);
    return urls.length > 0 ? urls : nowhere;
  };
  const nowhere = 'http://127.0.0.1:9';
  return startGateway({
    port: 0,
    host: '127.0.0.1',
    upstreams: {
      shell: nowhere,
      'mf-public': nowhere,
      'mf-signup': nowhere,
      'mf-account': nowhere,
      'svc-identity': replicas('svc-identity'),
      'svc-profile': replicas('svc-profile'),
      'svc-billing': replicas('svc-billing'),
      'svc-notify': replicas('svc-notify'),
      razorpay: nowhere
    }
  });
}
