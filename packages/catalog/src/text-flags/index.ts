export { flagText, type TextFlag, type TextFlagKind } from './text-flags';
export { flagMessage, messageWarningOf, type MessageFlagKind } from './message-flags';
export { MONEY_REQUEST_PHRASES, type MoneyPhraseLanguage } from './money-request-phrases';
