/** An OAuth error, answered as Keycloak does: `{error, error_description}` with the given status. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string
  ) {
    super(description);
  }
}

/** An admin REST error, answered with whatever body Keycloak sends for it (usually `{errorMessage}`). */
export class AdminError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>
  ) {
    super(JSON.stringify(body));
  }
}

export const invalidGrant = (description: string, status = 400) =>
  new OAuthError(status, 'invalid_grant', description);
