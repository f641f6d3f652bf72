export { flagText, type TextFlag, type TextFlagKind } from './text-flags';
export { flagMessage, MESSAGE_FLAG_KINDS, type MessageFlagKind } from './message-flags';
export { MONEY_REQUEST_PHRASES, type MoneyPhraseLanguage } from './money-request-phrases';
