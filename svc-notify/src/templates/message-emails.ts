// The unread-messages e-mail: who wrote, never what (a message can hold anything, and an inbox is not the place
// for it), with the safety reminder of the first-message banner.
import { renderEmail, SITE_NAME, type Rendered, type Unsubscribe } from './layout';

export interface UnreadMessagesEmailInput {
  /** The recipient's name for the greeting. */
  fullName: string;
  /** The other member as the conversation shows them. */
  senderName: string;
  /** The conversation on the public site (absolute). */
  url: string;
  unsubscribe: Unsubscribe;
}

export function unreadMessagesEmail(input: UnreadMessagesEmailInput): Rendered {
  return renderEmail({
    subject: `You have new messages from ${input.senderName}`,
    greeting: `Hello ${input.fullName},`,
    paragraphs: [
      `You have new messages from ${input.senderName} on ${SITE_NAME}. Read and reply in your conversation.`
    ],
    action: { label: 'Read the messages', url: input.url },
    after: [
      `Stay safe: never send money to someone you met on ${SITE_NAME}, and never share a one-time password (OTP). We tell you of new messages at most once in six hours per conversation.`
    ],
    unsubscribe: input.unsubscribe
  });
}
