import { PREMIUM_PRICE_INR, type HoroscopeTradition } from '@matrimony/catalog';
import { type HoroscopeMatch } from '@matrimony/contracts/http/profile/horoscope-match';
import { type Pairing } from '../../domain/horoscope/pairing';
import { PORUTHAM_SOURCE } from '../../domain/horoscope/poruthams';
import { type ProfileDoc } from '../../store/profile-model';
import { imageUrls } from '../profiles/view';

/** Both matches, always; the plan decides how much of each (docs/product-rules.md#horoscope-traditions). */
export function horoscopeMatchView(
  pairing: Pairing,
  other: Pick<ProfileDoc, 'rasi' | 'star' | 'dosham' | 'horoscope'>,
  viewerIsPremium: boolean,
  tradition: HoroscopeTradition
): HoroscopeMatch {
  if (pairing.kind === 'none') return { availability: 'none', tradition, reason: pairing.reason };
  const { milan, poruthams } = pairing;
  const poruthamTotals = {
    goodCount: poruthams.goodCount,
    max: poruthams.max,
    notRecommended: poruthams.notRecommended,
    verdict: poruthams.verdict
  };
  if (!viewerIsPremium) {
    return {
      availability: 'total_only',
      tradition,
      total: milan.total,
      max: 36,
      band: milan.band,
      poruthams: poruthamTotals,
      offer: { product: 'premium-month', priceInr: PREMIUM_PRICE_INR }
    };
  }
  return {
    availability: 'full',
    tradition,
    total: milan.total,
    max: 36,
    band: milan.band,
    viewerRole: pairing.viewerRole,
    kootas: milan.kootas,
    doshas: milan.doshas,
    poruthams: {
      ...poruthamTotals,
      items: poruthams.poruthams.map(({ id, result, reason, rule }) => ({ id, result, reason, rule })),
      source: PORUTHAM_SOURCE
    },
    other: {
      rasi: other.rasi,
      star: other.star,
      dosham: other.dosham,
      horoscopeImageUrl: other.horoscope ? imageUrls(other.horoscope).full : null
    }
  };
}
