import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  DECLINE_REASONS,
  DEFAULT_INTEREST_TEMPLATE,
  FREE_INTERESTS_PER_DAY,
  INTEREST_TEMPLATES,
  PREMIUM_PRICE_INR
} from '@matrimony/catalog';
import { Button, Card } from '@matrimony/ui';
import { Dialog } from '@matrimony/ui/dialog';
import { RadioGroup } from '@matrimony/ui/radio-group';
import { formatDate } from '@matrimony/catalog/date-format';
import {
  useAnswerInterestMutation,
  useSendInterestMutation,
  type DeclineReason
} from '../api/connections-api';
import { type ProfilePage } from '../api/discovery-api';
import { runAction } from '../shared/run-action';
import { Actions, ActionLink, Muted, SectionHeading } from '../shared/styles';

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
  const [open, setOpen] = useState(false);
  const [template, setTemplate] = useState<string>(DEFAULT_INTEREST_TEMPLATE);
  const [send, { isLoading }] = useSendInterestMutation();
  if (remaining === 0) {
    return (
      <>
        <p role="status">
          You have sent today’s {FREE_INTERESTS_PER_DAY} free interests. More tomorrow, or unlimited with
          Premium.
        </p>
        <ActionLink to="/subscription">Go Premium (₹{PREMIUM_PRICE_INR}/month)</ActionLink>
      </>
    );
  }
  return (
    <>
      <Actions>
        <Button type="button" onClick={() => setOpen(true)}>
          Send interest
        </Button>
      </Actions>
      {remaining !== null ? (
        <Muted>
          You can send {remaining} more {remaining === 1 ? 'interest' : 'interests'} today.
        </Muted>
      ) : null}
      <Dialog open={open} onClose={() => setOpen(false)} title={`Send interest to ${name}`}>
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
                title: 'Interest sent',
                description: `We will let you know when ${name} replies.`
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
            label="Choose a message"
            options={INTEREST_TEMPLATES.map((item) => ({ value: item.id, label: item.text }))}
            value={template}
            onChange={setTemplate}
          />
          <Muted>
            Messages are chosen from this list so that nobody shares contact details before both agree.
          </Muted>
          <Actions style={{ marginTop: '1rem' }}>
            <Button type="submit" busy={isLoading}>
              Send interest
            </Button>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
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
  const [reason, setReason] = useState<string>('');
  return (
    <Dialog open={open} onClose={onClose} title={`Decline ${name}’s interest`}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onDecline((reason || undefined) as DeclineReason | undefined);
        }}
      >
        <RadioGroup
          id="decline-reason"
          name="reason"
          label="A courteous reply (optional)"
          options={[
            { value: '', label: 'No message' },
            ...DECLINE_REASONS.map((item) => ({ value: item.id, label: item.text }))
          ]}
          value={reason}
          onChange={setReason}
        />
        <Actions>
          <Button type="submit" variant="danger" busy={busy}>
            Decline
          </Button>
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
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
        You and {name} accepted each other. <Link to="/mutual-matches">See your mutual matches</Link>
      </p>
    );
  } else if (interest?.status === 'pending' && interest.direction === 'sent') {
    body = (
      <>
        <p>
          You sent an interest on {formatDate(interest.sentAt)}. It stays open until{' '}
          {formatDate(interest.expiresAt)}.
        </p>
        <Actions>
          <Button
            type="button"
            variant="secondary"
            busy={isLoading}
            onClick={() => void act('withdraw', { title: 'Interest withdrawn' })}
          >
            Withdraw interest
          </Button>
        </Actions>
      </>
    );
  } else if (interest?.status === 'pending' && interest.direction === 'received') {
    body = (
      <>
        <p>
          {name} sent you an interest on {formatDate(interest.sentAt)}.
        </p>
        <Actions>
          <Button
            type="button"
            busy={isLoading}
            onClick={() =>
              void act('accept', {
                title: 'Interest accepted',
                description: `You and ${name} are now a mutual match.`
              })
            }
          >
            Accept
          </Button>
          <Button type="button" variant="secondary" onClick={() => setDeclining(true)}>
            Decline
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
                title: 'Interest declined'
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
    body = <p>{name} declined your interest.</p>;
  } else {
    body = (
      <>
        {interest?.status === 'expired' && interest.direction === 'sent' ? (
          <p>Your earlier interest expired without a reply.</p>
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
      <SectionHeading id="interest-heading">Interest</SectionHeading>
      {body}
    </Card>
  );
}
