import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import {
  ANNUAL_INCOMES,
  DOSHAM_CHOICES,
  EDUCATION_LEVELS,
  HEIGHT_OPTIONS,
  MARITAL_STATUSES,
  MARITAL_STATUS_LABELS,
  MOTHER_TONGUES,
  OCCUPATIONS,
  PREFERENCE_LABELS,
  RELIGIONS,
  STATE_NAMES,
  castesForReligion,
  type Religion
} from '@matrimony/catalog';
import { Button, Card, NativeSelect, PageMeta, toast, type Choice } from '@matrimony/ui';
import { ProfileSkeleton } from '@matrimony/ui/skeletons';
import { MultiSelect, RangeSelect } from '@matrimony/ui/discovery';
import { problemMessage } from '@matrimony/session';
import { useDateFormat } from '@matrimony/ui/date-format';
import { usePreferencesQuery, useSavePreferencesMutation, type Preferences } from '../api/discovery-api';
import { Muted, Page } from '../shared/styles';
import { messageText } from '@matrimony/catalog/messages';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { preferencesText, usePreferencesT, type PreferencesMessageId } from './messages';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Item = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Must = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Choices = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
  }
`;

/** The horoscope preference's three choices, as the stored `value` ("matters") and `must` ("must match"). */
const HOROSCOPE_CHOICES = [
  { id: 'any', label: 'preferences.horoscope.any', value: false, must: false },
  { id: 'matters', label: 'preferences.horoscope.matters', value: true, must: false },
  { id: 'must', label: 'preferences.horoscope.must', value: true, must: true }
] as const satisfies readonly { id: string; label: PreferencesMessageId; value: boolean; must: boolean }[];

const plain = (values: readonly string[]): Choice[] => values.map((value) => ({ value, label: value }));
/** The age steps in the active language ("25 yrs"). */
const ages = (): Choice[] =>
  Array.from({ length: 70 - 18 + 1 }, (_, i) => ({
    value: String(18 + i),
    label: preferencesText('preferences.ageStep', { age: 18 + i })
  }));
const HEIGHTS: Choice[] = HEIGHT_OPTIONS.map((option) => ({ value: String(option.cm), label: option.label }));

type ListItem =
  | 'maritalStatuses'
  | 'religions'
  | 'castes'
  | 'motherTongues'
  | 'states'
  | 'educationLevels'
  | 'occupations'
  | 'dosham';

/** /partner-preferences: what the member looks for; "must" items filter recommendations, the rest weigh in the score. */
export default function PreferencesPage() {
  const result = usePreferencesQuery();
  const [save, saving] = useSavePreferencesMutation();
  const [draft, setDraft] = useState<Preferences>();
  const t = usePreferencesT();
  const { formatDate } = useDateFormat();
  const text = useCatalogText('castes', 'careers', 'places');
  useEffect(() => {
    if (result.data && !draft) setDraft(result.data.preferences);
  }, [result.data, draft]);

  if (result.error) return <Page role="alert">{text(messageText(problemMessage(result.error)))}</Page>;
  if (!draft)
    return (
      <Page>
        <ProfileSkeleton />
      </Page>
    );

  const castes = plain([
    ...new Set(
      (draft.religions.values.length ? draft.religions.values : ['Hindu']).flatMap((religion) =>
        castesForReligion(religion as Religion)
      )
    )
  ]);
  const mustToggle = (key: keyof Preferences) => (
    <Must>
      <input
        type="checkbox"
        checked={draft[key].must}
        onChange={(event) => setDraft({ ...draft, [key]: { ...draft[key], must: event.target.checked } })}
      />
      {t('preferences.must')}
    </Must>
  );
  const list = (key: ListItem, options: Choice[]) => (
    <Item>
      <MultiSelect
        id={`pref-${key}`}
        label={text(PREFERENCE_LABELS[key])}
        options={options}
        value={draft[key].values}
        onChange={(values) => setDraft({ ...draft, [key]: { ...draft[key], values } } as Preferences)}
        searchPlaceholder={t('preferences.search', { item: text(PREFERENCE_LABELS[key]).toLowerCase() })}
        emptyLabel={t('preferences.any')}
      />
      {mustToggle(key)}
    </Item>
  );

  return (
    <Page>
      <PageMeta
        title={t('preferences.title')}
        description={t('preferences.description')}
        path="/partner-preferences"
        robots="noindex"
      />
      <h1>{t('preferences.title')}</h1>
      <Muted>
        {result.data?.updatedAt
          ? t('preferences.lastSaved', { date: formatDate(result.data.updatedAt) })
          : t('preferences.startedFromProfile')}{' '}
        {t('preferences.leaveAny')}
      </Muted>
      <Form
        onSubmit={async (event) => {
          event.preventDefault();
          try {
            await save(draft).unwrap();
            toast({
              title: t('preferences.saved'),
              description: t('preferences.savedText'),
              variant: 'success'
            });
          } catch (error) {
            toast({ ...problemMessage(error), variant: 'destructive' });
          }
        }}
      >
        <Item>
          <RangeSelect
            id="pref-age"
            label={text(PREFERENCE_LABELS.age)}
            steps={ages()}
            value={{ min: draft.age.min, max: draft.age.max }}
            onChange={({ min, max }) =>
              setDraft({ ...draft, age: { ...draft.age, min: min ?? 18, max: max ?? 70 } })
            }
          />
          {mustToggle('age')}
        </Item>
        <Item>
          <RangeSelect
            id="pref-height"
            label={text(PREFERENCE_LABELS.height)}
            steps={HEIGHTS}
            value={{ min: draft.height.min, max: draft.height.max }}
            onChange={({ min, max }) =>
              setDraft({
                ...draft,
                height: {
                  ...draft.height,
                  min: min ?? HEIGHT_OPTIONS[0]!.cm,
                  max: max ?? HEIGHT_OPTIONS[HEIGHT_OPTIONS.length - 1]!.cm
                }
              })
            }
          />
          {mustToggle('height')}
        </Item>
        {list(
          'maritalStatuses',
          MARITAL_STATUSES.map((value) => ({ value, label: MARITAL_STATUS_LABELS[value] }))
        )}
        {list('religions', plain(RELIGIONS))}
        {list('castes', castes)}
        {list('motherTongues', plain(MOTHER_TONGUES))}
        {list('states', plain(STATE_NAMES))}
        {list('educationLevels', plain(EDUCATION_LEVELS))}
        {list('occupations', plain(OCCUPATIONS))}
        <Item>
          <label style={{ display: 'grid', gap: '0.25rem', fontWeight: 600 }}>
            {text(PREFERENCE_LABELS.minIncome)}
            <NativeSelect
              value={draft.minIncome.value ?? ''}
              onChange={(event) =>
                setDraft({
                  ...draft,
                  minIncome: {
                    ...draft.minIncome,
                    value: (event.target.value || null) as Preferences['minIncome']['value']
                  }
                })
              }
            >
              <option value="">{t('preferences.anyIncome')}</option>
              {ANNUAL_INCOMES.map((income) => (
                <option key={income} value={income}>
                  {t('preferences.incomeOrMore', { income: text(income) })}
                </option>
              ))}
            </NativeSelect>
          </label>
          {mustToggle('minIncome')}
        </Item>
        {list('dosham', DOSHAM_CHOICES)}
        <Item>
          <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', fontWeight: 600 }}>
            <input
              type="checkbox"
              checked={draft.withPhotoOnly.value}
              onChange={(event) =>
                setDraft({ ...draft, withPhotoOnly: { ...draft.withPhotoOnly, value: event.target.checked } })
              }
            />
            {t('preferences.withPhotoOnly', { label: text(PREFERENCE_LABELS.withPhotoOnly) })}
          </label>
          {mustToggle('withPhotoOnly')}
        </Item>
        <Item>
          <Choices>
            <legend>{text(PREFERENCE_LABELS.horoscope)}</legend>
            {HOROSCOPE_CHOICES.map((choice) => (
              <label key={choice.id}>
                <input
                  type="radio"
                  name="pref-horoscope"
                  value={choice.id}
                  checked={
                    draft.horoscope.must === choice.must &&
                    (draft.horoscope.value || draft.horoscope.must) === choice.value
                  }
                  onChange={() =>
                    setDraft({
                      ...draft,
                      horoscope: { ...draft.horoscope, value: choice.value, must: choice.must }
                    })
                  }
                />
                {t(choice.label)}
              </label>
            ))}
          </Choices>
          <Muted>{t('preferences.horoscopeNote')}</Muted>
        </Item>
        <div>
          <Button type="submit" busy={saving.isLoading}>
            {t('preferences.save')}
          </Button>
        </div>
      </Form>
    </Page>
  );
}
