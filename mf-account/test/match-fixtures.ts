// A match, a revealed reason and preference-fit rows of every kind, as svc-profile answers them, with the English
// each reads today.
import { type PreferenceFit, type RevealedReason } from '@matrimony/contracts/http/profile/discovery';

const row = (fit: Pick<PreferenceFit, 'item' | 'wanted'> & Partial<PreferenceFit>): PreferenceFit => ({
  met: true,
  must: false,
  guessed: false,
  nearMiss: null,
  ...fit
});

/** Each row with the words its `wanted` and near miss read in English. */
export const FIT_ROWS: { fit: PreferenceFit; wanted: string; nearMiss: string | null }[] = [
  {
    fit: row({
      item: 'age',
      wanted: { kind: 'range', min: 25, max: 30, unit: 'years' },
      met: false,
      guessed: true,
      nearMiss: { kind: 'outsideRange', by: 2, unit: 'years', direction: 'above' }
    }),
    wanted: '25-30 years',
    nearMiss: '2 years above the age range'
  },
  {
    fit: row({
      item: 'height',
      wanted: { kind: 'range', min: 152, max: 170, unit: 'cm' },
      met: false,
      nearMiss: { kind: 'outsideRange', by: 5, unit: 'cm', direction: 'below' }
    }),
    wanted: '152-170 cm',
    nearMiss: '5 cm below the height range'
  },
  {
    fit: row({ item: 'religions', wanted: { kind: 'values', values: ['Hindu', 'Jain'] }, must: true }),
    wanted: 'Hindu, Jain',
    nearMiss: null
  },
  {
    fit: row({
      item: 'motherTongues',
      wanted: { kind: 'values', values: ['Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Hindi', 'Marathi'] }
    }),
    wanted: 'Tamil, Telugu, Kannada, Malayalam and 2 more',
    nearMiss: null
  },
  {
    fit: row({
      item: 'states',
      wanted: { kind: 'values', values: ['Tamil Nadu'] },
      met: false,
      nearMiss: { kind: 'sameRegion' }
    }),
    wanted: 'Tamil Nadu',
    nearMiss: 'Another state in the same region'
  },
  {
    fit: row({
      item: 'educationLevels',
      wanted: { kind: 'educationFrom', band: 'bachelors' },
      met: false,
      nearMiss: { kind: 'bandBelow' }
    }),
    wanted: 'Bachelor’s degree or higher',
    nearMiss: 'One education band below'
  },
  {
    fit: row({
      item: 'minIncome',
      wanted: { kind: 'incomeFrom', band: '₹5-10 Lakhs' },
      met: false,
      nearMiss: { kind: 'bandBelow' }
    }),
    wanted: '₹5-10 Lakhs or more',
    nearMiss: 'One income band below'
  },
  { fit: row({ item: 'withPhotoOnly', wanted: { kind: 'photo' } }), wanted: 'Has a photo', nearMiss: null },
  {
    fit: row({
      item: 'horoscope',
      wanted: { kind: 'horoscope', must: false, tradition: 'north', gunaMin: 18 },
      met: false,
      nearMiss: { kind: 'gunaUnder', points: 16.5, needed: 18 }
    }),
    wanted: 'Matters (Guna Milan 18 of 36 or more)',
    nearMiss: 'Guna Milan 16.5 of 36, just under 18'
  }
];

/** A South viewer's horoscope row: must match. */
export const SOUTH_HOROSCOPE_ROW = {
  fit: row({ item: 'horoscope', wanted: { kind: 'horoscope', must: true, tradition: 'south', gunaMin: 18 } }),
  wanted: 'Must match (Rajju and Vedha pass)'
};

export const REVEALED_REASON: RevealedReason = {
  occupation: 'Doctor',
  motherTongue: null,
  educationBand: null,
  state: 'Tamil Nadu',
  ages: { from: 30, to: 32 }
};
export const REVEALED_REASON_ENGLISH = 'You often open Doctor profiles from Tamil Nadu aged 30–32';
