import type { RequestHandler } from 'express';
import type { KeycloakContext } from '../context';

/** Browsers may call the OIDC endpoints from any origin a client lists in `webOrigins`. */
export function corsForWebOrigins(ctx: KeycloakContext): RequestHandler {
  const allowed = new Set(ctx.realm.clients.flatMap((c) => c.webOrigins));
  return (req, res, next) => {
    const origin = req.get('origin');
    if (!origin || !allowed.has(origin)) return next();
    res.set({
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Credentials': 'true',
      Vary: 'Origin'
    });
    if (req.method !== 'OPTIONS') return next();
    res
      .set({
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type',
        'Access-Control-Max-Age': '3600'
      })
      .status(200)
      .end();
  };
}
