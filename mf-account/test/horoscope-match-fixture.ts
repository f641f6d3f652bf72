// A Premium horoscope match as svc-profile answers it (a Hasta/Kanya bride and a Rohini/Vrishabha groom, the viewer the
// bride): every koota, a cancelled Bhakoot dosha, the ten Poruthams with Rajju failing.
import { type HoroscopeMatch } from '../src/api/discovery-api';

type Full = Extract<HoroscopeMatch, { availability: 'full' }>;

const PREMIUM_MATCH: Omit<Full, 'tradition'> = {
  availability: 'full',
  total: 24.5,
  max: 36,
  band: {
    id: 'acceptable'
  },
  viewerRole: 'bride',
  kootas: [
    {
      id: 'varna',
      points: 1,
      max: 1,
      groom: 'Vaishya',
      bride: 'Vaishya',
      line: {
        code: 'varnaAtOrAbove',
        values: {
          groom: 'Vaishya',
          bride: 'Vaishya'
        }
      }
    },
    {
      id: 'vashya',
      points: 0.5,
      max: 2,
      groom: 'Chatushpada',
      bride: 'Manava',
      line: {
        code: 'vashyaPair',
        values: {
          groom: 'Chatushpada',
          bride: 'Manava'
        }
      }
    },
    {
      id: 'tara',
      points: 3,
      max: 3,
      groom: 'Rohini',
      bride: 'Hasta',
      line: {
        code: 'taraCounts',
        values: {
          fromBride: 19,
          fromBrideTara: 'auspicious',
          fromGroom: 10,
          fromGroomTara: 'auspicious'
        }
      }
    },
    {
      id: 'yoni',
      points: 1,
      max: 4,
      groom: 'Serpent',
      bride: 'Buffalo',
      line: {
        code: 'yoniPair',
        values: {
          groom: 'Serpent',
          bride: 'Buffalo',
          relation: 'unfriendly'
        }
      }
    },
    {
      id: 'grahaMaitri',
      points: 5,
      max: 5,
      groom: 'Venus',
      bride: 'Mercury',
      line: {
        code: 'lords',
        values: {
          first: 'Venus',
          firstRegards: 'friend',
          second: 'Mercury',
          secondRegards: 'friend'
        }
      }
    },
    {
      id: 'gana',
      points: 6,
      max: 6,
      groom: 'Manushya',
      bride: 'Deva',
      line: {
        code: 'ganaPair',
        values: {
          groom: 'Manushya',
          bride: 'Deva'
        }
      }
    },
    {
      id: 'bhakoot',
      points: 0,
      max: 7,
      groom: 'Vrishabha',
      bride: 'Kanya',
      line: {
        code: 'bhakootDosha',
        values: {
          fromBride: 9,
          fromGroom: 5
        }
      }
    },
    {
      id: 'nadi',
      points: 8,
      max: 8,
      groom: 'Antya',
      bride: 'Adi',
      line: {
        code: 'nadiDiffer',
        values: {
          groom: 'Antya',
          bride: 'Adi'
        }
      }
    }
  ],
  doshas: [
    {
      id: 'bhakoot',
      cancellations: [
        {
          code: 'lordsAreFriends',
          values: {
            groom: 'Venus',
            bride: 'Mercury'
          }
        }
      ],
      cancelled: true
    }
  ],
  poruthams: {
    goodCount: 6,
    max: 10,
    notRecommended: true,
    verdict: {
      id: 'not_recommended'
    },
    items: [
      {
        id: 'dinam',
        result: 'bad',
        reason: {
          code: 'starNthUnfavourable',
          values: {
            count: 19
          }
        },
        rule: 'dinamTwelveCounts'
      },
      {
        id: 'ganam',
        result: 'middling',
        reason: {
          code: 'ganaCompatible',
          values: {
            bride: 'Deva',
            groom: 'Manushya'
          }
        },
        rule: 'ganamDevaManushyaMiddling'
      },
      {
        id: 'mahendram',
        result: 'good',
        reason: {
          code: 'mahendramGood',
          values: {
            count: 19
          }
        },
        rule: 'mahendramCounts'
      },
      {
        id: 'streeDeergham',
        result: 'good',
        reason: {
          code: 'streeOver13',
          values: {
            count: 19
          }
        },
        rule: 'streeDeerghamOver13'
      },
      {
        id: 'yoni',
        result: 'good',
        reason: {
          code: 'yoniMaleFemale',
          values: {
            bride: 'Buffalo',
            brideSex: 'female',
            groom: 'Serpent',
            groomSex: 'male'
          }
        },
        rule: 'yoniEnemiesThenSex'
      },
      {
        id: 'rasi',
        result: 'good',
        reason: {
          code: 'rasiGood',
          values: {
            groom: 'Vrishabha',
            count: 9,
            bride: 'Kanya'
          }
        },
        rule: 'rasiSameMiddling'
      },
      {
        id: 'rasiAthipathi',
        result: 'good',
        reason: {
          code: 'lordsFriends',
          values: {
            first: 'Mercury',
            firstRegards: 'friend',
            second: 'Venus',
            secondRegards: 'friend'
          }
        },
        rule: 'rasiAthipathiFriendships'
      },
      {
        id: 'vasya',
        result: 'bad',
        reason: {
          code: 'vasyaNeither',
          values: {}
        },
        rule: 'vasyaGroomToBride'
      },
      {
        id: 'rajju',
        result: 'bad',
        reason: {
          code: 'rajjuSame',
          values: {
            rajju: 'Kanta'
          }
        },
        rule: 'rajjuFive'
      },
      {
        id: 'vedha',
        result: 'good',
        reason: {
          code: 'vedhaNone',
          values: {
            bride: 'Hasta',
            groom: 'Rohini'
          }
        },
        rule: 'vedhaPairs'
      }
    ],
    source: 'jathakaporutham'
  },
  other: {
    rasi: 'Vrishabha',
    star: 'Rohini',
    dosham: 'No',
    horoscopeImageUrl: null
  }
};

export const premiumMatch = (tradition: 'north' | 'south'): HoroscopeMatch => ({
  ...PREMIUM_MATCH,
  tradition
});
