import { type Span, spansOf } from './span';

const PLATFORMS = String.raw`instagram|insta|ig|facebook|fb|telegram|snapchat|snap|twitter|linkedin|whats\s?app|skype|threads|sharechat`;
const HANDLE = String.raw`[a-z_](?:[a-z0-9._]{0,28}[a-z0-9_])`;
// A platform, then a marker (":", "id", "handle", "@"), then the handle: "insta: priya_s", "snapchat id abc".
const MARKED_HANDLE = new RegExp(
  String.raw`\b(?:${PLATFORMS})\s*(?:\b(?:id|handle|user\s?name)\b\s*(?:is\b|[:=-])?|[:=]|(?=@))\s*@?${HANDLE}`,
  'giu'
);
// After a dash or no marker the next word only counts when it looks like a handle ("IG - priya_s",
// "insta as priya_s"), since "Insta - mostly food pics" and "posting on Instagram daily" are prose.
const ID_LIKE_HANDLE = new RegExp(
  String.raw`\b(?:${PLATFORMS})(?:\s*[-–]\s*|\s+(?:is\s+|as\s+)?)@?[a-z0-9]+[._][a-z0-9._]*[a-z0-9_]`,
  'giu'
);
// Not preceded by a word character, so the "@" of an e-mail address is not a handle.
const AT_HANDLE = new RegExp(String.raw`(?<![\w@.])@${HANDLE}`, 'giu');
// Asking to move the conversation off the site is a contact attempt even without an id.
const INVITATION = new RegExp(
  String.raw`\b(?:whats\s?app|telegram|snapchat|snap)\s+me\b|` +
    String.raw`\b(?:ping|text|msg|message|contact|reach|add|follow|find|dm)\s+(?:me|us)\s+(?:on|at|in|via|through)\s+(?:${PLATFORMS})\b`,
  'giu'
);

/** Social-media handles ("insta: priya_s", "@priya.s") and invitations to reach the member elsewhere. */
export function findHandleSpans(text: string): Span[] {
  return [MARKED_HANDLE, ID_LIKE_HANDLE, AT_HANDLE, INVITATION].flatMap((pattern) => spansOf(pattern, text));
}
