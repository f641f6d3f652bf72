import { type Router } from 'express';
import { BIRTH_HOROSCOPE_MESSAGES } from '@matrimony/catalog';
import { birthHoroscopeRoutes } from '@matrimony/contracts/http/profile/birth-horoscope';
import { contractRoute, inputOf, problem, requireAuth, sendJson } from '@matrimony/service-kit';
import { birthHoroscopeAt } from '../../domain/horoscope/birth-chart';
import { type ProfileDeps } from '../deps';

const route = birthHoroscopeRoutes.computeBirthHoroscope;

/** POST /me/birth-horoscope: rasi, star, pada and Manglik from birth details; nothing is stored. */
export function birthHoroscopeRouteOf(router: Router, deps: ProfileDeps): void {
  contractRoute(router, route, requireAuth(deps.verifier), (_req, res) => {
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
