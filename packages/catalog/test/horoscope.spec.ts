import { expect } from 'chai';
import {
  RASIS,
  RASI_OPTIONS,
  STARS,
  STAR_ALIASES,
  rasiForStarPada,
  rasiLabel,
  rasisForStar,
  starFromName
} from '../src/index';

describe('stars and rasis', () => {
  it('has 27 nakshatras from Ashwini to Revati', () => {
    expect(STARS).to.have.length(27);
    expect(STARS[0]).to.equal('Ashwini');
    expect(STARS[26]).to.equal('Revati');
    expect(Object.keys(STAR_ALIASES)).to.deep.equal([...STARS]);
  });

  it('has 12 rasis each with its English name', () => {
    expect(RASI_OPTIONS.map((r) => r.name)).to.deep.equal([...RASIS]);
    expect(RASI_OPTIONS.map((r) => r.english)).to.deep.equal([
      'Aries',
      'Taurus',
      'Gemini',
      'Cancer',
      'Leo',
      'Virgo',
      'Libra',
      'Scorpio',
      'Sagittarius',
      'Capricorn',
      'Aquarius',
      'Pisces'
    ]);
    expect(rasiLabel('Karka')).to.equal('Karka (Cancer)');
  });

  it('resolves South-Indian names and spellings to the canonical star', () => {
    expect(starFromName('Thiruvathirai')).to.equal('Ardra');
    expect(starFromName('makam')).to.equal('Magha');
    expect(starFromName('Anizham')).to.equal('Anuradha');
    expect(starFromName(' Uthiradam ')).to.equal('Uttara Ashadha');
    expect(starFromName('purva phalguni')).to.equal('Purva Phalguni');
    expect(starFromName('Pluto')).to.equal(undefined);
  });

  it('no alias points to two different stars', () => {
    const seen = new Map<string, string>();
    for (const star of STARS) {
      for (const alias of [star, ...STAR_ALIASES[star]]) {
        const key = alias.toLowerCase().replace(/[^a-z]/g, '');
        expect(seen.get(key) ?? star, alias).to.equal(star);
        seen.set(key, star);
      }
    }
  });

  it('maps pada to rasi by floor(((nak-1)*4 + (pada-1)) / 9) + 1', () => {
    expect(rasiForStarPada('Ashwini', 1)).to.equal('Mesha');
    expect(rasiForStarPada('Krittika', 1)).to.equal('Mesha');
    expect(rasiForStarPada('Krittika', 2)).to.equal('Vrishabha');
    expect(rasiForStarPada('Punarvasu', 4)).to.equal('Karka');
    expect(rasiForStarPada('Revati', 4)).to.equal('Meena');
    STARS.forEach((star, index) => {
      for (const pada of [1, 2, 3, 4] as const) {
        expect(rasiForStarPada(star, pada)).to.equal(RASIS[Math.floor((index * 4 + pada - 1) / 9)]);
      }
    });
  });

  it('finds nine stars spanning two rasis and each rasi holding 9 padas', () => {
    expect(STARS.filter((star) => rasisForStar(star).length === 2)).to.have.length(9);
    expect(rasisForStar('Mrigashira')).to.deep.equal(['Vrishabha', 'Mithuna']);
    for (const rasi of RASIS) {
      const padas = STARS.flatMap((star) =>
        ([1, 2, 3, 4] as const).filter((pada) => rasiForStarPada(star, pada) === rasi)
      );
      expect(padas, rasi).to.have.length(9);
    }
  });
});
