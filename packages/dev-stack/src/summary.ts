import { READY_ACCOUNTS } from './demo-accounts';
import { OFFLINE_EKYC_PAGE_PATH } from './gateway';
import type { RunningStack } from './stack';
import { frontends, keycloakBasePath, services } from './topology';

/** The "it is up" banner: where to go, and where each piece answers. */
export function describeStack(stack: Pick<RunningStack, 'url' | 'outboxUrl' | 'ports' | 'dataDir'>): string {
  const { url, ports } = stack;
  const rows: Array<[string, string, string]> = [
    ...services.map((s): [string, string, string] => [
      s.name,
      `${url}${s.prefix}/healthz`,
      `:${ports[s.name]}`
    ]),
    ...frontends.map((f): [string, string, string] => [
      f.name,
      `${url}${f.mount ?? ''}/`,
      `:${ports[f.name]}`
    ]),
    [
      'keycloak',
      `http://127.0.0.1:${ports.keycloak}${keycloakBasePath}/realms/matrimony (not routed by the gateway)`,
      `:${ports.keycloak}`
    ],
    ['nats', `nats://127.0.0.1:${ports.nats}`, `:${ports.nats}`],
    ['mongo', `mongodb://127.0.0.1:${ports.mongo}`, `:${ports.mongo}`]
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  const table = rows
    .map(([name, where, port]) => `  ${name.padEnd(width)}  ${where}  (direct ${port})`)
    .join('\n');
  return [
    '',
    `Matrimony platform is up: ${url}`,
    `Dev outbox (e-mails and SMS that would have been sent): ${stack.outboxUrl}`,
    `Aadhaar offline e-KYC test file (stand-in UIDAI; filled in for the ${READY_ACCOUNTS.free.role}, upload it in Settings → Verification): ${url}${OFFLINE_EKYC_PAGE_PATH}`,
    `Data: ${stack.dataDir}`,
    'Sign in at once (demo accounts; the administrator opens the moderation console at /admin):',
    ...Object.values(READY_ACCOUNTS).map(
      (account) => `  ${account.role.padEnd(14)} mobile ${account.mobile}  password ${account.password}`
    ),
    'Services:',
    table,
    'Press Ctrl-C to stop.',
    ''
  ].join('\n');
}
