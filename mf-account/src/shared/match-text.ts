// The match's sentences come from svc-profile in English ("You match 7 of her 9 preferences; she matches 6 of
// your 8", "You often open Doctor profiles from Tamil Nadu aged 25–29"). Their shapes are fixed, so the page
// reads the numbers and facts out of them and says them again in the member's language; a sentence of another
// shape is shown as it came.
import { type CatalogText } from '@matrimony/ui/catalog-text';
import { sharedText } from './messages';

const EXPLANATION =
  /^You match (\d+) of (his|her) (\d+) preferences; (?:he|she) matches (\d+) of your (\d+)$/;

/** "You match 7 of her 9 preferences; she matches 6 of your 8" in the active language. */
export function matchExplanation(explanation: string): string {
  const parts = EXPLANATION.exec(explanation);
  if (!parts) return explanation;
  const [, met, pronoun, total, theirMet, theirTotal] = parts;
  // His or her: the other member's gender, which the sentence's pronoun gives.
  return sharedText(pronoun === 'his' ? 'shared.match.explanation.male' : 'shared.match.explanation.female', {
    met,
    total,
    theirMet,
    theirTotal
  });
}

const OFTEN = /^You often open (.+?)(?: from (.+?))?(?: aged (\d+)–(\d+))?$/;

function oftenWhat(what: string, text: CatalogText): string | null {
  if (what === 'profiles') return sharedText('shared.match.often.any');
  const language = /^(.+)-speaking profiles$/.exec(what);
  if (language) return sharedText('shared.match.often.language', { language: text(language[1]!) });
  const education = /^profiles with a (.+)$/.exec(what);
  if (education) return sharedText('shared.match.often.education', { education: text(education[1]!) });
  const occupation = /^(.+) profiles$/.exec(what);
  if (occupation) return sharedText('shared.match.often.occupation', { occupation: text(occupation[1]!) });
  return null;
}

/** "You often open Doctor profiles from Tamil Nadu aged 25–29" in the active language. */
export function revealedReasonText(reason: string, text: CatalogText): string {
  const parts = OFTEN.exec(reason);
  const what = parts ? oftenWhat(parts[1]!, text) : null;
  if (!parts || what === null) return reason;
  const [, , state, min, max] = parts;
  return sharedText('shared.match.often', {
    what,
    from: state ? sharedText('shared.match.often.from', { state: text(state) }) : '',
    aged: min && max ? sharedText('shared.match.often.aged', { min: Number(min), max: Number(max) }) : ''
  });
}
