import { useState } from 'react';
import { Link } from 'react-router-dom';
import { asProblem, problemMessage } from '@matrimony/session';
import { Button, Card } from '@matrimony/ui';
import { useLazyContactDetailsQuery, type ContactDetails } from '../api/payments-api';
import { useBuy } from '../payments/use-buy';
import { Facts, SectionHeading } from './styles';
import { unlockOfferOf } from './unlock-offer';
import { messageText } from '@matrimony/catalog/messages';

/** The profile page's contact slot: shown on request to premium members or after a ₹49 unlock, else the two offers. */
export function ContactSection({ profileId, name }: { profileId: string; name: string }) {
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
      <SectionHeading id="contact-heading">Contact details</SectionHeading>
      {details ? (
        <Facts>
          <dt>Mobile</dt>
          <dd>
            <a href={`tel:+91${details.mobile}`}>+91 {details.mobile}</a>
          </dd>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${details.email}`}>{details.email}</a>
          </dd>
          <dt>WhatsApp</dt>
          <dd>
            <a href={details.whatsappUrl} target="_blank" rel="noopener noreferrer">
              Message {name} on WhatsApp
            </a>
          </dd>
        </Facts>
      ) : problem?.status === 402 ? (
        <>
          <p>Contact details are shown to Premium members, or unlock {name}’s contact for good.</p>
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
              Unlock for ₹49
            </Button>
            <Link to="/subscription">Go Premium (₹499/month)</Link>
          </div>
        </>
      ) : (
        <>
          {problem ? <p role="alert">{messageText(problemMessage(result.error))}</p> : null}
          <Button type="button" variant="secondary" busy={result.isFetching} onClick={() => void show()}>
            Show contact details
          </Button>
        </>
      )}
    </Card>
  );
}
