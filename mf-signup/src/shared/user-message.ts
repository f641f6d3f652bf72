// The catalog's messages shown on a page (notices, headings from a message) in the page's language, through
// @matrimony/ui/catalog-text (English unchanged). Toasts need nothing: the Toaster reads them through it itself.
import { type UserMessage } from '@matrimony/catalog/messages';
import { catalogMessage, useCatalogText } from '@matrimony/ui/catalog-text';

/** `const say = useUserMessage(); say(SIGNUP_MESSAGES.mobileAlreadyExists).title`; re-renders on a language switch. */
export function useUserMessage(): (message: UserMessage) => UserMessage {
  useCatalogText();
  return catalogMessage;
}
