import { useCallback, useEffect, useMemo, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { PhotoUploader } from '@matrimony/ui/photo-uploader';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { BirthHoroscopeFields, FamilyFields, type ComputeBirthHoroscope } from '@matrimony/profile-form';
import { CONSENT_MESSAGES, messageText } from '@matrimony/catalog/messages';
import { problemMessage } from '@matrimony/session';
import { createProfileApi } from '../../api/profile';
import { type WizardValues } from '../wizard-values';
import { ConsentCheckbox } from './ConsentCheckbox';
import { rich } from '@matrimony/i18n/react';
import { useSignupT } from '../../shared/messages';
import { StepHeading } from './StepHeading';

/** The optional horoscope image, picked with the design system's uploader (one image, removable). */
function HoroscopePhoto() {
  const { control } = useFormContext<WizardValues>();
  const { field, fieldState } = useController({ name: 'horoscope', control });
  const t = useSignupT();
  const text = useCatalogText();
  // One array per chosen file: the uploader makes (and revokes) a preview URL whenever it changes.
  const photos = useMemo(() => (field.value ? [field.value] : []), [field.value]);
  return (
    <PhotoUploader
      id="signup-horoscope"
      label={t('signup.family.horoscopePhoto')}
      addLabel={t('signup.family.addHoroscopePhoto')}
      max={1}
      photos={photos}
      onChange={(files) => field.onChange(files[0] ?? null)}
      error={fieldState.error?.message && text(fieldState.error.message)}
    />
  );
}

type Places = { states: readonly string[]; districtsOf: (state: string) => readonly string[] };

/** "Don't know your star? Compute it": the district data comes with step 5's chunk, loaded by now. */
function ComputeStar() {
  const { control } = useFormContext<WizardValues>();
  const time = useController({ name: 'birthTime', control });
  const place = useController({ name: 'birthPlace', control });
  const text = useCatalogText();
  const [places, setPlaces] = useState<Places | null>(null);
  useEffect(() => {
    let live = true;
    void import('@matrimony/profile-form/professional').then((professional) => {
      if (live) setPlaces({ states: professional.stateChoices, districtsOf: professional.districtChoices });
    });
    return () => {
      live = false;
    };
  }, []);
  const compute = useCallback<ComputeBirthHoroscope>(
    async (request) => {
      try {
        return { ok: true, horoscope: await createProfileApi().computeBirthHoroscope(request) };
      } catch (error) {
        return { ok: false, message: text(messageText(problemMessage(error))) };
      }
    },
    [text]
  );
  if (!places) return null;
  const value =
    time.field.value && place.field.value
      ? { birthTime: time.field.value, birthPlace: place.field.value }
      : null;
  return (
    <BirthHoroscopeFields
      compute={compute}
      value={value}
      onChange={(next) => {
        time.field.onChange(next?.birthTime ?? '');
        place.field.onChange(next?.birthPlace ?? null);
      }}
      states={places.states}
      districtsOf={places.districtsOf}
      withStarPada
    />
  );
}

/**
 * Step 6: horoscope and family details, about yourself, optional horoscope photo; then the consent registration
 * records: the terms and privacy policy (opened in a new tab, so the wizard stays as it is) and the declaration of
 * matrimonial intent the 2016 advisory for matrimonial sites asks for.
 */
export function FamilyStep() {
  const t = useSignupT();
  const text = useCatalogText();
  return (
    <>
      <StepHeading title={t('signup.family.title')} />
      <ComputeStar />
      <FamilyFields withStarPada />
      <HoroscopePhoto />
      <ConsentCheckbox name="termsAccepted">
        {rich(t('signup.family.terms'), {
          terms: (text) => (
            <a href="/terms-of-service" target="_blank" rel="noopener noreferrer">
              {text}
            </a>
          ),
          privacy: (text) => (
            <a href="/privacy-policy" target="_blank" rel="noopener noreferrer">
              {text}
            </a>
          )
        })}
      </ConsentCheckbox>
      <ConsentCheckbox name="declarationAccepted">
        {text(messageText(CONSENT_MESSAGES.declaration))}
      </ConsentCheckbox>
    </>
  );
}
