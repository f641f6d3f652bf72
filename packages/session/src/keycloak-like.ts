import { ensurePromiseWithResolvers } from './polyfills';

export type KeycloakConfig = { url: string; realm: string; clientId: string };

/** The part of a keycloak-js instance the session uses (tests pass a fake). */
export type KeycloakLike = {
  token?: string;
  refreshToken?: string;
  idToken?: string;
  tokenParsed?: Record<string, unknown>;
  idTokenParsed?: Record<string, unknown>;
  onAuthLogout?: () => void;
  init(options: { token: string; refreshToken: string; idToken?: string; checkLoginIframe: false }): Promise<boolean>;
  updateToken(minValiditySeconds: number): Promise<boolean>;
  clearToken(): void;
};

/** keycloak-js is loaded on first use, so visitors who never sign in never download it. */
export async function createKeycloak(config: KeycloakConfig): Promise<KeycloakLike> {
  ensurePromiseWithResolvers();
  const { default: Keycloak } = await import('keycloak-js');
  return new Keycloak(config) as unknown as KeycloakLike;
}
