import { expect } from 'chai';
import fc from 'fast-check';
import { RASIS, STARS, rasisForStar, type Rasi, type Star } from '@matrimony/catalog';
import {
  HOROSCOPE_PHRASES,
  HOROSCOPE_TERMS,
  PORUTHAM_RULE_IDS
} from '@matrimony/contracts/http/profile/horoscope-match';
import { type BirthStar } from '../src/domain/horoscope/guna-milan';
import { pairHoroscopes, starsRajjuCompatibleWith } from '../src/domain/horoscope/pairing';
import { isVedha, RAJJU_OF, RAJJU_STARS, RAJJUS, VEDHA_PAIRS } from '../src/domain/horoscope/porutham-tables';
import {
  poruthamCount,
  poruthamMatch,
  type PoruthamId,
  type PoruthamResult
} from '../src/domain/horoscope/poruthams';

/** Every star with each rasi it can fall in: 36 birth stars. */
const BIRTH_STARS: BirthStar[] = STARS.flatMap((star) => rasisForStar(star).map((rasi) => ({ star, rasi })));
const at = (star: Star, rasi?: Rasi): BirthStar => ({ star, rasi: rasi ?? rasisForStar(star)[0]! });
const resultOf = (girl: BirthStar, boy: BirthStar, id: PoruthamId): PoruthamResult =>
  poruthamMatch(girl, boy).poruthams.find((porutham) => porutham.id === id)!.result;
const ORDER: PoruthamId[] = [
  'dinam',
  'ganam',
  'mahendram',
  'streeDeergham',
  'yoni',
  'rasi',
  'rasiAthipathi',
  'vasya',
  'rajju',
  'vedha'
];
const SYMMETRIC: PoruthamId[] = ['ganam', 'rasi', 'rasiAthipathi', 'rajju', 'vedha'];
const birthStar = fc.constantFrom(...BIRTH_STARS);

const TERMS: readonly string[] = [...HOROSCOPE_TERMS, ...RASIS, ...STARS];

describe('domain: the ten Poruthams', () => {
  describe('published examples (jathakaporutham.com, and the vedha and rajju tables every source prints)', () => {
    // [girl, boy, porutham, result]: each row is a statement of the source about that pair of stars.
    type Row = [girl: BirthStar, boy: BirthStar, id: PoruthamId, result: PoruthamResult];
    const PUBLISHED: Row[] = [
      // Dinam, the same star: "Rohini, Thiruvathirai, Poosam, Maham, Hastham, Thiruvonam: uthamam".
      ...(['Rohini', 'Ardra', 'Pushya', 'Magha', 'Hasta', 'Shravana'] as Star[]).map(
        (star) => [at(star), at(star), 'dinam', 'good'] as Row
      ),
      // "Ashwini, Bharani, Karthikai, Mrigasirisham, Punarpoosam, Uthiram, Chithirai, Anusham: mathimam".
      ...(
        [
          'Ashwini',
          'Bharani',
          'Krittika',
          'Mrigashira',
          'Punarvasu',
          'Uttara Phalguni',
          'Chitra',
          'Anuradha'
        ] as Star[]
      ).map((star) => [at(star), at(star), 'dinam', 'middling'] as Row),
      // "The rest 13 won't match", e.g. Revati and Mula with themselves.
      [at('Revati'), at('Revati'), 'dinam', 'bad'],
      [at('Mula'), at('Mula'), 'dinam', 'bad'],
      // The 7th star from the girl's (vatham) is rejected; the 2nd matches.
      [at('Ashwini'), at('Punarvasu'), 'dinam', 'bad'],
      [at('Ashwini'), at('Bharani'), 'dinam', 'good'],
      // "When the girl's nakshatra is in Rishabam, all nakshatras of Dhanus won't match" (ashtama rasi).
      [at('Rohini', 'Vrishabha'), at('Purva Ashadha', 'Dhanu'), 'dinam', 'bad'],
      // Mahendram: girl Ashwini, boy Punarvasu (the 7th) is the example printed for it; the 5th is not.
      [at('Ashwini'), at('Punarvasu'), 'mahendram', 'good'],
      [at('Ashwini'), at('Mrigashira'), 'mahendram', 'bad'],
      // Rajju: "if the stars Aswini and Moolam are the boy's and the girl's, rajju is not matching".
      [at('Mula'), at('Ashwini'), 'rajju', 'bad'],
      [at('Mrigashira'), at('Dhanishta'), 'rajju', 'bad'],
      [at('Rohini'), at('Bharani'), 'rajju', 'good'],
      // Vedha: the thirteen printed pairs, each rejected.
      ...VEDHA_PAIRS.map(([a, b]) => [at(a), at(b), 'vedha', 'bad'] as Row),
      [at('Ashwini'), at('Bharani'), 'vedha', 'good'],
      // Yoni: sworn enemies (horse-buffalo: Ashwini and Hasta; cat-rat: Punarvasu and Magha) never match.
      [at('Hasta'), at('Ashwini'), 'yoni', 'bad'],
      [at('Punarvasu'), at('Magha'), 'yoni', 'bad'],
      // A male yoni for the boy (Bharani, elephant) with a female one for the girl (Revati, elephant): uthamam.
      [at('Revati'), at('Bharani'), 'yoni', 'good'],
      // Rasi: 6th and 8th from each other do not match; the 7th is best, except Karka-Makara and Simha-Kumbha.
      [at('Ashwini', 'Mesha'), at('Hasta', 'Kanya'), 'rasi', 'bad'],
      [at('Ashwini', 'Mesha'), at('Swati', 'Tula'), 'rasi', 'good'],
      [at('Pushya', 'Karka'), at('Shravana', 'Makara'), 'rasi', 'bad'],
      [at('Magha', 'Simha'), at('Shatabhisha', 'Kumbha'), 'rasi', 'bad'],
      // Rasi Athipathi: Mars (Mesha) and Mercury (Mithuna) are rivals; Mars and Jupiter (Dhanu) friends.
      [at('Ashwini', 'Mesha'), at('Ardra', 'Mithuna'), 'rasiAthipathi', 'bad'],
      [at('Ashwini', 'Mesha'), at('Mula', 'Dhanu'), 'rasiAthipathi', 'good']
    ];

    it('holds at least 30 published star pairs', () => expect(PUBLISHED.length).to.be.at.least(30));

    for (const [girl, boy, id, result] of PUBLISHED) {
      it(`${id}: ${girl.star} (${girl.rasi}, girl) with ${boy.star} (${boy.rasi}, boy) is ${result}`, () =>
        expect(resultOf(girl, boy, id)).to.equal(result));
    }
  });

  describe('worked pairs, porutham by porutham', () => {
    // Worked by hand from the rules in poruthams.ts; order: dinam, ganam, mahendram, stree deergham, yoni, rasi,
    // rasi athipathi, vasya, rajju, vedha.
    const WORKED: [girl: BirthStar, boy: BirthStar, results: string, good: number, verdict: string][] = [
      [at('Bharani', 'Mesha'), at('Ashwini', 'Mesha'), 'g m b g m m g b g g', 5, 'weak'],
      [at('Ashwini', 'Mesha'), at('Rohini', 'Vrishabha'), 'g m g b m b m b g g', 4, 'weak'],
      [at('Revati', 'Meena'), at('Pushya', 'Karka'), 'g g b m g g m b g g', 6, 'acceptable'],
      [at('Ashwini', 'Mesha'), at('Jyeshtha', 'Vrishchika'), 'b b b g m b g g b b', 3, 'not_recommended'],
      [at('Krittika', 'Vrishabha'), at('Hasta', 'Kanya'), 'g b b m b g g b g g', 5, 'weak']
    ];
    const LETTER: Record<PoruthamResult, string> = { good: 'g', middling: 'm', bad: 'b' };
    for (const [girl, boy, results, good, verdict] of WORKED) {
      it(`${girl.star} (girl) with ${boy.star} (boy): ${results}`, () => {
        const match = poruthamMatch(girl, boy);
        expect(match.poruthams.map((porutham) => porutham.id)).to.deep.equal(ORDER);
        expect(match.poruthams.map((porutham) => LETTER[porutham.result]).join(' ')).to.equal(results);
        expect(match.goodCount).to.equal(good);
        expect(match.verdict.id).to.equal(verdict);
      });
    }
  });

  it('answers every pair of the 36 × 36 birth stars with ten results, each with a reason and the rule read', () => {
    for (const girl of BIRTH_STARS) {
      for (const boy of BIRTH_STARS) {
        const match = poruthamMatch(girl, boy);
        expect(match.poruthams).to.have.length(10);
        expect(match.max).to.equal(10);
        for (const porutham of match.poruthams) {
          expect(['good', 'middling', 'bad']).to.include(porutham.result);
          expect(HOROSCOPE_PHRASES).to.include(porutham.reason.code);
          for (const value of Object.values(porutham.reason.values))
            if (typeof value !== 'number') expect(TERMS).to.include(value);
          expect(PORUTHAM_RULE_IDS).to.include(porutham.rule);
        }
        expect(match.goodCount).to.equal(match.poruthams.filter((p) => p.result === 'good').length);
        const dealBreaker = ['rajju', 'vedha'].some((id) => resultOf(girl, boy, id as PoruthamId) === 'bad');
        expect(match.notRecommended).to.equal(dealBreaker);
        if (dealBreaker) expect(match.verdict.id).to.equal('not_recommended');
      }
    }
  });

  it('gives the same result either way round for the symmetric rules (Ganam, Rasi, Rasi Athipathi, Rajju, Vedha)', () => {
    fc.assert(
      fc.property(birthStar, birthStar, (a, b) => {
        for (const id of SYMMETRIC) expect(resultOf(a, b, id), id).to.equal(resultOf(b, a, id));
      }),
      { numRuns: 500 }
    );
  });

  it('partitions the 27 stars into the five rajjus', () => {
    const grouped = RAJJUS.flatMap((rajju) => RAJJU_STARS[rajju]);
    expect(grouped).to.have.length(27);
    expect([...grouped].sort()).to.deep.equal([...STARS].sort());
    for (const star of STARS) expect(RAJJU_STARS[RAJJU_OF[star]]).to.include(star);
  });

  it('makes vedha a symmetric relation without a star piercing itself, every star having a partner', () => {
    for (const a of STARS) {
      expect(isVedha(a, a)).to.equal(false);
      expect(STARS.some((b) => isVedha(a, b))).to.equal(true);
      for (const b of STARS) expect(isVedha(a, b)).to.equal(isVedha(b, a));
    }
  });

  it('finds the stars Rajju-compatible with a member: every star outside their own rajju, none when unknown', () => {
    fc.assert(
      fc.property(birthStar, fc.constantFrom('male', 'female' as const), (mine, gender) => {
        const stars = starsRajjuCompatibleWith({ gender, ...mine })!;
        expect(stars).to.not.include(mine.star);
        for (const star of STARS)
          expect(stars.includes(star)).to.equal(RAJJU_OF[star] !== RAJJU_OF[mine.star]);
      })
    );
    expect(starsRajjuCompatibleWith({ gender: 'female', star: "Don't know", rasi: 'Mesha' })).to.equal(null);
  });

  it('pairs members with the bride as the girl, whichever of them is looking', () => {
    const bride = { gender: 'female' as const, star: 'Bharani', rasi: 'Mesha' };
    const groom = { gender: 'male' as const, star: 'Ashwini', rasi: 'Mesha' };
    const seenByBride = pairHoroscopes(bride, groom);
    const seenByGroom = pairHoroscopes(groom, bride);
    if (seenByBride.kind !== 'scored' || seenByGroom.kind !== 'scored') throw new Error('expected scores');
    expect(seenByBride.poruthams).to.deep.equal(seenByGroom.poruthams);
    expect(seenByBride.poruthams).to.deep.equal(
      poruthamMatch(at('Bharani', 'Mesha'), at('Ashwini', 'Mesha'))
    );
  });

  it('gives the count, naming Rajju or Vedha when they fail', () => {
    expect(poruthamCount(poruthamMatch(at('Bharani', 'Mesha'), at('Ashwini', 'Mesha')))).to.deep.equal({
      agree: 5,
      of: 10,
      failing: []
    });
    expect(poruthamCount(poruthamMatch(at('Ashwini', 'Mesha'), at('Jyeshtha', 'Vrishchika')))).to.deep.equal({
      agree: 3,
      of: 10,
      failing: ['rajju', 'vedha']
    });
  });

  it('keeps every rasi in the vasya table', () => {
    for (const rasi of RASIS)
      expect(resultOf(at('Ashwini', 'Mesha'), { star: 'Ashwini', rasi }, 'vasya')).to.be.a('string');
  });
});
