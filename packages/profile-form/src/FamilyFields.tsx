import {
  DOSHAM_CHOICES,
  FAMILY_TYPE_LABELS,
  PADAS,
  PARENT_OCCUPATIONS,
  RASI_CHOICES,
  SIBLINGS,
  STAR_CHOICES,
  isKnownRasi,
  rasiLabel
} from '@matrimony/catalog';
import { AboutYourselfField } from './AboutYourselfField';
import { FormRadio, FormSelect, labelled } from './form-fields';

/**
 * Rasi, star, dosham, family and about yourself. `withStarPada` adds the optional star pada
 * (the wizard asks for it; the edit form keeps the stored one and clears it when star or rasi change).
 */
export function FamilyFields({ withStarPada = false }: { withStarPada?: boolean }) {
  return (
    <>
      <FormSelect
        name="rasi"
        label="Rasi (Moon Sign)"
        options={RASI_CHOICES.map((rasi) => ({
          value: rasi,
          label: isKnownRasi(rasi) ? rasiLabel(rasi) : rasi
        }))}
        placeholder="Select rasi"
        required
      />
      <FormSelect
        name="star"
        label="Star (Nakshatra)"
        options={STAR_CHOICES}
        placeholder="Select star"
        required
      />
      {withStarPada ? (
        <FormSelect
          name="starPada"
          label="Star Pada (optional)"
          options={PADAS.map(String)}
          placeholder="Not known"
        />
      ) : null}
      <FormSelect
        name="dosham"
        label="Dosham"
        options={DOSHAM_CHOICES}
        placeholder="Select dosham"
        required
      />
      <FormRadio name="familyType" label="Family Type" options={labelled(FAMILY_TYPE_LABELS)} required />
      <FormSelect
        name="fatherOccupation"
        label="Father's Occupation"
        options={PARENT_OCCUPATIONS}
        placeholder="Select occupation"
        required
      />
      <FormSelect
        name="motherOccupation"
        label="Mother's Occupation"
        options={PARENT_OCCUPATIONS}
        placeholder="Select occupation"
        required
      />
      <FormSelect
        name="siblings"
        label="Siblings"
        options={SIBLINGS}
        placeholder="Select siblings"
        required
      />
      <AboutYourselfField />
    </>
  );
}
