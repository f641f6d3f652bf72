import { type FormEvent, useState } from 'react';
import { styled } from 'styled-components';
import { CANNED_REPLIES, TICKET_MESSAGE_MAX_LENGTH, type CannedReplyId } from '@matrimony/catalog/support';
import { Button, Select, TextArea, toast } from '@matrimony/ui';
import { useReplyToTicketMutation, type StaffTicket } from '../../api/support-desk-api';
import { Actions } from '../../shared/styles';
import { DecisionCard } from '../admin-styles';
import { ProblemNotice } from '../ProblemNotice';

/** What the reply box holds: the text, and the canned reply it started from (kept for the measures). */
export type ReplyDraft = { text: string; cannedReplyId?: CannedReplyId };

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  & fieldset,
  & > div {
    margin: 0;
  }
`;

const Preview = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  & > figcaption {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  & > p {
    margin: 0;
    padding: ${({ theme }) => theme.space(3)};
    border-left: 3px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

export const cannedReply = (id: CannedReplyId): ReplyDraft => ({
  text: CANNED_REPLIES.find((reply) => reply.id === id)!.text,
  cannedReplyId: id
});

/** The reply the requester reads (in Help and by e-mail, or by e-mail with their link), optionally resolving. */
export function ReplyBox({
  ticket,
  draft,
  onDraft
}: {
  ticket: StaffTicket;
  draft: ReplyDraft;
  onDraft: (draft: ReplyDraft) => void;
}) {
  const [send, sending] = useReplyToTicketMutation();
  const [failure, setFailure] = useState<unknown>();
  const reader = ticket.requester.type === 'member' ? 'the member' : 'the visitor';

  const submit = async (resolve: boolean) => {
    const text = draft.text.trim();
    if (!text) return;
    setFailure(undefined);
    try {
      await send({
        number: ticket.number,
        body: { text, resolve, ...(draft.cannedReplyId ? { cannedReplyId: draft.cannedReplyId } : {}) }
      }).unwrap();
      toast({
        title: resolve ? 'Reply sent and ticket resolved' : 'Reply sent',
        description:
          ticket.requester.type === 'member'
            ? 'The member sees it in Help and gets an e-mail.'
            : 'The visitor gets it by e-mail, with a link to answer.',
        variant: 'success'
      });
      onDraft({ text: '' });
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <DecisionCard as="section" aria-labelledby="reply-heading">
      <h2 id="reply-heading">Reply</h2>
      <Form
        aria-labelledby="reply-heading"
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          void submit(false);
        }}
      >
        <Select
          id="reply-canned"
          label="Canned reply"
          placeholder="Write my own"
          options={CANNED_REPLIES.map((reply) => ({ value: reply.id, label: reply.title }))}
          value={draft.cannedReplyId ?? ''}
          onChange={(event) =>
            onDraft(
              event.target.value ? cannedReply(event.target.value as CannedReplyId) : { text: draft.text }
            )
          }
        />
        <TextArea
          id="reply-text"
          label="Reply"
          hint={`To ${reader}, who reads exactly this; internal notes are never sent.`}
          rows={6}
          maxLength={TICKET_MESSAGE_MAX_LENGTH}
          value={draft.text}
          onChange={(event) => onDraft({ ...draft, text: event.target.value })}
        />
        {draft.text.trim() ? (
          <Preview aria-labelledby="reply-preview-caption">
            <figcaption id="reply-preview-caption">What {reader} will read</figcaption>
            <p>{draft.text.trim()}</p>
          </Preview>
        ) : null}
        {failure ? <ProblemNotice error={failure} /> : null}
        <Actions>
          <Button type="submit" busy={sending.isLoading} disabled={!draft.text.trim()}>
            Send reply
          </Button>
          <Button
            type="button"
            variant="secondary"
            busy={sending.isLoading}
            disabled={!draft.text.trim()}
            onClick={() => void submit(true)}
          >
            Reply and resolve
          </Button>
        </Actions>
      </Form>
    </DecisionCard>
  );
}
