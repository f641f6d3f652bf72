/** Keycloak answered with an unexpected status, or could not be reached (status 0). */
export class KeycloakError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    what: string
  ) {
    super(`Keycloak ${what} failed with status ${status}`);
    this.name = 'KeycloakError';
  }
}
