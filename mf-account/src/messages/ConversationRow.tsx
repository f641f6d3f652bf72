import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { CONVERSATION_TEXTS, LEFT_MEMBER_NAME } from '@matrimony/catalog/conversations';
import { VisuallyHidden } from '@matrimony/ui';
import type { Conversation } from '../api/conversations-api';
import { AuthorizedImage } from '../shared/AuthorizedImage';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { listTime } from './message-time';
import { useConversationsT } from './messages';

const Row = styled(Link)<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 48px 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $unread, theme }) => ($unread ? theme.colors.primarySoft : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover strong {
    text-decoration: underline;
  }
`;

const Photo = styled.div`
  width: 48px;
  height: 48px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  & img,
  & [role='img'] {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Side = styled.div`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space(1)};
  & time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Count = styled.span`
  min-width: 22px;
  height: 22px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  line-height: 22px;
  text-align: center;
`;

function preview(
  conversation: Conversation,
  t: ReturnType<typeof useConversationsT>,
  text: (english: string) => string
): string {
  if (conversation.endReason === 'left') return text(CONVERSATION_TEXTS.ended.left);
  const last = conversation.lastMessage;
  if (!last) return t('conversations.row.sayHello');
  return last.mine ? t('conversations.row.mine', { text: last.text }) : last.text;
}

/** One conversation in /messages: photo, name, the last message, when, and how many of theirs are unread. */
export function ConversationRow({ conversation, now }: { conversation: Conversation; now: Date }) {
  const t = useConversationsT();
  const text = useCatalogText();
  const { other, unreadCount } = conversation;
  return (
    <li>
      <Row to={`/messages/${conversation.id}`} $unread={unreadCount > 0}>
        {/* The name beside it says who: the photo is decoration here, hidden from screen readers. */}
        <Photo aria-hidden="true">
          {other.photoUrl ? <AuthorizedImage src={other.photoUrl} alt="" loading="lazy" /> : null}
        </Photo>
        <Text>
          <strong>
            {other.displayName === LEFT_MEMBER_NAME ? text(LEFT_MEMBER_NAME) : other.displayName}
          </strong>
          <span>{preview(conversation, t, text)}</span>
        </Text>
        <Side>
          <time dateTime={conversation.activityAt}>{listTime(conversation.activityAt, now)}</time>
          {unreadCount > 0 ? (
            <Count>
              {unreadCount > 99 ? '99+' : unreadCount}
              <VisuallyHidden> {t('conversations.row.unread')}</VisuallyHidden>
            </Count>
          ) : null}
        </Side>
      </Row>
    </li>
  );
}
