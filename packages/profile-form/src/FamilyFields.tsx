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
import { useProfileFormT } from './messages';

/**
 * Rasi, star, dosham, family and about yourself. `withStarPada` adds the optional star pada
 * (the wizard asks for it; the edit form keeps the stored one and clears it when star or rasi change).
 */
export function FamilyFields({ withStarPada = false }: { withStarPada?: boolean }) {
  const t = useProfileFormT();
  return (
    <>
      <FormSelect
        name="rasi"
        label={t('profileForm.rasi')}
        options={RASI_CHOICES.map((rasi) => ({
          value: rasi,
          label: isKnownRasi(rasi) ? rasiLabel(rasi) : rasi
        }))}
        placeholder={t('profileForm.rasiPlaceholder')}
        required
      />
      <FormSelect
        name="star"
        label={t('profileForm.star')}
        options={STAR_CHOICES}
        placeholder={t('profileForm.starPlaceholder')}
        required
      />
      {withStarPada ? (
        <FormSelect
          name="starPada"
          label={t('profileForm.starPada')}
          options={PADAS.map(String)}
          placeholder={t('profileForm.starPadaPlaceholder')}
        />
      ) : null}
      <FormSelect
        name="dosham"
        label={t('profileForm.dosham')}
        options={DOSHAM_CHOICES}
        placeholder={t('profileForm.doshamPlaceholder')}
        required
      />
      <FormRadio
        name="familyType"
        label={t('profileForm.familyType')}
        options={labelled(FAMILY_TYPE_LABELS)}
        required
      />
      <FormSelect
        name="fatherOccupation"
        label={t('profileForm.fatherOccupation')}
        options={PARENT_OCCUPATIONS}
        placeholder={t('profileForm.occupationPlaceholder')}
        required
      />
      <FormSelect
        name="motherOccupation"
        label={t('profileForm.motherOccupation')}
        options={PARENT_OCCUPATIONS}
        placeholder={t('profileForm.occupationPlaceholder')}
        required
      />
      <FormSelect
        name="siblings"
        label={t('profileForm.siblings')}
        options={SIBLINGS}
        placeholder={t('profileForm.siblingsPlaceholder')}
        required
      />
      <AboutYourselfField />
    </>
  );
}
