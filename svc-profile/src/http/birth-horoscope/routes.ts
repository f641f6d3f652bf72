import { type Router } from 'express';
import { BIRTH_HOROSCOPE_MESSAGES } from '@matrimony/catalog';
import { birthHoroscopeRoutes } from '@matrimony/contracts/http/profile/birth-horoscope';
import { contractRoute, inputOf, problem, sendJson } from '@matrimony/service-kit';
import { birthHoroscopeAt } from '../../domain/horoscope/birth-chart';

const route = birthHoroscopeRoutes.computeBirthHoroscope;

/** POST /birth-horoscope: rasi, star, pada and Manglik from birth details (no sign-in: the wizard asks before the account exists); nothing is stored. */
export function birthHoroscopeRouteOf(router: Router): void {
  contractRoute(router, route, (_req, res) => {
    const { dateOfBirth, birthTime, birthPlace } = inputOf(res, route.request).body;
    const computed = birthHoroscopeAt({ dateOfBirth, birthTime, birthPlace });
    if (!computed.computable) {
      if (computed.reason === 'birth_time_needed')
        throw problem(422, BIRTH_HOROSCOPE_MESSAGES.birthTimeNeeded, 'birth_time_needed');
      throw problem(422, BIRTH_HOROSCOPE_MESSAGES.unknownBirthPlace, 'unknown_birth_place');
    }
    const { rasi, star, starPada, dosham, manglik, placeApproximate } = computed;
    sendJson(res, route, {
      rasi,
      star,
      starPada,
      dosham,
      manglik: {
        manglik: manglik.manglik,
        rule: manglik.rule,
        ascendant: manglik.ascendant,
        marsRasi: manglik.marsRasi,
        marsHouseFromAscendant: manglik.marsHouseFromAscendant,
        marsHouseFromMoon: manglik.marsHouseFromMoon
      },
      placeApproximate
    });
  });
}
