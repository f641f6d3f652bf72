import {
  MARITAL_STATUS_LABELS,
  PREFERENCE_LABELS,
  type MaritalStatus,
  type PartnerPreferences,
  type PreferenceItem
} from '@matrimony/catalog';

const MAX_LISTED = 4;

function listed(values: readonly string[]): string {
  if (values.length <= MAX_LISTED) return values.join(', ');
  return `${values.slice(0, MAX_LISTED).join(', ')} and ${values.length - MAX_LISTED} more`;
}

/** A preference in words for the profile page: "25-30 years", "Hindu, Jain", "₹5-10 Lakhs or more". */
export function describePreference(
  prefs: PartnerPreferences,
  item: PreferenceItem
): { label: string; wanted: string } {
  const label = PREFERENCE_LABELS[item];
  switch (item) {
    case 'age':
      return { label, wanted: `${prefs.age.min}-${prefs.age.max} years` };
    case 'height':
      return { label, wanted: `${prefs.height.min}-${prefs.height.max} cm` };
    case 'minIncome':
      return { label, wanted: `${prefs.minIncome.value} or more` };
    case 'withPhotoOnly':
      return { label, wanted: 'Has a photo' };
    case 'maritalStatuses':
      return {
        label,
        wanted: listed(
          prefs.maritalStatuses.values.map((value) => MARITAL_STATUS_LABELS[value as MaritalStatus])
        )
      };
    default:
      return { label, wanted: listed(prefs[item].values) };
  }
}
