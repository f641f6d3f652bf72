import { useState } from 'react';
import { Link } from 'react-router-dom';
import { asProblem, problemMessage } from '@matrimony/session';
import { formatMoney } from '@matrimony/i18n';
import { useLocale } from '@matrimony/i18n/react';
import { Button, Card } from '@matrimony/ui';
import { useLazyContactDetailsQuery, type ContactDetails } from '../api/payments-api';
import { useBuy } from '../payments/use-buy';
import { useSharedT } from './messages';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { Facts, SectionHeading } from './styles';
import { unlockOfferOf } from './unlock-offer';
import { messageText } from '@matrimony/catalog/messages';
import { CONTACT_UNLOCK_PRICE_INR, PREMIUM_PRICE_INR } from '@matrimony/catalog/constants';

/** The profile page's contact slot: shown on request to premium members or after a ₹49 unlock, else the two offers. */
export function ContactSection({ profileId, name }: { profileId: string; name: string }) {
  const t = useSharedT();
  const text = useCatalogText();
  const locale = useLocale();
  const [load, result] = useLazyContactDetailsQuery();
  const [details, setDetails] = useState<ContactDetails>();
  const { buy, busy } = useBuy();
  const problem = asProblem(result.error);
  // Billing sells the unlock only against svc-profile's signed offer (valid 30 minutes), so it is passed on as is.
  const offer = unlockOfferOf(problem, profileId);

  const show = async () => {
    const answer = await load(profileId)
      .unwrap()
      .catch(() => undefined);
    if (answer) setDetails(answer);
  };

  return (
    <Card as="section" aria-labelledby="contact-heading" data-slot="contact">
      <SectionHeading id="contact-heading">{t('shared.contact.heading')}</SectionHeading>
      {details ? (
        <Facts>
          <dt>{t('shared.contact.mobile')}</dt>
          <dd>
            <a href={`tel:+91${details.mobile}`}>+91 {details.mobile}</a>
          </dd>
          <dt>{t('shared.contact.email')}</dt>
          <dd>
            <a href={`mailto:${details.email}`}>{details.email}</a>
          </dd>
          <dt>{t('shared.contact.whatsapp')}</dt>
          <dd>
            <a href={details.whatsappUrl} target="_blank" rel="noopener noreferrer">
              {t('shared.contact.whatsappLink', { name })}
            </a>
          </dd>
        </Facts>
      ) : problem?.status === 402 ? (
        <>
          <p>{t('shared.contact.locked', { name })}</p>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
            <Button
              type="button"
              busy={busy === 'contact-unlock'}
              disabled={!offer}
              onClick={async () => {
                if (
                  offer &&
                  (await buy({ product: 'contact-unlock', profileId, offerToken: offer.offerToken }))
                )
                  await show();
              }}
            >
              {t('shared.contact.unlock', { price: formatMoney(CONTACT_UNLOCK_PRICE_INR, locale) })}
            </Button>
            <Link to="/subscription">
              {t('shared.contact.goPremium', { price: formatMoney(PREMIUM_PRICE_INR, locale) })}
            </Link>
          </div>
        </>
      ) : (
        <>
          {problem ? <p role="alert">{text(messageText(problemMessage(result.error)))}</p> : null}
          <Button type="button" variant="secondary" busy={result.isFetching} onClick={() => void show()}>
            {t('shared.contact.show')}
          </Button>
        </>
      )}
    </Card>
  );
}
