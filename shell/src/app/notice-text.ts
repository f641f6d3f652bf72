import { SESSION_MESSAGES, type UserMessage } from '@matrimony/catalog/messages';
import { translate } from '@matrimony/i18n';
import { shellMessages } from '../messages';

/**
 * A notice the session raises (the toast shows at once, so in the page's language now): the end of Premium from
 * the shell's catalogue; any other message as it came.
 */
export function noticeText(message: UserMessage): UserMessage {
  if (message === SESSION_MESSAGES.subscriptionExpired)
    return {
      title: translate(shellMessages, 'shell.premiumEnded.title'),
      description: translate(shellMessages, 'shell.premiumEnded.text')
    };
  return message;
}
