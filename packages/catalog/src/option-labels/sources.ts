// Every English text the catalog exports for members to read, by catalog-text group: what the Hindi and Tamil
// dictionaries must cover (test/catalog-text.spec.ts). Not imported by the frontends' bundles.
import * as messages from '../messages';
import {
  emailChangeLinkSentMessage,
  otpSentMessage,
  reportAlreadyOpenMessage,
  reportDetailsRequiredMessage,
  tooLongMessage
} from '../messages';
import {
  CONVERSATION_MESSAGES,
  CONVERSATION_TEXTS,
  LEFT_MEMBER_NAME,
  MESSAGE_REPORT_REASONS
} from '../conversations';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_CHANNELS } from '../notifications';
import { CASTES_BY_RELIGION } from '../options/castes';
import { DECLINE_REASONS, INTEREST_TEMPLATES, REPORT_REASONS } from '../options/connections';
import { ID_DOCUMENT_KINDS, ID_DOCUMENT_REJECT_REASONS } from '../options/id-documents';
import { MODERATION_REJECT_REASONS } from '../options/moderation';
import { PHOTO_CHECK_MESSAGES, PHOTO_CHECK_REJECT_REASONS, SELFIE_POSES } from '../options/photo-check';
import {
  GRIEVANCE_TIMELINES,
  SUPPORT_MESSAGES,
  TICKET_CATEGORIES,
  TICKET_FORM_ERRORS,
  TICKET_STATUSES
} from '../support';
import { EDUCATION_BAND_LABELS, EDUCATION_LEVELS } from '../options/education';
import { PARENT_OCCUPATIONS, SIBLINGS } from '../options/family';
import { HEIGHTS } from '../options/heights';
import {
  DOSHAM_LABELS,
  DOSHAM_OPTIONS,
  HOROSCOPE_UNKNOWN,
  RASIS,
  STARS,
  rasiLabel
} from '../options/horoscope';
import { HOROSCOPE_TRADITION_OPTIONS } from '../options/horoscope-tradition';
import { ANNUAL_INCOMES } from '../options/income';
import { MOTHER_TONGUES } from '../options/languages';
import { OCCUPATIONS } from '../options/occupations';
import {
  FAMILY_TYPE_LABELS,
  GENDER_LABELS,
  LOOKING_FOR_LABELS,
  MARITAL_STATUS_LABELS
} from '../options/person';
import { PROFILE_CREATORS, PROFILE_FOR_LABELS, profileCreatedByPhrase } from '../options/profile-for';
import { GENDERS } from '../options/person';
import { NOT_APPLICABLE, OTHERS_NOT_LISTED, PREFER_NOT_TO_SAY, RELIGIONS } from '../options/religions';
import {
  ABOUT_YOURSELF_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  NO_INFORMATION,
  PASSWORD_MAX_LENGTH,
  SUB_CASTE_MAX_LENGTH
} from '../constants';
import { STATES } from '../options/locations';
import { QUICK_SEARCH_SEEKING_LABELS } from '../quick-search-options';
import { PREFERENCE_LABELS } from '../validation/preferences';
import { type CatalogTextDictionary } from './index';

const isUserMessage = (value: unknown): value is messages.UserMessage =>
  typeof value === 'object' && value !== null && typeof (value as { title?: unknown }).title === 'string';

/** The title and description of every fixed message messages.ts exports (messages built at run time are not). */
export function catalogMessageTexts(): string[] {
  return Object.values(messages).flatMap((group) =>
    typeof group === 'object' && group !== null && !Array.isArray(group)
      ? Object.values(group)
          .filter(isUserMessage)
          .flatMap((message) => [message.title, ...(message.description ? [message.description] : [])])
      : []
  );
}

/** The messages built at run time, each built with its placeholders as values: their titles and templates. */
export function templateMessageTexts(): string[] {
  return [
    otpSentMessage('{number}'),
    emailChangeLinkSentMessage('{address}'),
    reportDetailsRequiredMessage('{minLength}' as unknown as number),
    reportAlreadyOpenMessage('{ticketNumber}'),
    SUPPORT_MESSAGES.ticketOpened,
    { title: TICKET_FORM_ERRORS.tooLong('{max}' as unknown as number) }
  ].flatMap((message: messages.UserMessage) => [
    message.title,
    ...(message.description === undefined ? [] : [message.description])
  ]);
}

/**
 * What members read from the catalog's member-facing lists: the interest messages and decline reasons they send
 * each other, the report reasons, and the texts of a moderator's rejection of a profile or an ID document (the
 * moderators' own labels stay English), who created a profile ("Profile created by her parent"), the help desk's categories, statuses and messages, and the
 * photo check's poses, messages and rejection texts, and conversations' (the message report reasons, the safety note, the
 * warnings under a flagged message, the sentences of an ended conversation, the conversation endpoints' problems, the name of a member who left).
 */
export function memberOptionTexts(): string[] {
  return [
    ...INTEREST_TEMPLATES.map((template) => template.text),
    ...DECLINE_REASONS.map((reason) => reason.text),
    ...REPORT_REASONS.map((reason) => reason.label),
    ...MODERATION_REJECT_REASONS.map((reason) => reason.text),
    ...ID_DOCUMENT_KINDS.map((kind) => kind.label),
    ...ID_DOCUMENT_REJECT_REASONS.map((reason) => reason.text),
    ...PROFILE_CREATORS.flatMap((creator) =>
      GENDERS.map((gender) => profileCreatedByPhrase(creator, gender))
    ),
    ...TICKET_CATEGORIES.map((category) => category.label),
    ...TICKET_STATUSES.map((status) => status.label),
    ...Object.values(SUPPORT_MESSAGES).flatMap((message) => [message.title, message.description]),
    ...Object.values(TICKET_FORM_ERRORS).filter((error) => typeof error === 'string'),
    GRIEVANCE_TIMELINES,
    ...SELFIE_POSES.map((pose) => pose.instruction),
    ...Object.values(PHOTO_CHECK_MESSAGES).flatMap((message) => [message.title, message.description]),
    ...PHOTO_CHECK_REJECT_REASONS.map((reason) => reason.text),
    ...MESSAGE_REPORT_REASONS.map((reason) => reason.label),
    CONVERSATION_TEXTS.safetyBanner.title,
    CONVERSATION_TEXTS.safetyBanner.description,
    ...Object.values(CONVERSATION_TEXTS.warnings),
    ...Object.values(CONVERSATION_TEXTS.ended),
    ...Object.values(CONVERSATION_MESSAGES).flatMap((message) => [message.title, message.description]),
    LEFT_MEMBER_NAME,
    ...NOTIFICATION_CATEGORIES.map((category) => category.settingLabel),
    ...NOTIFICATION_CHANNELS.map((channel) => channel.label)
  ];
}

/** The free-text fields whose schemas cap their length (validation/*.ts), with the cap. */
const CAPPED_FIELDS: ReadonlyArray<readonly [string, number]> = [
  ['Password', PASSWORD_MAX_LENGTH],
  ['Name', CONTACT_NAME_MAX_LENGTH],
  ['Subject', CONTACT_SUBJECT_MAX_LENGTH],
  ['Message', CONTACT_MESSAGE_MAX_LENGTH],
  ['District', 100],
  ['Company name', COMPANY_NAME_MAX_LENGTH],
  ['Full name', FULL_NAME_MAX_LENGTH],
  ['Caste', SUB_CASTE_MAX_LENGTH],
  ['Sub-caste', SUB_CASTE_MAX_LENGTH],
  ['About yourself', ABOUT_YOURSELF_MAX_LENGTH]
];

/** Validation messages of the schemas that are not fixed in messages.ts: the order of a range, the length caps. */
export const SCHEMA_MESSAGES: readonly string[] = [
  'The lowest age must not be above the highest',
  'The lowest height must not be above the highest',
  ...CAPPED_FIELDS.flatMap(([field, max]) => {
    const message = tooLongMessage(field, max);
    return [message.title, message.description ?? ''];
  })
];

/** The quick search's options (religions, mother tongues): the `search` dictionary, the landing page's only one. */
function searchTexts(): string[] {
  return [...RELIGIONS, ...MOTHER_TONGUES];
}

function coreTexts(): string[] {
  return [
    ...RELIGIONS,
    OTHERS_NOT_LISTED,
    PREFER_NOT_TO_SAY,
    NOT_APPLICABLE,
    NO_INFORMATION,
    ...MOTHER_TONGUES,
    ...Object.values(GENDER_LABELS),
    ...Object.values(LOOKING_FOR_LABELS),
    ...Object.values(QUICK_SEARCH_SEEKING_LABELS),
    ...Object.values(MARITAL_STATUS_LABELS),
    ...Object.values(FAMILY_TYPE_LABELS),
    ...Object.values(PROFILE_FOR_LABELS),
    ...HEIGHTS,
    ...ANNUAL_INCOMES,
    ...PARENT_OCCUPATIONS,
    ...SIBLINGS,
    ...RASIS,
    ...RASIS.map(rasiLabel),
    ...STARS,
    HOROSCOPE_UNKNOWN,
    ...DOSHAM_OPTIONS,
    ...Object.values(DOSHAM_LABELS),
    ...HOROSCOPE_TRADITION_OPTIONS.map((option) => option.label),
    ...Object.values(PREFERENCE_LABELS)
  ];
}

/**
 * The English texts of each group but places (its helper checks it against data/india-states-districts.json), each
 * text in one group only: the quick search's first, then core, so "Others" or "Doctor" are core wherever else they are listed, then the messages.
 */
export function catalogTextSources(): Record<Exclude<CatalogTextDictionary, 'places'>, string[]> {
  const search = [...new Set(searchTexts())];
  const seen = new Set(search);
  const rest = (texts: readonly string[]) => {
    const own = [...new Set(texts)].filter((text) => !seen.has(text));
    for (const text of own) seen.add(text);
    return own;
  };
  const core = rest(coreTexts());
  const validation = rest([
    ...catalogMessageTexts(),
    ...SCHEMA_MESSAGES,
    ...templateMessageTexts(),
    ...memberOptionTexts()
  ]);
  const castes = rest(Object.values(CASTES_BY_RELIGION).flat());
  const careers = rest([...EDUCATION_LEVELS, ...Object.values(EDUCATION_BAND_LABELS), ...OCCUPATIONS]);
  return { search, core, validation, castes, careers };
}

/**
 * Every English text the catalog-text dictionaries cover, places included: for a pseudo-locale spec, which loads
 * them disguised as the English table (`i18n.load('en', pseudoMessages(identity))`) so that option labels and
 * catalog messages read through useCatalogText count as translated.
 */
export function allCatalogTexts(): string[] {
  const places = STATES.flatMap((state) => [state.name, ...state.districts.map((district) => district.name)]);
  return [...new Set([...Object.values(catalogTextSources()).flat(), ...places])];
}
