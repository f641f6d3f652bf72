import { type ErrorRequestHandler } from 'express';
import { SIGNIN_MESSAGES } from '@matrimony/catalog/messages';
import { KeycloakError } from '../keycloak/errors';
import { problem } from '@matrimony/service-kit';

/** Keycloak down or answering oddly: 503 with the spec's generic error, details only in the log. */
export const keycloakErrors: ErrorRequestHandler = (err: unknown, req, _res, next) => {
  if (!(err instanceof KeycloakError)) {
    next(err);
    return;
  }
  req.log.error({ status: err.status, reason: err.message }, 'Keycloak call failed');
  next(problem(503, SIGNIN_MESSAGES.unexpectedError, 'other'));
};
