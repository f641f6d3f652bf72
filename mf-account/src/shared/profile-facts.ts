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

export type Fact = { label: string; value: string };
export type FactGroup = { title: string; facts: Fact[] };

const labelOf = (labels: Readonly<Record<string, string>>, value: string) => labels[value] ?? value;
const isRasi = (value: string): value is Rasi => (RASIS as readonly string[]).includes(value);

/** Shows "No Information" as a dash, like any other missing value. */
const shown = (value: string | number | null | undefined) =>
  value === undefined || value === null || value === '' || value === NO_INFORMATION ? '—' : String(value);

/** '1996-04-12' → '12 April 1996' (a calendar date: no time zone shift). */
export function formatDateOfBirth(isoDate: string): string {
  return formatCalendarDay(isoDate);
}

const isGender = (value: string): value is Gender => (GENDERS as readonly string[]).includes(value);

/**
 * "Profile created by her parent" (docs/product-rules.md#profile-created-by); null for a profile stored before
 * registration asked, which shows nothing.
 */
export function createdByLine(createdBy: ProfileCreator | null, gender: string): string | null {
  return createdBy && isGender(gender) ? profileCreatedByPhrase(createdBy, gender) : null;
}

/** Also what administrators read of a profile (which has no mobile or e-mail: the facts never show them). */
export function profileFacts(profile: Omit<OwnProfile, 'mobile' | 'email'>): FactGroup[] {
  const fact = (label: string, value: string | number | null | undefined): Fact => ({
    label,
    value: shown(value)
  });
  return [
    {
      title: 'Basic information',
      facts: [
        ...(profile.profileFor
          ? [fact('This profile is for', PROFILE_FOR_LABELS[profile.profileFor] ?? profile.profileFor)]
          : []),
        fact('Age', profile.age),
        fact('Date of birth', formatDateOfBirth(profile.dateOfBirth)),
        fact('Gender', labelOf(GENDER_LABELS, profile.gender)),
        fact('Looking for', labelOf(LOOKING_FOR_LABELS, profile.lookingFor)),
        fact('Height', profile.height)
      ]
    },
    {
      title: 'Religious and cultural details',
      facts: [
        fact('Religion', profile.religion),
        fact('Caste', profile.caste),
        fact('Sub-caste', profile.subCaste),
        fact('Mother tongue', profile.motherTongue),
        fact('Marital status', labelOf(MARITAL_STATUS_LABELS, profile.maritalStatus))
      ]
    },
    {
      title: 'Professional and location details',
      facts: [
        fact('State', profile.state),
        fact('District', profile.district),
        fact('Education', profile.education),
        fact('Occupation', profile.occupation),
        fact('Company', profile.companyName),
        fact('Annual income', profile.annualIncome)
      ]
    },
    {
      title: 'Family and horoscope',
      facts: [
        fact('Rasi', isRasi(profile.rasi) ? rasiLabel(profile.rasi) : profile.rasi),
        fact('Star', profile.star),
        fact('Dosham', doshamLabel(profile.dosham)),
        fact('Family type', labelOf(FAMILY_TYPE_LABELS, profile.familyType)),
        fact("Father's occupation", profile.fatherOccupation),
        fact("Mother's occupation", profile.motherOccupation),
        fact('Siblings', profile.siblings)
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
      badge: 'Approved',
      text: 'Your profile is approved and visible to other members.'
    };
  }
  if (profile.moderationStatus === 'rejected') {
    const reason = profile.moderationReason?.trim();
    return {
      tone: 'danger',
      badge: 'Not approved',
      text: `Your profile was not approved${reason ? `: ${reason}` : '.'} Please edit it; the changes will be reviewed again.`
    };
  }
  return {
    tone: 'accent',
    badge: 'Under review',
    text: `Your profile is under review. Approval takes about ${PROFILE_APPROVAL_HOURS} hours; until then other members cannot see it.`
  };
}
