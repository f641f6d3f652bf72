import { expect } from 'chai';
import { z } from 'zod';
import { loadConfig, baseConfigShape, ConfigError, keycloakEndpoints, envString } from '../src/index';

describe('loadConfig', () => {
  it('applies the documented development defaults', () => {
    const config = loadConfig(baseConfigShape, {});
    expect(config).to.include({
      PORT: 3000,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      NATS_URL: 'nats://127.0.0.1:4222',
      KEYCLOAK_REALM: 'matrimony'
    });
    expect(config.MONGO_URL).to.equal(undefined);
    expect(config.KEYCLOAK_ALLOWED_AZP).to.deep.equal(['matrimony-sessions']);
  });

  it('parses numbers and comma lists, treating empty variables as unset', () => {
    const config = loadConfig(baseConfigShape, {
      PORT: '4002',
      KEYCLOAK_ALLOWED_AZP: 'matrimony-web, admin-ui',
      MONGO_URL: ''
    });
    expect(config.PORT).to.equal(4002);
    expect(config.KEYCLOAK_ALLOWED_AZP).to.deep.equal(['matrimony-web', 'admin-ui']);
    expect(config.MONGO_URL).to.equal(undefined);
  });

  it('reads stream replicas and the shutdown bound, refusing values a cluster cannot honour', () => {
    const config = loadConfig(baseConfigShape, { NATS_STREAM_REPLICAS: '3', SHUTDOWN_TIMEOUT_MS: '25000' });
    expect(config).to.include({ NATS_STREAM_REPLICAS: 3, SHUTDOWN_TIMEOUT_MS: 25000 });
    expect(loadConfig(baseConfigShape, {})).to.include({
      NATS_STREAM_REPLICAS: 1,
      SHUTDOWN_TIMEOUT_MS: 10000
    });
    expect(() => loadConfig(baseConfigShape, { NATS_STREAM_REPLICAS: '0' })).to.throw(
      ConfigError,
      'NATS_STREAM_REPLICAS'
    );
  });

  it('throws a ConfigError naming every bad and missing variable', () => {
    const shape = { ...baseConfigShape, KEYCLOAK_CLIENT_SECRET: envString() };
    let error: unknown;
    try {
      loadConfig(shape, { PORT: 'eighty', MONGO_URL: 'http://db' });
    } catch (err) {
      error = err;
    }
    expect(error).to.be.instanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).to.contain('PORT:');
    expect(message).to.contain('MONGO_URL: must start with mongodb://');
    expect(message).to.contain('KEYCLOAK_CLIENT_SECRET: is required but not set');
  });

  it('accepts a service-specific shape', () => {
    const config = loadConfig({ PUBLIC_URL: z.url().default('http://localhost:8080') }, {});
    expect(config.PUBLIC_URL).to.equal('http://localhost:8080');
  });
});

describe('keycloakEndpoints', () => {
  it('derives the issuer and JWKS address from the realm URL', () => {
    const config = loadConfig(baseConfigShape, { KEYCLOAK_URL: 'http://kc:8180/auth/' });
    expect(keycloakEndpoints(config)).to.deep.equal({
      issuer: 'http://kc:8180/auth/realms/matrimony',
      jwksUri: 'http://kc:8180/auth/realms/matrimony/protocol/openid-connect/certs'
    });
  });

  it('prefers an explicit public issuer', () => {
    const config = loadConfig(baseConfigShape, {
      KEYCLOAK_ISSUER: 'http://localhost:8080/auth/realms/matrimony'
    });
    expect(keycloakEndpoints(config).issuer).to.equal('http://localhost:8080/auth/realms/matrimony');
  });
});
