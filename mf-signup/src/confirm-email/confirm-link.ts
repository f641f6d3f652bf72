// The e-mail change link: its token (in the fragment, as reset links) and what a refusal means.
import { CONTACT_CHANGE_MESSAGES, type UserMessage } from '@matrimony/catalog/messages';
import { asProblem, problemMessage } from '@matrimony/session';

export { linkToken } from '../shared/link-token';

export type LinkOutcome = { kind: 'invalidLink' } | { kind: 'failed'; message: UserMessage };

/** A dead link (used, replaced, expired, forged) or a failure to show with the service's words. */
export function linkFailure(error: unknown): LinkOutcome {
  const code = asProblem(error)?.code;
  if (code === 'invalid_email_change_link') return { kind: 'invalidLink' };
  if (code === 'email_already_exists') return { kind: 'failed', message: problemMessage(error) };
  return { kind: 'failed', message: problemMessage(error, CONTACT_CHANGE_MESSAGES.emailLinkCheckFailed) };
}
