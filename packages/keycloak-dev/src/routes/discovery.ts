import { Router } from 'express';
import { exportSPKI } from 'jose';
import { realmUrl, type KeycloakContext } from '../context';

/**
 * `GET /realms/{realm}` (Keycloak's public realm info, handy as a readiness probe),
 * `.well-known/openid-configuration` and `certs`. Only endpoints this server implements are advertised.
 */
export function discoveryRoutes(ctx: KeycloakContext): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const issuer = realmUrl(ctx, req);
    const pem = await exportSPKI(ctx.keys.publicKey);
    res.json({
      realm: ctx.realm.realm,
      public_key: pem.replace(/-----[A-Z ]+-----|\s/g, ''),
      'token-service': `${issuer}/protocol/openid-connect`,
      'account-service': `${issuer}/account`,
      'tokens-not-before': 0
    });
  });
  router.get('/.well-known/openid-configuration', (req, res) => {
    const issuer = realmUrl(ctx, req);
    const oidc = `${issuer}/protocol/openid-connect`;
    res.json({
      issuer,
      token_endpoint: `${oidc}/token`,
      userinfo_endpoint: `${oidc}/userinfo`,
      end_session_endpoint: `${oidc}/logout`,
      jwks_uri: `${oidc}/certs`,
      revocation_endpoint: `${oidc}/revoke`,
      grant_types_supported: ['password', 'refresh_token', 'client_credentials'],
      response_types_supported: ['none'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      userinfo_signing_alg_values_supported: ['none'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      revocation_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      scopes_supported: ['openid', 'profile', 'email'],
      claims_supported: [
        'aud',
        'sub',
        'iss',
        'auth_time',
        'name',
        'given_name',
        'family_name',
        'preferred_username',
        'email',
        'email_verified',
        'acr',
        'azp',
        'sid'
      ],
      code_challenge_methods_supported: ['S256'],
      frontchannel_logout_supported: false,
      backchannel_logout_supported: false
    });
  });
  router.get('/protocol/openid-connect/certs', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json({ keys: [ctx.keys.publicJwk] });
  });
  return router;
}
