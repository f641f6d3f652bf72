import { PREMIUM_PRICE_INR } from '@matrimony/catalog';
import { type HoroscopeMatch } from '@matrimony/contracts/http/profile/horoscope-match';
import { type Pairing } from '../../domain/horoscope/pairing';
import { type ProfileDoc } from '../../store/profile-model';
import { imageUrls } from '../profiles/view';

export function horoscopeMatchView(
  pairing: Pairing,
  other: Pick<ProfileDoc, 'rasi' | 'star' | 'dosham' | 'horoscope'>,
  viewerIsPremium: boolean
): HoroscopeMatch {
  if (pairing.kind === 'none') return { availability: 'none', reason: pairing.reason };
  const { milan } = pairing;
  if (!viewerIsPremium) {
    return {
      availability: 'total_only',
      total: milan.total,
      max: 36,
      band: milan.band,
      offer: { product: 'premium-month', priceInr: PREMIUM_PRICE_INR }
    };
  }
  return {
    availability: 'full',
    total: milan.total,
    max: 36,
    band: milan.band,
    viewerRole: pairing.viewerRole,
    kootas: milan.kootas,
    doshas: milan.doshas,
    other: {
      rasi: other.rasi,
      star: other.star,
      dosham: other.dosham,
      horoscopeImageUrl: other.horoscope ? imageUrls(other.horoscope).full : null
    }
  };
}
