// The member's profile as others will read it: labelled facts, grouped like the wizard's steps.
import {
  FAMILY_TYPE_LABELS,
  GENDERS,
  GENDER_LABELS,
  LOOKING_FOR_LABELS,
  MARITAL_STATUS_LABELS,
  NO_INFORMATION,
  PROFILE_APPROVAL_HOURS,
  PROFILE_FOR_LABELS,
  RASIS,
  doshamLabel,
  profileCreatedByPhrase,
  rasiLabel,
  type Gender,
  type ProfileCreator,
  type Rasi
} from '@matrimony/catalog';
import type { OwnProfile } from '@matrimony/contracts/http/profile/own-profile';
import { formatCalendarDay } from '@matrimony/catalog/date-format';
import { activeLocale } from '@matrimony/i18n';
import { catalogText } from '@matrimony/ui/catalog-text';
import { sharedText, type SharedMessageId } from './messages';

export type Fact = { label: string; value: string };
export type FactGroup = { title: string; facts: Fact[] };

const labelOf = (labels: Readonly<Record<string, string>>, value: string) => labels[value] ?? value;
const isRasi = (value: string): value is Rasi => (RASIS as readonly string[]).includes(value);

/** Shows "No Information" as a dash, like any other missing value; an option value in the active language. */
const shown = (value: string | number | null | undefined) =>
  value === undefined || value === null || value === '' || value === NO_INFORMATION
    ? '—'
    : typeof value === 'number'
      ? String(value)
      : catalogText(value);

/** '1996-04-12' → '12 April 1996' (a calendar date: no time zone shift), in the active language ('12 अप्रैल 1996'). */
export function formatDateOfBirth(isoDate: string): string {
  return formatCalendarDay(isoDate, { locale: activeLocale() });
}

const isGender = (value: string): value is Gender => (GENDERS as readonly string[]).includes(value);

/**
 * "Profile created by her parent" (docs/product-rules.md#profile-created-by); null for a profile stored before
 * registration asked, which shows nothing.
 */
export function createdByLine(createdBy: ProfileCreator | null, gender: string): string | null {
  return createdBy && isGender(gender) ? profileCreatedByPhrase(createdBy, gender) : null;
}

/**
 * Also what administrators read of a profile (which has no mobile or e-mail: the facts never show them). Labels in
 * the active language, option values through catalogText (the page asks useCatalogText for the groups it shows);
 * a component showing them re-renders on a language change by useSharedT or useCatalogText.
 */
export function profileFacts(profile: Omit<OwnProfile, 'mobile' | 'email'>): FactGroup[] {
  const fact = (label: SharedMessageId, value: string | number | null | undefined): Fact => ({
    label: sharedText(label),
    value: shown(value)
  });
  return [
    {
      title: sharedText('shared.facts.basic'),
      facts: [
        ...(profile.profileFor
          ? [fact('shared.facts.profileFor', PROFILE_FOR_LABELS[profile.profileFor] ?? profile.profileFor)]
          : []),
        fact('shared.facts.age', profile.age),
        fact('shared.facts.dateOfBirth', formatDateOfBirth(profile.dateOfBirth)),
        fact('shared.facts.gender', labelOf(GENDER_LABELS, profile.gender)),
        fact('shared.facts.lookingFor', labelOf(LOOKING_FOR_LABELS, profile.lookingFor)),
        fact('shared.facts.height', profile.height)
      ]
    },
    {
      title: sharedText('shared.facts.religious'),
      facts: [
        fact('shared.facts.religion', profile.religion),
        fact('shared.facts.caste', profile.caste),
        fact('shared.facts.subCaste', profile.subCaste),
        fact('shared.facts.motherTongue', profile.motherTongue),
        fact('shared.facts.maritalStatus', labelOf(MARITAL_STATUS_LABELS, profile.maritalStatus))
      ]
    },
    {
      title: sharedText('shared.facts.professional'),
      facts: [
        fact('shared.facts.state', profile.state),
        fact('shared.facts.district', profile.district),
        fact('shared.facts.education', profile.education),
        fact('shared.facts.occupation', profile.occupation),
        fact('shared.facts.company', profile.companyName),
        fact('shared.facts.income', profile.annualIncome)
      ]
    },
    {
      title: sharedText('shared.facts.familyHoroscope'),
      facts: [
        fact('shared.facts.rasi', isRasi(profile.rasi) ? rasiLabel(profile.rasi) : profile.rasi),
        fact('shared.facts.star', profile.star),
        fact('shared.facts.dosham', doshamLabel(profile.dosham)),
        fact('shared.facts.familyType', labelOf(FAMILY_TYPE_LABELS, profile.familyType)),
        fact('shared.facts.fatherOccupation', profile.fatherOccupation),
        fact('shared.facts.motherOccupation', profile.motherOccupation),
        fact('shared.facts.siblings', profile.siblings)
      ]
    }
  ];
}

export type ModerationNotice = { tone: 'accent' | 'success' | 'danger'; badge: string; text: string };

/** Decisions "profile approval": others see the profile only once an administrator approved it. */
export function moderationNotice(
  profile: Pick<OwnProfile, 'moderationStatus' | 'moderationReason'>
): ModerationNotice {
  if (profile.moderationStatus === 'approved') {
    return {
      tone: 'success',
      badge: sharedText('shared.moderation.approved.badge'),
      text: sharedText('shared.moderation.approved.text')
    };
  }
  if (profile.moderationStatus === 'rejected') {
    const reason = profile.moderationReason?.trim();
    return {
      tone: 'danger',
      badge: sharedText('shared.moderation.rejected.badge'),
      text: reason
        ? sharedText('shared.moderation.rejected.textReason', { reason })
        : sharedText('shared.moderation.rejected.text')
    };
  }
  return {
    tone: 'accent',
    badge: sharedText('shared.moderation.review.badge'),
    text: sharedText('shared.moderation.review.text', { hours: PROFILE_APPROVAL_HOURS })
  };
}
