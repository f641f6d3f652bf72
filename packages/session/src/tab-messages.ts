import { type KeycloakLike } from './keycloak-like';
import { type SessionMessage } from './token-store';
import { claimOf, type TokenSet } from './tokens';

export type TabMessageActions = {
  /** This tab's keycloak-js instance now (null: signed out here). */
  current: () => KeycloakLike | null;
  isLeader: () => boolean;
  /** Starts this tab's session from another tab's tokens. */
  start: (tokens: TokenSet) => void;
  /** Takes newer tokens of the session this tab is in. */
  follow: (kc: KeycloakLike, tokens: TokenSet) => void;
  /** The leading tab refreshes for a tab that asked. */
  answerRefreshRequest: (kc: KeycloakLike, force: boolean) => Promise<void>;
  /** Another tab signed out. */
  signedOutElsewhere: () => void;
};

/** What this tab does with what the browser's other tabs say (token-store.ts carries the messages). */
export function tabMessageHandler(actions: TabMessageActions): (message: SessionMessage) => void {
  return (message) => {
    const keycloak = actions.current();
    if (message.type === 'signed-out' && keycloak) {
      actions.signedOutElsewhere();
    } else if (message.type === 'tokens' && !keycloak) {
      actions.start(message.tokens);
    } else if (message.type === 'tokens' && keycloak) {
      // The leading tab's own tokens are the newest of its session; it takes only another session's (a new sign-in).
      // Another member's session (a reset link opened in another tab) is started here as that member's, so this
      // tab's member, member data and cached answers change with it; the same member's is simply followed.
      const newSession = claimOf(message.tokens.accessToken, 'sid') !== keycloak.sessionId;
      const otherMember = claimOf(message.tokens.accessToken, 'sub') !== keycloak.subject;
      if (otherMember) actions.start(message.tokens);
      else if (!actions.isLeader() || newSession) actions.follow(keycloak, message.tokens);
    } else if (message.type === 'refresh' && keycloak && actions.isLeader()) {
      void actions.answerRefreshRequest(keycloak, message.force);
    }
  };
}
