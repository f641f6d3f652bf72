import { expect } from 'chai';
import { RASIS, STARS, rasisForStar, type Rasi, type Star } from '@matrimony/catalog';
import { gunaMilan, rasiCount, type KootaId } from '../src/domain/horoscope/guna-milan';
import {
  NADI_OF,
  VARNA_OF,
  VASHYA_OF,
  vashyaPoints,
  YONI_OF,
  YONIS,
  yoniPoints
} from '../src/domain/horoscope/tables';

type Points = Record<KootaId, number>;
const ORDER: KootaId[] = ['varna', 'vashya', 'tara', 'yoni', 'grahaMaitri', 'gana', 'bhakoot', 'nadi'];
const points = (groom: [Star, Rasi], bride: [Star, Rasi]) =>
  Object.fromEntries(
    gunaMilan({ star: groom[0], rasi: groom[1] }, { star: bride[0], rasi: bride[1] }).kootas.map((k) => [
      k.id,
      k.points
    ])
  ) as Points;
const row = (values: number[]): Points =>
  Object.fromEntries(ORDER.map((id, i) => [id, values[i]!])) as Points;

/** Every star with each rasi it can fall in: 36 birth stars (9 stars span two rasis). */
const BIRTH_STARS: [Star, Rasi][] = STARS.flatMap((star) =>
  rasisForStar(star).map((rasi) => [star, rasi] as [Star, Rasi])
);

describe('domain: Ashtakoota (Guna Milan)', () => {
  // Worked by hand, koota by koota, from two published tables: PyJHora's compatibility.py (naturalstupid/PyJHora,
  // AGPL; its Yoni and Vashya tables are saravali.de's, its Graha Maitri table the BPHS natural friendships, its
  // Bhakoot and Nadi tables) and the counting rules chosen in src/domain/horoscope/README.md (Varna by element, Tara both
  // ways, Gana groom-first). Order: varna, vashya, tara, yoni, graha maitri, gana, bhakoot, nadi.
  const WORKED: [groom: [Star, Rasi], bride: [Star, Rasi], expected: number[], total: number][] = [
    [['Ashwini', 'Mesha'], ['Bharani', 'Mesha'], [1, 2, 3, 2, 5, 5, 7, 8], 33],
    [['Rohini', 'Vrishabha'], ['Hasta', 'Kanya'], [1, 0.5, 3, 1, 5, 6, 0, 8], 24.5],
    [['Magha', 'Simha'], ['Uttara Phalguni', 'Simha'], [1, 2, 1.5, 2, 5, 0, 7, 8], 26.5],
    [['Pushya', 'Karka'], ['Ashlesha', 'Karka'], [1, 2, 3, 2, 5, 1, 7, 8], 29],
    [['Mula', 'Dhanu'], ['Revati', 'Meena'], [0, 0, 3, 2, 5, 0, 7, 8], 25],
    [['Shravana', 'Makara'], ['Anuradha', 'Vrishchika'], [0, 1, 1.5, 2, 0.5, 6, 7, 8], 26],
    [['Chitra', 'Tula'], ['Swati', 'Tula'], [1, 2, 3, 1, 5, 0, 7, 8], 27],
    [['Ardra', 'Mithuna'], ['Jyeshtha', 'Vrishchika'], [0, 0, 1.5, 0, 0.5, 0, 0, 0], 2],
    [['Uttara Bhadrapada', 'Meena'], ['Krittika', 'Mesha'], [1, 1, 1.5, 3, 5, 0, 0, 8], 19.5],
    [['Hasta', 'Kanya'], ['Hasta', 'Kanya'], [1, 2, 3, 4, 5, 6, 7, 0], 28],
    [['Dhanishta', 'Kumbha'], ['Purva Ashadha', 'Dhanu'], [0, 2, 1.5, 2, 3, 0, 7, 0], 15.5],
    [['Punarvasu', 'Karka'], ['Vishakha', 'Tula'], [1, 0, 3, 1, 0.5, 1, 7, 8], 21.5]
  ];

  for (const [groom, bride, expected, total] of WORKED) {
    it(`scores ${groom.join('/')} (groom) with ${bride.join('/')} (bride): ${total} of 36, koota by koota`, () => {
      expect(points(groom, bride)).to.deep.equal(row(expected));
      expect(
        gunaMilan({ star: groom[0], rasi: groom[1] }, { star: bride[0], rasi: bride[1] }).total
      ).to.equal(total);
    });
  }

  it('scores all 36 × 36 birth stars (every star with its rasis) within 0-36, the total being the kootas’ sum', () => {
    let pairs = 0;
    for (const groom of BIRTH_STARS) {
      for (const bride of BIRTH_STARS) {
        const match = gunaMilan({ star: groom[0], rasi: groom[1] }, { star: bride[0], rasi: bride[1] });
        expect(match.kootas.map((k) => k.id)).to.deep.equal(ORDER);
        for (const koota of match.kootas) expect(koota.points).to.be.within(0, koota.max);
        expect(match.total)
          .to.equal(match.kootas.reduce((sum, k) => sum + k.points, 0))
          .and.to.be.within(0, 36);
        pairs += 1;
      }
    }
    expect(BIRTH_STARS).to.have.length(36);
    expect(pairs).to.equal(36 * 36);
  });

  it('gives Nadi 0 exactly when the nadis match, Bhakoot 0 exactly for the 2/12, 5/9 and 6/8 distances', () => {
    for (const groom of BIRTH_STARS) {
      for (const bride of BIRTH_STARS) {
        const p = points(groom, bride);
        expect(p.nadi === 0, `${groom} ${bride} nadi`).to.equal(NADI_OF[groom[0]] === NADI_OF[bride[0]]);
        const distance = rasiCount(bride[1], groom[1]);
        expect(p.bhakoot === 0, `${groom} ${bride} bhakoot`).to.equal([2, 12, 5, 9, 6, 8].includes(distance));
      }
    }
  });

  it('gives Yoni 0 exactly for the seven sworn-enemy pairs, 4 for the same animal, and scores both ways alike', () => {
    const sworn = [
      ['Horse', 'Buffalo'],
      ['Elephant', 'Lion'],
      ['Sheep', 'Monkey'],
      ['Serpent', 'Mongoose'],
      ['Dog', 'Deer'],
      ['Cat', 'Rat'],
      ['Cow', 'Tiger']
    ];
    const isSworn = (a: string, b: string) =>
      sworn.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
    for (const a of YONIS) {
      for (const b of YONIS) {
        expect(yoniPoints(a, b) === 0, `${a}-${b}`).to.equal(isSworn(a, b));
        expect(yoniPoints(a, b)).to.equal(yoniPoints(b, a));
        if (a === b) expect(yoniPoints(a, b)).to.equal(4);
      }
    }
    expect(new Set(STARS.map((star) => YONI_OF[star])).size).to.equal(14);
  });

  it('pins the table choices where sources disagree (README): Varna by element, Vashya per rasi from saravali.de, Horse-Deer 1', () => {
    expect([VARNA_OF.Vrishabha, VARNA_OF.Kanya, VARNA_OF.Makara]).to.deep.equal([
      'Vaishya',
      'Vaishya',
      'Vaishya'
    ]);
    expect([VARNA_OF.Mithuna, VARNA_OF.Tula, VARNA_OF.Kumbha]).to.deep.equal(['Shudra', 'Shudra', 'Shudra']);
    expect([VASHYA_OF.Dhanu, VASHYA_OF.Makara]).to.deep.equal(['Manava', 'Jalachara']);
    expect(vashyaPoints('Chatushpada', 'Manava')).to.equal(0.5); // a quadruped bride with a human groom
    expect(yoniPoints('Horse', 'Deer')).to.equal(1);
    expect(RASIS.map((rasi) => VASHYA_OF[rasi])).to.include.members([
      'Chatushpada',
      'Manava',
      'Jalachara',
      'Vanachara',
      'Keeta'
    ]);
  });

  it('reports the bands in words: below 18, 18-24, 25-32, 33 and over', () => {
    const band = (groom: [Star, Rasi], bride: [Star, Rasi]) =>
      gunaMilan({ star: groom[0], rasi: groom[1] }, { star: bride[0], rasi: bride[1] }).band;
    expect(band(['Dhanishta', 'Kumbha'], ['Purva Ashadha', 'Dhanu'])).to.deep.equal({
      id: 'not_recommended'
    });
    expect(band(['Uttara Bhadrapada', 'Meena'], ['Krittika', 'Mesha'])).to.deep.equal({
      id: 'acceptable'
    });
    expect(band(['Mula', 'Dhanu'], ['Revati', 'Meena'])).to.deep.equal({
      id: 'very_good'
    });
    expect(band(['Ashwini', 'Mesha'], ['Bharani', 'Mesha'])).to.deep.equal({
      id: 'excellent'
    });
  });

  it('reports doshas with their cancellations beside the score, never changing it', () => {
    const sameStarOtherRasi = gunaMilan(
      { star: 'Krittika', rasi: 'Mesha' },
      { star: 'Krittika', rasi: 'Vrishabha' }
    );
    const nadi = sameStarOtherRasi.doshas.find((d) => d.id === 'nadi')!;
    expect(nadi.cancelled).to.equal(true);
    expect(nadi.cancellations).to.deep.equal([{ code: 'sameStarOtherRasi', values: { star: 'Krittika' } }]);
    expect(sameStarOtherRasi.kootas.find((k) => k.id === 'nadi')!.points).to.equal(0);

    const sameEverything = gunaMilan({ star: 'Hasta', rasi: 'Kanya' }, { star: 'Hasta', rasi: 'Kanya' });
    expect(sameEverything.doshas).to.deep.equal([{ id: 'nadi', cancellations: [], cancelled: false }]);
    const otherPadas = gunaMilan(
      { star: 'Hasta', rasi: 'Kanya', pada: 1 },
      { star: 'Hasta', rasi: 'Kanya', pada: 3 }
    );
    expect(otherPadas.doshas[0]!.cancelled).to.equal(true);
    expect(otherPadas.total).to.equal(sameEverything.total);

    const bhakoot = gunaMilan({ star: 'Rohini', rasi: 'Vrishabha' }, { star: 'Hasta', rasi: 'Kanya' }).doshas;
    expect(bhakoot).to.deep.equal([
      {
        id: 'bhakoot',
        cancellations: [{ code: 'lordsAreFriends', values: { groom: 'Venus', bride: 'Mercury' } }],
        cancelled: true
      }
    ]);
    const all = gunaMilan(
      { star: 'Ardra', rasi: 'Mithuna' },
      { star: 'Jyeshtha', rasi: 'Vrishchika' }
    ).doshas;
    expect(all.map((d) => [d.id, d.cancelled])).to.deep.equal([
      ['nadi', false],
      ['bhakoot', false],
      ['gana', false]
    ]);
  });

  it('explains every koota in one line naming both members’ attributes', () => {
    const match = gunaMilan({ star: 'Magha', rasi: 'Simha' }, { star: 'Uttara Phalguni', rasi: 'Simha' });
    const gana = match.kootas.find((k) => k.id === 'gana')!;
    expect(gana).to.include({ groom: 'Rakshasa', bride: 'Manushya', points: 0, max: 6 });
    expect(gana.line).to.deep.equal({ code: 'ganaPair', values: { groom: 'Rakshasa', bride: 'Manushya' } });
    expect(match.kootas.find((k) => k.id === 'tara')!.line).to.deep.equal({
      code: 'taraCounts',
      values: { fromBride: 26, fromBrideTara: 'auspicious', fromGroom: 3, fromGroomTara: 'inauspicious' }
    });
    expect(match.kootas.find((k) => k.id === 'grahaMaitri')!.line).to.deep.equal({
      code: 'lordsSame',
      values: { lord: 'Sun' }
    });
    expect(match.kootas.find((k) => k.id === 'bhakoot')!.line).to.deep.equal({
      code: 'bhakootFavourable',
      values: { fromBride: 1, fromGroom: 1 }
    });
  });
});
