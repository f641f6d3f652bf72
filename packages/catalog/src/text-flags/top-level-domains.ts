/** The endings of addresses members actually share, as a regex alternation. */
export const COMMON_TLDS =
  'com|in|net|org|co|io|me|ly|gl|ee|info|biz|xyz|app|site|online|link|page|edu|uk|us';
