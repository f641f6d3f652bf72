// A member card as svc-profile's contract shapes it: Divya K., 86 % match, the other member a woman.
import type { Card } from '../../src/api/discovery-api';

export const CARD_ID = '65f000000000000000000007';

export function memberCard(change: Partial<Card> = {}): Card {
  return {
    id: CARD_ID,
    memberNumber: 'M1000007',
    displayName: 'Divya K.',
    age: 27,
    height: '5 ft 4 in (162 cm)',
    religion: 'Hindu',
    caste: null,
    district: 'Chennai',
    state: 'Tamil Nadu',
    education: 'M.Tech',
    occupation: 'Software Engineer',
    photoUrl: null,
    photoHidden: false,
    match: {
      score: 86,
      youMeetTheirs: { met: 7, total: 9 },
      theyMeetYours: { met: 6, total: 8 },
      otherGender: 'female',
      poruthams: null
    },
    badges: { mobile: true, id: true, photo: false, premium: true },
    lastActiveDay: null,
    marks: { interestSent: false, shortlisted: false },
    ...change
  };
}
