import { useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '@matrimony/ui';
import {
  useSendInterestMutation,
  useSetShortlistedMutation,
  type SendInterestAnswer
} from '../api/connections-api';
import { type Card } from '../api/discovery-api';
import { runAction } from '../shared/run-action';
import { useDiscoveryT } from './messages';
import { useMarkCard } from './use-mark-card';

const Sent = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.success};
`;

export type CardOffer = 'interest' | 'shortlist';

/**
 * Send interest and Shortlist on a card, as on the profile page but in one tap: the interest goes with the
 * default message (the profile page lets the member choose another), and a refusal (the free member's daily
 * quota among them) shows as the profile page shows it.
 */
export function CardActions({ card, offers }: { card: Card; offers: readonly CardOffer[] }) {
  const t = useDiscoveryT();
  const [send, sending] = useSendInterestMutation();
  const [setShortlisted, shortlisting] = useSetShortlistedMutation();
  const markCard = useMarkCard();
  // The lists this card came from are not re-read after a change, so what was done here counts from now on.
  const [sentHere, setSentHere] = useState(false);
  const [shortlistedHere, setShortlistedHere] = useState<boolean>();
  const sent = card.marks.interestSent || sentHere;
  const shortlisted = shortlistedHere ?? card.marks.shortlisted;
  const name = card.displayName;
  return (
    <>
      {offers.includes('interest') ? (
        sent ? (
          <Sent>{t('discovery.action.sent')}</Sent>
        ) : (
          <Button
            type="button"
            size="sm"
            busy={sending.isLoading}
            aria-label={t('discovery.action.sendTo', { name })}
            onClick={async () => {
              let answer: SendInterestAnswer | undefined;
              const done = await runAction(
                async () => {
                  answer = await send({ to: card.id }).unwrap();
                },
                {
                  title: t('discovery.toast.sent'),
                  description: t('discovery.toast.sentText', { name })
                }
              );
              if (!done || !answer) return;
              setSentHere(true);
              markCard(card.id, { interest: answer });
            }}
          >
            {t('discovery.action.send')}
          </Button>
        )
      ) : null}
      {offers.includes('shortlist') ? (
        <Button
          type="button"
          size="sm"
          variant="secondary"
          aria-label={t('discovery.action.shortlistName', { name })}
          aria-pressed={shortlisted}
          busy={shortlisting.isLoading}
          onClick={async () => {
            const next = !shortlisted;
            if (
              await runAction(() => setShortlisted({ profileId: card.id, shortlisted: next }).unwrap(), {
                title: next ? t('discovery.toast.added') : t('discovery.toast.removed')
              })
            ) {
              setShortlistedHere(next);
              markCard(card.id, { shortlisted: next });
            }
          }}
        >
          {shortlisted ? t('discovery.action.shortlisted') : t('discovery.action.shortlist')}
        </Button>
      ) : null}
    </>
  );
}
