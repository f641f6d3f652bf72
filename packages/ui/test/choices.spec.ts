import { expect } from 'chai';
import { filterChoices, orderedRange, stepIndex, toggleChoice } from '../src/forms/choices';

const castes = [
  { value: 'iyer', label: 'Iyer' },
  { value: 'iyengar', label: 'Iyengar' },
  { value: 'mudaliar', label: 'Mudaliar' },
  { value: 'nadar', label: 'Nadar' }
];

describe('choice rules', () => {
  it('search keeps options containing every word, ignoring case and accents', () => {
    expect(filterChoices(castes, 'IY').map((c) => c.value)).to.deep.equal(['iyer', 'iyengar']);
    expect(filterChoices(castes, '  ')).to.have.length(4);
    expect(filterChoices([{ value: 'e', label: 'Écoles Françaises' }], 'ecoles fran')).to.have.length(1);
    expect(filterChoices(castes, 'iyer nadar')).to.deep.equal([]);
  });

  it('toggling adds or removes a value and keeps the options order', () => {
    expect(toggleChoice(['nadar'], 'iyer', castes)).to.deep.equal(['iyer', 'nadar']);
    expect(toggleChoice(['iyer', 'nadar'], 'iyer', castes)).to.deep.equal(['nadar']);
  });

  it('a range picked the wrong way round is swapped; open ends stay open', () => {
    expect(orderedRange({ min: 30, max: 25 })).to.deep.equal({ min: 25, max: 30 });
    expect(orderedRange({ min: 30 })).to.deep.equal({ min: 30, max: undefined });
  });

  it('photo steps wrap at both ends', () => {
    expect(stepIndex(0, -1, 3)).to.equal(2);
    expect(stepIndex(2, 1, 3)).to.equal(0);
    expect(stepIndex(1, 1, 3)).to.equal(2);
    expect(stepIndex(0, 1, 0)).to.equal(0);
  });
});
