import { useState } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useDateFormat } from '@matrimony/ui/date-format';
import { NOTIFICATIONS_PAGE_SIZE } from '@matrimony/catalog/notifications';
import { Button, PageMeta, VisuallyHidden } from '@matrimony/ui';
import { CardSkeleton } from '@matrimony/ui/skeletons';
import { problemMessage } from '@matrimony/session';
import type { Notification } from '@matrimony/contracts/http/notify';
import { useMarkNotificationsReadMutation, useNotificationsQuery } from '@matrimony/session/notifications';
import { AuthorizedImage } from '../shared/AuthorizedImage';
import { EmptyState } from '../shared/ListParts';
import { runAction } from '../shared/run-action';
import { ActionLink, Actions, Muted, Page } from '../shared/styles';
import { formatNumber } from '@matrimony/i18n';
import { useLocale } from '@matrimony/i18n/react';
import { useNotificationsT } from './messages';
import { useCatalogText } from '@matrimony/ui/catalog-text';

type NotificationsT = ReturnType<typeof useNotificationsT>;

/** The catalog's "just now", "5 min ago", "2 h ago", "yesterday" in the active language; a date stays as it is. */
function timeText(english: string, t: NotificationsT): string {
  if (english === 'just now') return t('notifications.time.justNow');
  if (english === 'yesterday') return t('notifications.time.yesterday');
  const minutes = /^(\d+) min ago$/.exec(english);
  if (minutes) return t('notifications.time.minutes', { minutes: minutes[1] });
  const hours = /^(\d+) h ago$/.exec(english);
  if (hours) return t('notifications.time.hours', { hours: hours[1] });
  return english;
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Row = styled(Link)<{ $unread: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ $unread, theme }) => ($unread ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $unread, theme }) => ($unread ? theme.colors.primarySoft : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  & strong {
    font-weight: ${({ $unread, theme }) => ($unread ? theme.fontWeights.bold : theme.fontWeights.regular)};
  }
  & time {
    display: block;
    margin-top: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  &:hover strong {
    text-decoration: underline;
  }
`;

/** The other member's card photo, small and round; a grey disc while it loads or when it may not be shown. */
const Thumb = styled.span`
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.border};
  & img,
  & span {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

function NotificationRow({ item, now }: { item: Notification; now: Date }) {
  const t = useNotificationsT();
  const { formatDateTime, notificationTime } = useDateFormat();
  const [markRead] = useMarkNotificationsReadMutation();
  return (
    <li>
      <Row
        to={item.link}
        $unread={!item.read}
        onClick={() => (item.read ? undefined : void markRead({ ids: [item.id] }))}
      >
        {item.member ? (
          // The text names the member: the photo is for the eye only.
          <Thumb aria-hidden="true">
            {item.member.photoUrl ? <AuthorizedImage src={item.member.photoUrl} alt="" /> : null}
          </Thumb>
        ) : null}
        <span>
          <strong>
            {item.read ? null : <VisuallyHidden>{t('notifications.unread')}</VisuallyHidden>}
            {item.text}
          </strong>
          <time dateTime={item.createdAt} title={formatDateTime(item.createdAt)}>
            {timeText(notificationTime(item.createdAt, now), t)}
          </time>
        </span>
      </Row>
    </li>
  );
}

/** One page of the list; the last shown page offers the next (older) one. */
function Chunk({
  before,
  isLast,
  onOlder
}: {
  before?: string;
  isLast: boolean;
  onOlder: (cursor: string) => void;
}) {
  const t = useNotificationsT();
  const text = useCatalogText();
  const result = useNotificationsQuery({ before, limit: NOTIFICATIONS_PAGE_SIZE });
  if (result.isLoading) return <CardSkeleton lines={4} label={t('notifications.loading')} />;
  if (result.error) {
    const message = problemMessage(result.error);
    return <p role="alert">{text(message.description ?? message.title)}</p>;
  }
  const page = result.data;
  if (!page) return null;
  const now = new Date();
  if (before === undefined && page.items.length === 0) {
    return (
      <EmptyState
        title={t('notifications.emptyTitle')}
        description={t('notifications.emptyText')}
        action={<ActionLink to="/explore">{t('notifications.explore')}</ActionLink>}
      />
    );
  }
  return (
    <>
      <List>
        {page.items.map((item) => (
          <NotificationRow key={item.id} item={item} now={now} />
        ))}
      </List>
      {isLast && page.nextBefore ? (
        <Actions>
          <Button type="button" variant="secondary" onClick={() => onOlder(page.nextBefore!)}>
            {t('notifications.older')}
          </Button>
        </Actions>
      ) : null}
    </>
  );
}

/** /notifications: everything the member was told, newest first, unread ones marked. */
export default function NotificationsPage() {
  const t = useNotificationsT();
  const locale = useLocale();
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const first = useNotificationsQuery({ before: undefined, limit: NOTIFICATIONS_PAGE_SIZE });
  const [markRead, marking] = useMarkNotificationsReadMutation();
  const unread = first.data?.unreadCount ?? 0;
  return (
    <Page>
      <PageMeta
        title={t('notifications.meta.title')}
        description={t('notifications.meta.description')}
        path="/notifications"
        robots="noindex"
      />
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <h1>{t('notifications.title')}</h1>
        <Muted>
          {unread > 0
            ? t('notifications.unreadCount', { count: formatNumber(unread, locale) })
            : t('notifications.caughtUp')}
        </Muted>
      </div>
      {unread > 0 ? (
        <Actions>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            busy={marking.isLoading}
            onClick={() =>
              void runAction(() => markRead({ all: true }).unwrap(), {
                title: t('notifications.allRead')
              })
            }
          >
            {t('notifications.markAll')}
          </Button>
        </Actions>
      ) : null}
      {cursors.map((before, index) => (
        <Chunk
          key={before ?? 'newest'}
          before={before}
          isLast={index === cursors.length - 1}
          onOlder={(cursor) => setCursors((list) => [...list, cursor])}
        />
      ))}
    </Page>
  );
}
