// The match score tells members apart on the demo directory (docs/product-rules.md#match-score): for the demo
// bride, few candidates score 95 or more and the median sits mid-range, with the directory's stored preferences
// and with registration's guesses alone.
import { expect } from 'chai';
import { defaultPreferencesFor, horoscopeTraditionOf } from '@matrimony/catalog';
import {
  ageOn,
  demoPreferences,
  generateMembers,
  readyMemberLooks,
  type DemoMember
} from '@matrimony/demo-data';
import { matchScoreValue, type MatchFacts } from '../src/domain/matching/match-score';

const TODAY = new Date('2026-11-27T00:00:00Z');

function factsOf(profile: DemoMember['profile'], age: number, hasPhoto: boolean): MatchFacts {
  return {
    ...profile,
    age,
    hasPhoto,
    starPada: null,
    horoscopeTradition: horoscopeTraditionOf(profile)
  };
}

function distribution(scores: number[]) {
  const sorted = [...scores].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.floor(share * (sorted.length - 1))]!;
  return {
    atLeast95: sorted.filter((score) => score >= 95).length / sorted.length,
    median: at(0.5),
    spread: at(0.75) - at(0.25)
  };
}

describe('match score on the demo directory', () => {
  const { profile } = readyMemberLooks().bride;
  const age = ageOn(profile.dateOfBirth, TODAY);
  const bride = { prefs: defaultPreferencesFor({ ...profile, age }), facts: factsOf(profile, age, true) };
  // The demo directory as the seed writes it: every other member a groom; one in nine without a photo.
  const grooms = generateMembers(2000, 2026, TODAY).filter((member) => member.profile.gender === 'male');
  const groomFacts = (member: DemoMember) => factsOf(member.profile, member.age, member.index % 9 !== 4);

  it('spreads the demo bride’s candidates: under 10% score 95 or more, the median between 50 and 80', () => {
    const scores = grooms.map((member) =>
      matchScoreValue(bride, { prefs: demoPreferences(member), facts: groomFacts(member) })
    );
    const { atLeast95, median, spread } = distribution(scores);
    expect(scores.length).to.equal(1000);
    expect(atLeast95).to.be.below(0.1);
    expect(median).to.be.within(51, 79);
    expect(spread).to.be.at.least(15);
  });

  it('spreads them as much when every member still has registration’s guesses', () => {
    const scores = grooms.map((member) =>
      matchScoreValue(bride, {
        prefs: defaultPreferencesFor({ ...member.profile, age: member.age }),
        facts: groomFacts(member)
      })
    );
    const { atLeast95, median, spread } = distribution(scores);
    expect(atLeast95).to.be.below(0.1);
    expect(median).to.be.within(51, 79);
    expect(spread).to.be.at.least(15);
  });
});
