import { expect } from 'chai';
import {
  ANNUAL_INCOMES,
  CASTES_BY_RELIGION,
  CATALOG,
  CATALOG_VERSION,
  DOSHAM_OPTIONS,
  EDUCATION_LEVELS,
  FAMILY_TYPES,
  GENDERS,
  HEIGHTS,
  HEIGHT_OPTIONS,
  LOOKING_FOR_LABELS,
  MARITAL_STATUSES,
  MOTHER_TONGUES,
  NOT_APPLICABLE,
  OCCUPATIONS,
  OTHERS_NOT_LISTED,
  PARENT_OCCUPATIONS,
  PREFER_NOT_TO_SAY,
  RELIGIONS,
  SIBLINGS,
  casteAfterReligionChange,
  castesForReligion,
  heightInCm,
  isCasteOfReligion,
  type Religion
} from '../src/index';

const noDuplicates = (list: readonly string[]) =>
  expect(new Set(list).size, 'duplicates').to.equal(list.length);

describe('option lists', () => {
  it('is versioned', () => {
    expect(CATALOG_VERSION).to.match(/^\d{4}\.\d{2}\.\d+$/);
    expect(CATALOG.version).to.equal(CATALOG_VERSION);
  });

  it('has the 11 spec heights from 4 ft 6 in (137 cm) to 6 ft 2 in (187 cm)', () => {
    expect(HEIGHT_OPTIONS.map((h) => h.cm)).to.deep.equal([
      137, 142, 147, 152, 157, 162, 167, 172, 177, 182, 187
    ]);
    expect(HEIGHTS[0]).to.equal('4 ft 6 in (137 cm)');
    expect(HEIGHTS).to.include('5 ft 6 in (167 cm)');
    expect(HEIGHTS.at(-1)).to.equal('6 ft 2 in (187 cm)');
    expect(heightInCm('5 ft 6 in (167 cm)')).to.equal(167);
    expect(heightInCm('5 ft 5 in')).to.equal(undefined);
  });

  it('has the 11 religions of the spec', () => {
    expect(RELIGIONS).to.deep.equal([
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
    ]);
  });

  it('gives the first 7 religions their own caste lists of the spec sizes, each with the two closing entries', () => {
    const sizes = Object.fromEntries(
      Object.entries(CASTES_BY_RELIGION).map(([religion, castes]) => [religion, castes!.length])
    );
    expect(Object.keys(sizes)).to.deep.equal(RELIGIONS.slice(0, 7));
    expect(sizes.Hindu).to.be.within(95, 110);
    expect(sizes.Muslim).to.be.within(45, 55);
    expect(sizes.Christian).to.be.within(45, 55);
    for (const religion of ['Sikh', 'Jain', 'Buddhist', 'Parsi / Zoroastrian'])
      expect(sizes[religion]).to.be.below(45);
    for (const castes of Object.values(CASTES_BY_RELIGION)) {
      noDuplicates(castes!);
      expect(castes).to.include.members([OTHERS_NOT_LISTED, PREFER_NOT_TO_SAY]);
    }
  });

  it('gives the other religions the single caste "Not Applicable"', () => {
    for (const religion of RELIGIONS.slice(7))
      expect(castesForReligion(religion)).to.deep.equal([NOT_APPLICABLE]);
    expect(castesForReligion('Hindu')).to.include('Nair');
  });

  it('checks a caste against its religion', () => {
    expect(isCasteOfReligion('Syro-Malabar Catholic', 'Christian')).to.equal(true);
    expect(isCasteOfReligion('Syro-Malabar Catholic', 'Hindu')).to.equal(false);
    expect(isCasteOfReligion(NOT_APPLICABLE, 'Jewish')).to.equal(true);
    expect(isCasteOfReligion(NOT_APPLICABLE, 'Hindu')).to.equal(false);
  });

  it('resets the caste as the spec says when the religion changes', () => {
    const cases: [string, Religion, string][] = [
      [PREFER_NOT_TO_SAY, 'Muslim', PREFER_NOT_TO_SAY],
      ['Nair', 'Muslim', ''],
      ['Nair', 'Jewish', NOT_APPLICABLE],
      [NOT_APPLICABLE, 'Sikh', '']
    ];
    for (const [caste, religion, expected] of cases)
      expect(casteAfterReligionChange(caste, religion)).to.equal(expected);
  });

  it('has 26 mother tongues with the named ones, ending with Others', () => {
    expect(MOTHER_TONGUES).to.have.length(26);
    expect(MOTHER_TONGUES).to.include.members(['Hindi', 'Tamil', 'Telugu', 'Malayalam', 'Kannada']);
    expect(MOTHER_TONGUES.at(-1)).to.equal('Others');
    noDuplicates(MOTHER_TONGUES);
  });

  it('has 32 education levels from Doctorate / Ph.D down to No Formal Education and Others', () => {
    expect(EDUCATION_LEVELS).to.have.length(32);
    expect(EDUCATION_LEVELS[0]).to.equal('Doctorate / Ph.D');
    expect(EDUCATION_LEVELS.slice(-2)).to.deep.equal(['No Formal Education', 'Others']);
    noDuplicates(EDUCATION_LEVELS);
  });

  it('has about 95 occupations ending with Other', () => {
    expect(OCCUPATIONS.length).to.be.within(90, 100);
    expect(OCCUPATIONS.at(-1)).to.equal('Other');
    noDuplicates(OCCUPATIONS);
  });

  it('has the exact income bands of the spec', () => {
    expect(ANNUAL_INCOMES).to.deep.equal([
      '₹0-2 Lakhs',
      '₹2-5 Lakhs',
      '₹5-10 Lakhs',
      '₹10-20 Lakhs',
      '₹20-50 Lakhs',
      '₹50 Lakhs-1 Crore',
      'Above ₹1 Crore'
    ]);
  });

  it('has 24 parent occupations from Government Employee to Passed Away and Others', () => {
    expect(PARENT_OCCUPATIONS).to.have.length(24);
    expect(PARENT_OCCUPATIONS[0]).to.equal('Government Employee');
    expect(PARENT_OCCUPATIONS.slice(-2)).to.deep.equal(['Passed Away', 'Others']);
    noDuplicates(PARENT_OCCUPATIONS);
  });

  it('has the spec siblings, marital statuses, family types, dosham and genders', () => {
    expect(SIBLINGS).to.deep.equal([
      'No Siblings',
      '1 Brother',
      '2 Brothers',
      '3+ Brothers',
      '1 Sister',
      '2 Sisters',
      '3+ Sisters',
      'Mixed Siblings'
    ]);
    expect(MARITAL_STATUSES).to.deep.equal(['never_married', 'divorced', 'widowed', 'separated']);
    expect(FAMILY_TYPES).to.deep.equal(['nuclear', 'joint']);
    expect(DOSHAM_OPTIONS).to.deep.equal(['Yes', 'No', 'Dont Know']);
    expect(GENDERS).to.deep.equal(['male', 'female']);
    expect(LOOKING_FOR_LABELS).to.deep.equal({ male: 'Groom', female: 'Bride' });
  });

  it('serves every list in one serialisable catalog', () => {
    const roundTripped = JSON.parse(JSON.stringify(CATALOG));
    expect(roundTripped.religions).to.have.length(11);
    expect(roundTripped.stars).to.have.length(27);
    expect(roundTripped.locations.states).to.have.length(36);
    expect(roundTripped.maritalStatuses[0]).to.deep.equal({ value: 'never_married', label: 'Never Married' });
  });
});
