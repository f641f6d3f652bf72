import { type ReactNode } from 'react';
import { styled } from 'styled-components';
import { CONVERSATION_TEXTS } from '@matrimony/catalog/conversations';
import { VisuallyHidden } from '@matrimony/ui';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { messageClock } from './message-time';
import { useConversationsT } from './messages';

const Item = styled.li<{ $mine: boolean }>`
  display: grid;
  justify-items: ${({ $mine }) => ($mine ? 'end' : 'start')};
  gap: ${({ theme }) => theme.space(1)};
`;

const Bubble = styled.div<{ $mine: boolean; $failed?: boolean }>`
  max-width: min(85%, 34rem);
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid
    ${({ $mine, $failed, theme }) =>
      $failed ? theme.colors.danger : $mine ? theme.colors.primarySoft : theme.colors.border};
  background: ${({ $mine, theme }) => ($mine ? theme.colors.primarySoft : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  & > p {
    margin: 0;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Warning = styled.p`
  max-width: min(85%, 34rem);
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: #92400e;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type BubbleMessage = {
  text: string;
  mine: boolean;
  /** Stored messages: when sent; outgoing ones have none yet. */
  sentAt?: string;
  /** For the member's own stored messages: read by the other member (✓✓) or sent (✓). */
  read?: boolean;
  warning?: keyof typeof CONVERSATION_TEXTS.warnings | null;
};

/** One message, the member's on the right and the other member's on the left; `status` says where an outgoing one is. */
export function MessageBubble({
  message,
  status,
  failed = false,
  actions
}: {
  message: BubbleMessage;
  status?: ReactNode;
  failed?: boolean;
  actions?: ReactNode;
}) {
  const t = useConversationsT();
  const catalogText = useCatalogText();
  const { text, mine, sentAt, read, warning } = message;
  return (
    <Item $mine={mine} data-sender={mine ? 'me' : 'them'}>
      <Bubble $mine={mine} $failed={failed}>
        <VisuallyHidden>
          {mine ? t('conversations.bubble.mine') : t('conversations.bubble.theirs')}{' '}
        </VisuallyHidden>
        <p>{text}</p>
      </Bubble>
      {!mine && warning ? (
        <Warning role="note">{catalogText(CONVERSATION_TEXTS.warnings[warning])}</Warning>
      ) : null}
      <Meta>
        {sentAt ? <time dateTime={sentAt}>{messageClock(sentAt)}</time> : null}
        {mine && sentAt ? (
          <span
            role="img"
            aria-label={read ? t('conversations.bubble.read') : t('conversations.bubble.sent')}
            data-tick={read ? 'read' : 'sent'}
          >
            {read ? '✓✓' : '✓'}
          </span>
        ) : null}
        {status}
        {actions}
      </Meta>
    </Item>
  );
}
