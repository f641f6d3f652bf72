import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  DECLINE_REASONS,
  DEFAULT_INTEREST_TEMPLATE,
  FREE_INTERESTS_PER_DAY,
  INTEREST_TEMPLATES,
  PREMIUM_PRICE_INR
} from '@matrimony/catalog';
import { formatMoney, formatNumber } from '@matrimony/i18n';
import { useLocale } from '@matrimony/i18n/react';
import { Button, Card } from '@matrimony/ui';
import { Dialog } from '@matrimony/ui/dialog';
import { RadioGroup } from '@matrimony/ui/radio-group';
import { useDateFormat } from '@matrimony/ui/date-format';
import {
  useAnswerInterestMutation,
  useSendInterestMutation,
  type DeclineReason
} from '../api/connections-api';
import { type ProfilePage } from '../api/discovery-api';
import { runAction } from '../shared/run-action';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { Actions, ActionLink, Muted, SectionHeading } from '../shared/styles';
import { useProfilePageT } from './messages';

type Relation = ProfilePage['relation'];

function SendInterest({
  profileId,
  name,
  remaining,
  onSent
}: {
  profileId: string;
  name: string;
  remaining: number | null;
  onSent: () => void;
}) {
  const t = useProfilePageT();
  const text = useCatalogText();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [template, setTemplate] = useState<string>(DEFAULT_INTEREST_TEMPLATE);
  const [send, { isLoading }] = useSendInterestMutation();
  if (remaining === 0) {
    return (
      <>
        <p role="status">
          {t('profilePage.interest.quotaUsed', { count: formatNumber(FREE_INTERESTS_PER_DAY, locale) })}
        </p>
        <ActionLink to="/subscription">
          {t('profilePage.interest.goPremium', { price: formatMoney(PREMIUM_PRICE_INR, locale) })}
        </ActionLink>
      </>
    );
  }
  return (
    <>
      <Actions>
        <Button type="button" onClick={() => setOpen(true)}>
          {t('profilePage.interest.send')}
        </Button>
      </Actions>
      {remaining !== null ? <Muted>{t('profilePage.interest.remaining', { remaining })}</Muted> : null}
      <Dialog open={open} onClose={() => setOpen(false)} title={t('profilePage.interest.sendTo', { name })}>
        <form
          onSubmit={async (event) => {
            event.preventDefault();
            const sent = await runAction(
              () =>
                send({
                  to: profileId,
                  template: template as (typeof INTEREST_TEMPLATES)[number]['id']
                }).unwrap(),
              {
                title: t('profilePage.interest.sent'),
                description: t('profilePage.interest.sentText', { name })
              }
            );
            if (!sent) return;
            setOpen(false);
            onSent();
          }}
        >
          <RadioGroup
            id="interest-template"
            name="template"
            label={t('profilePage.interest.chooseMessage')}
            options={INTEREST_TEMPLATES.map((item) => ({ value: item.id, label: text(item.text) }))}
            value={template}
            onChange={setTemplate}
          />
          <Muted>{t('profilePage.interest.whyList')}</Muted>
          <Actions style={{ marginTop: '1rem' }}>
            <Button type="submit" busy={isLoading}>
              {t('profilePage.interest.send')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {t('profilePage.cancel')}
            </Button>
          </Actions>
        </form>
      </Dialog>
    </>
  );
}

function DeclineDialog({
  open,
  onClose,
  name,
  onDecline,
  busy
}: {
  open: boolean;
  onClose: () => void;
  name: string;
  onDecline: (reason?: DeclineReason) => void;
  busy: boolean;
}) {
  const t = useProfilePageT();
  const text = useCatalogText();
  const [reason, setReason] = useState<string>('');
  return (
    <Dialog open={open} onClose={onClose} title={t('profilePage.interest.declineTitle', { name })}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onDecline((reason || undefined) as DeclineReason | undefined);
        }}
      >
        <RadioGroup
          id="decline-reason"
          name="reason"
          label={t('profilePage.interest.courteous')}
          options={[
            { value: '', label: t('profilePage.interest.noMessage') },
            ...DECLINE_REASONS.map((item) => ({ value: item.id, label: text(item.text) }))
          ]}
          value={reason}
          onChange={setReason}
        />
        <Actions>
          <Button type="submit" variant="danger" busy={busy}>
            {t('profilePage.interest.decline')}
          </Button>
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('profilePage.cancel')}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}

/** The profile page's interest slot: what the two have said to each other, and what the viewer may do next. */
export function InterestActions({
  profileId,
  name,
  relation,
  onChange
}: {
  profileId: string;
  name: string;
  relation: Relation;
  onChange: () => void;
}) {
  const t = useProfilePageT();
  const { formatDate } = useDateFormat();
  const [answer, { isLoading }] = useAnswerInterestMutation();
  const [declining, setDeclining] = useState(false);
  const interest = relation.interest;
  const act = async (action: 'accept' | 'withdraw', success: { title: string; description?: string }) => {
    if (interest && (await runAction(() => answer({ id: interest.id, action }).unwrap(), success)))
      onChange();
  };

  let body: React.ReactNode;
  if (relation.isMatch) {
    body = (
      <p>
        {t('profilePage.interest.mutual', { name })}{' '}
        <Link to="/mutual-matches">{t('profilePage.interest.seeMutual')}</Link>
      </p>
    );
  } else if (interest?.status === 'pending' && interest.direction === 'sent') {
    body = (
      <>
        <p>
          {t('profilePage.interest.sentOn', {
            sent: formatDate(interest.sentAt),
            expires: formatDate(interest.expiresAt)
          })}
        </p>
        <Actions>
          <Button
            type="button"
            variant="secondary"
            busy={isLoading}
            onClick={() => void act('withdraw', { title: t('profilePage.interest.withdrawn') })}
          >
            {t('profilePage.interest.withdraw')}
          </Button>
        </Actions>
      </>
    );
  } else if (interest?.status === 'pending' && interest.direction === 'received') {
    body = (
      <>
        <p>{t('profilePage.interest.receivedOn', { name, sent: formatDate(interest.sentAt) })}</p>
        <Actions>
          <Button
            type="button"
            busy={isLoading}
            onClick={() =>
              void act('accept', {
                title: t('profilePage.interest.accepted'),
                description: t('profilePage.interest.nowMutual', { name })
              })
            }
          >
            {t('profilePage.interest.accept')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setDeclining(true)}>
            {t('profilePage.interest.decline')}
          </Button>
        </Actions>
        <DeclineDialog
          open={declining}
          onClose={() => setDeclining(false)}
          name={name}
          busy={isLoading}
          onDecline={async (reason) => {
            if (
              await runAction(() => answer({ id: interest.id, action: 'decline', reason }).unwrap(), {
                title: t('profilePage.interest.declined')
              })
            ) {
              setDeclining(false);
              onChange();
            }
          }}
        />
      </>
    );
  } else if (interest?.status === 'declined' && interest.direction === 'sent') {
    body = <p>{t('profilePage.interest.theyDeclined', { name })}</p>;
  } else {
    body = (
      <>
        {interest?.status === 'expired' && interest.direction === 'sent' ? (
          <p>{t('profilePage.interest.expired')}</p>
        ) : null}
        <SendInterest
          profileId={profileId}
          name={name}
          remaining={relation.interestsRemainingToday}
          onSent={onChange}
        />
      </>
    );
  }
  return (
    <Card as="section" aria-labelledby="interest-heading" data-slot="interest">
      <SectionHeading id="interest-heading">{t('profilePage.interest.heading')}</SectionHeading>
      {body}
    </Card>
  );
}
