import { natsPermissionsOf, natsServices, type NatsService } from '@matrimony/contracts';

/** The generated accounts file that base/nats/nats.conf includes (regenerate: `npm run nats-authorization -w @matrimony/deploy`). */
export const natsAuthorizationPath = new URL('../base/nats/authorization.conf', import.meta.url);

/** The environment variable of the NATS pod holding a service's password (from Secret `<service>-nats-password`). */
export function natsPasswordVariable(service: NatsService): string {
  return `NATS_PASSWORD_${service.replace(/-/g, '_').toUpperCase()}`;
}

const quoted = (subjects: readonly string[]) => subjects.map((subject) => `"${subject}"`).join(', ');

/**
 * One NATS user per service, each limited to what contracts' natsPermissionsOf grants it (its own events,
 * its own streams and durable consumers, its own inbox, the requests it asks and answers). Passwords are `$VARIABLES` the server reads from
 * its environment, so no value is written here.
 */
export function renderNatsAuthorization(): string {
  const users = natsServices.map((service) => {
    const { publish, subscribe, allowResponses } = natsPermissionsOf(service);
    return [
      `    {`,
      `      user: "${service}"`,
      `      password: $${natsPasswordVariable(service)}`,
      `      permissions: {`,
      `        publish: { allow: [${quoted(publish)}] }`,
      `        subscribe: { allow: [${quoted(subscribe)}] }`,
      // Replies to the requests it answers, to the asker's inbox only, once each.
      ...(allowResponses ? [`        allow_responses: true`] : []),
      `      }`,
      `    }`
    ].join('\n');
  });
  return [
    '# Generated from packages/contracts/src/events/permissions.ts by deploy/bin/render-nats-authorization.ts: do not edit.',
    '# One user per service; anything not allowed here is refused by the server.',
    'authorization {',
    '  users: [',
    users.join('\n'),
    '  ]',
    '}',
    ''
  ].join('\n');
}
