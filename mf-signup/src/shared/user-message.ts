// The catalog's messages (toasts, notices) in the page's language, through @matrimony/ui/catalog-text: the English
// title and description in, the active locale's out (English unchanged).
import { type UserMessage } from '@matrimony/catalog/messages';
import { useCatalogText } from '@matrimony/ui/catalog-text';

/** `const say = useUserMessage(); toast({ ...say(SIGNUP_MESSAGES.invalidMobile), variant })`. */
export function useUserMessage(): (message: UserMessage) => UserMessage {
  const text = useCatalogText();
  return (message) => ({
    ...message,
    title: text(message.title),
    ...(message.description === undefined ? {} : { description: text(message.description) })
  });
}
