// Kept free of zod: the landing page's quick search lists them without loading the schemas.
export const RELIGIONS = [
  'Hindu',
  'Muslim',
  'Christian',
  'Sikh',
  'Jain',
  'Buddhist',
  'Parsi / Zoroastrian',
  'Jewish',
  'Spiritual / Not Religious',
  'No Religion / Atheist',
  'Other'
] as const;
