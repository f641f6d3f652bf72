// "Don't know your star? Compute it": the time and place of birth, sent to svc-profile (the host page
// passes `compute`, so the astronomy stays on the server), fill in rasi, star, pada and dosham. The
// birth details are private (docs/product-rules.md#computed-horoscope); the host keeps them and sends
// them with the profile, and while they are kept the horoscope reads "computed from birth details".
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { styled } from 'styled-components';
import { BIRTH_HOROSCOPE_MESSAGES, messageText } from '@matrimony/catalog/messages';
import { ABROAD_CITY_LABELS, type BirthPlace } from '@matrimony/catalog/birth-places';
import { Button, Select, TextField } from '@matrimony/ui';
import { RadioGroup } from '@matrimony/ui/radio-group';
import { preloadCatalogText, useCatalogText } from '@matrimony/ui/catalog-text';
import { useProfileFormT } from './messages';

export interface BirthDetails {
  birthTime: string;
  birthPlace: BirthPlace;
}

export interface ComputedHoroscope {
  rasi: string;
  star: string;
  starPada: number;
  dosham: string;
  manglik: { rule: string; manglik: boolean };
}

export type ComputeBirthHoroscope = (request: {
  dateOfBirth: string;
  birthTime: string | null;
  birthPlace: BirthPlace;
}) => Promise<{ ok: true; horoscope: ComputedHoroscope } | { ok: false; message: string }>;

export interface BirthHoroscopeFieldsProps {
  compute: ComputeBirthHoroscope;
  /** The kept birth details, or null (the horoscope is declared). */
  value: BirthDetails | null;
  onChange: (value: BirthDetails | null) => void;
  /** The states and their districts (the host has the district data). */
  states: readonly string[];
  districtsOf: (state: string) => readonly string[];
  /** The form has a star pada field (the wizard); the edit form leaves the pada to the server. */
  withStarPada?: boolean;
}

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

preloadCatalogText('places');

export function BirthHoroscopeFields({
  compute,
  value,
  onChange,
  states,
  districtsOf,
  withStarPada = false
}: BirthHoroscopeFieldsProps) {
  const id = useId();
  const t = useProfileFormT();
  const text = useCatalogText('places');
  const { setValue, control } = useFormContext();
  const dateOfBirth = String(useWatch({ control, name: 'dateOfBirth' }) ?? '');
  const [open, setOpen] = useState(false);
  const [birthTime, setBirthTime] = useState('');
  const [kind, setKind] = useState<'india' | 'abroad'>('india');
  const [state, setState] = useState('');
  const [district, setDistrict] = useState('');
  const [city, setCity] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [manglik, setManglik] = useState<ComputedHoroscope['manglik'] | null>(null);

  if (value) {
    return (
      <Panel role="status" aria-live="polite">
        <strong>{text(BIRTH_HOROSCOPE_MESSAGES.computed.title)}</strong>
        <Note>{text(BIRTH_HOROSCOPE_MESSAGES.computedHint.description)}</Note>
        {manglik ? (
          <Note>
            {t('profileForm.birth.dosham', {
              text: t(manglik.manglik ? 'profileForm.birth.manglik' : 'profileForm.birth.notManglik', {
                rule: manglik.rule
              })
            })}
          </Note>
        ) : null}
        <Note>{text(messageText(BIRTH_HOROSCOPE_MESSAGES.birthDetailsPrivate))}</Note>
        <div>
          <Button type="button" variant="ghost" onClick={() => onChange(null)}>
            {t('profileForm.birth.remove')}
          </Button>
        </div>
      </Panel>
    );
  }

  const place: BirthPlace | null =
    kind === 'india'
      ? state && district
        ? { kind: 'india', state, district }
        : null
      : city
        ? { kind: 'abroad', city }
        : null;

  const run = async () => {
    if (!place) {
      setError(messageText(BIRTH_HOROSCOPE_MESSAGES.unknownBirthPlace));
      return;
    }
    setBusy(true);
    const answer = await compute({ dateOfBirth, birthTime: birthTime || null, birthPlace: place });
    setBusy(false);
    if (!answer.ok) {
      setError(answer.message);
      return;
    }
    setError('');
    const { horoscope } = answer;
    const options = { shouldDirty: true, shouldValidate: true };
    setValue('rasi', horoscope.rasi, options);
    setValue('star', horoscope.star, options);
    if (withStarPada) setValue('starPada', String(horoscope.starPada), options);
    setValue('dosham', horoscope.dosham, options);
    setManglik(horoscope.manglik);
    onChange({ birthTime, birthPlace: place });
  };

  return (
    <div>
      <Button
        type="button"
        variant="secondary"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
      >
        {t('profileForm.birth.computeIt', { prompt: text(BIRTH_HOROSCOPE_MESSAGES.computePrompt.title) })}
      </Button>
      {open ? (
        <Panel id={`${id}-panel`}>
          <Note>{text(BIRTH_HOROSCOPE_MESSAGES.computePrompt.description)}.</Note>
          <TextField
            id={`${id}-time`}
            label={t('profileForm.birth.time')}
            type="time"
            value={birthTime}
            onChange={(event) => setBirthTime(event.target.value)}
          />
          <RadioGroup
            id={`${id}-kind`}
            name={`${id}-kind`}
            label={t('profileForm.birth.place')}
            options={[
              { value: 'india', label: t('profileForm.birth.inIndia') },
              { value: 'abroad', label: t('profileForm.birth.abroad') }
            ]}
            value={kind}
            onChange={(next) => setKind(next === 'abroad' ? 'abroad' : 'india')}
          />
          {kind === 'india' ? (
            <>
              <Select
                id={`${id}-state`}
                label={t('profileForm.birth.state')}
                options={states}
                placeholder={t('profileForm.statePlaceholder')}
                value={state}
                onChange={(event) => {
                  setState(event.target.value);
                  setDistrict('');
                }}
              />
              <Select
                id={`${id}-district`}
                label={t('profileForm.birth.district')}
                options={state ? districtsOf(state) : []}
                placeholder={t('profileForm.districtPlaceholder')}
                disabled={!state}
                value={district}
                onChange={(event) => setDistrict(event.target.value)}
              />
            </>
          ) : (
            <Select
              id={`${id}-city`}
              label={t('profileForm.birth.city')}
              options={ABROAD_CITY_LABELS}
              placeholder={t('profileForm.birth.cityPlaceholder')}
              value={city}
              onChange={(event) => setCity(event.target.value)}
            />
          )}
          <Note>{text(messageText(BIRTH_HOROSCOPE_MESSAGES.birthDetailsPrivate))}</Note>
          {error ? <Note role="alert">{text(error)}</Note> : null}
          <div>
            <Button
              type="button"
              busy={busy}
              busyLabel={t('profileForm.birth.computing')}
              onClick={() => void run()}
            >
              {t('profileForm.birth.compute')}
            </Button>
          </div>
        </Panel>
      ) : null}
    </div>
  );
}
