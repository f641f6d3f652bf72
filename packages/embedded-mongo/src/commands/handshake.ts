import type { CommandHandler } from './context';

const hello: CommandHandler = (ctx) => ({
  helloOk: true,
  ismaster: true,
  isWritablePrimary: true,
  // No topologyVersion: streaming hello is not implemented, so the driver polls instead.
  maxBsonObjectSize: 16 * 1024 * 1024,
  maxMessageSizeBytes: 48_000_000,
  maxWriteBatchSize: 100_000,
  localTime: new Date(),
  logicalSessionTimeoutMinutes: 30,
  connectionId: ctx.connectionId,
  minWireVersion: 0,
  maxWireVersion: 17,
  readOnly: false,
  ok: 1
});

export const handshakeCommands: Record<string, CommandHandler> = {
  hello,
  isMaster: hello,
  ping: () => ({ ok: 1 }),
  buildInfo: () => ({
    version: '6.0.0',
    gitVersion: 'embedded-mongo',
    versionArray: [6, 0, 0, 0],
    bits: 64,
    maxBsonObjectSize: 16 * 1024 * 1024,
    storageEngines: ['embedded'],
    ok: 1
  }),
  endSessions: () => ({ ok: 1 }),
  killSessions: () => ({ ok: 1 }),
  getParameter: () => ({ featureCompatibilityVersion: { version: '6.0' }, ok: 1 }),
  hostInfo: (ctx) => ({ system: { hostname: `${ctx.server.host}:${ctx.server.port}` }, ok: 1 }),
  serverStatus: (ctx) => ({
    host: `${ctx.server.host}:${ctx.server.port}`,
    version: '6.0.0',
    process: 'embedded-mongo',
    uptime: (Date.now() - ctx.server.startedAt.getTime()) / 1000,
    localTime: new Date(),
    ok: 1
  })
};
