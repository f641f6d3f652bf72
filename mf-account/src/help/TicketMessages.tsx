import { styled } from 'styled-components';
import { useDateFormat } from '@matrimony/ui/date-format';
import type { MyTicket } from '../api/help-tickets-api';
import { useHelpDeskT } from './messages';

const Thread = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The person who wrote in on the right, our replies on the left, each with who wrote it and when. */
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
export function TicketMessages({ messages }: { messages: MyTicket['messages'] }) {
  const t = useHelpDeskT();
  const { formatDateTime } = useDateFormat();
  return (
    <Thread aria-label={t('helpDesk.thread.label')}>
      {messages.map((message) => (
        <Message key={message.id} $mine={message.author === 'requester'} data-author={message.author}>
          <header>
            <strong>{message.author === 'staff' ? message.authorName : t('helpDesk.thread.you')}</strong>
            <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>
          </header>
          <p>{message.text}</p>
        </Message>
      ))}
    </Thread>
  );
}
