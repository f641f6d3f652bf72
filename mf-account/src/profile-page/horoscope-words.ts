// The horoscope match's words: svc-profile answers ids (a koota's attributes, a porutham's rule) and phrases
// (`{ code, values }`) for its lines, reasons and cancellations; this says them in the member's language. Rasis and
// stars are catalog option values, every other attribute a `profilePage.term.*` of this area's catalogue.
import { type HoroscopePhrase } from '@matrimony/contracts/http/profile/horoscope-match';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { isProfilePageMessageId, useProfilePageT } from './messages';

export function useHoroscopeWords() {
  const t = useProfilePageT();
  const text = useCatalogText();
  const term = (value: string): string => {
    const id = `profilePage.term.${value}`;
    return isProfilePageMessageId(id) ? t(id) : text(value);
  };
  const phrase = ({ code, values }: HoroscopePhrase): string =>
    t(
      `profilePage.phrase.${code}`,
      Object.fromEntries(
        Object.entries(values).map(([name, value]) => [name, typeof value === 'number' ? value : term(value)])
      )
    );
  return { t, term, phrase };
}
