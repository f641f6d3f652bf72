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
import { formatDate } from '@matrimony/catalog/date-format';
import { usePreferencesQuery, useSavePreferencesMutation, type Preferences } from '../api/discovery-api';
import { Muted, Page } from '../shared/styles';
import { messageText } from '@matrimony/catalog/messages';

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
  { id: 'any', label: 'Doesn’t matter', value: false, must: false },
  { id: 'matters', label: 'Matters: weigh it in the match score', value: true, must: false },
  {
    id: 'must',
    label: 'Must match: Guna Milan 18 of 36 or more (Rajju and Vedha passing in the South tradition)',
    value: true,
    must: true
  }
] as const;

const plain = (values: readonly string[]): Choice[] => values.map((value) => ({ value, label: value }));
const AGES: Choice[] = Array.from({ length: 70 - 18 + 1 }, (_, i) => ({
  value: String(18 + i),
  label: `${18 + i} yrs`
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
  useEffect(() => {
    if (result.data && !draft) setDraft(result.data.preferences);
  }, [result.data, draft]);

  if (result.error) return <Page role="alert">{messageText(problemMessage(result.error))}</Page>;
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
      Must have (only recommend members who meet it)
    </Must>
  );
  const list = (key: ListItem, options: Choice[]) => (
    <Item>
      <MultiSelect
        id={`pref-${key}`}
        label={PREFERENCE_LABELS[key]}
        options={options}
        value={draft[key].values}
        onChange={(values) => setDraft({ ...draft, [key]: { ...draft[key], values } } as Preferences)}
        searchPlaceholder={`Search ${PREFERENCE_LABELS[key].toLowerCase()}`}
        emptyLabel="Any (no preference)"
      />
      {mustToggle(key)}
    </Item>
  );

  return (
    <Page>
      <PageMeta
        title="Partner preferences"
        description="What you are looking for in a partner."
        path="/partner-preferences"
        robots="noindex"
      />
      <h1>Partner preferences</h1>
      <Muted>
        {result.data?.updatedAt
          ? `Last saved ${formatDate(result.data.updatedAt)}.`
          : 'We started these from your own profile; make them yours.'}{' '}
        Leave an item at “Any” if it does not matter to you.
      </Muted>
      <Form
        onSubmit={async (event) => {
          event.preventDefault();
          try {
            await save(draft).unwrap();
            toast({
              title: 'Preferences saved',
              description: 'Your match scores and today’s recommendations now follow them.',
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
            label={PREFERENCE_LABELS.age}
            steps={AGES}
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
            label={PREFERENCE_LABELS.height}
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
            {PREFERENCE_LABELS.minIncome}
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
              <option value="">Any income</option>
              {ANNUAL_INCOMES.map((income) => (
                <option key={income} value={income}>
                  {income} or more
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
            {PREFERENCE_LABELS.withPhotoOnly}: only members with a photo
          </label>
          {mustToggle('withPhotoOnly')}
        </Item>
        <Item>
          <Choices>
            <legend>{PREFERENCE_LABELS.horoscope}</legend>
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
                {choice.label}
              </label>
            ))}
          </Choices>
          <Muted>Only counts when you and the other member both gave a birth star.</Muted>
        </Item>
        <div>
          <Button type="submit" busy={saving.isLoading}>
            Save preferences
          </Button>
        </div>
      </Form>
    </Page>
  );
}
