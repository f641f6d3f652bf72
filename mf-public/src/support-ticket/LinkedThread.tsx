import { styled } from 'styled-components';
import { useDateFormat } from '@matrimony/ui/date-format';
import type { LinkedTicket } from '../api/help-desk';
import { useSupportTicketT } from './messages';

const Thread = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The visitor's messages on the right, ours on the left with the name of who wrote. */
const Message = styled.li<{ $mine: boolean }>`
  justify-self: ${({ $mine }) => ($mine ? 'end' : 'start')};
  max-width: min(85%, 36rem);
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $mine }) => ($mine ? theme.colors.primarySoft : theme.colors.border)};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primarySoft : theme.colors.surface)};
  & > p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  & > header {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & > header > strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** A ticket's thread, oldest first. */
export function LinkedThread({ messages }: { messages: LinkedTicket['messages'] }) {
  const t = useSupportTicketT();
  const { formatDateTime } = useDateFormat();
  return (
    <Thread aria-label={t('supportTicket.thread')}>
      {messages.map((message) => (
        <Message key={message.id} $mine={message.author === 'requester'} data-author={message.author}>
          <header>
            <strong>{message.author === 'staff' ? message.authorName : t('supportTicket.you')}</strong>
            <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>
          </header>
          <p>{message.text}</p>
        </Message>
      ))}
    </Thread>
  );
}
