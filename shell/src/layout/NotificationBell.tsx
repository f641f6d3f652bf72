import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { NOTIFICATIONS_IN_BELL } from '@matrimony/catalog/notifications';
import type { Notification } from '@matrimony/contracts/http/notify';
import { focusRing, media } from '@matrimony/ui';
import { useDateFormat } from '@matrimony/ui/date-format';
import { AuthorizedImage } from '@matrimony/session/authorized-image';
import {
  useMarkNotificationsReadMutation,
  useNotificationsQuery,
  useUnreadCount
} from '@matrimony/session/notifications';
import { useBellT } from './messages';

// Below lg the Menu button sits right of the bell: there the panel hangs from the header's edge (the sticky
// header is its positioned ancestor), not the bell's, or it runs off the left of a phone's screen.
const Wrap = styled.div`
  ${media.up('lg')} {
    position: relative;
  }
`;

const BellButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${focusRing}
`;

const Count = styled.span`
  position: absolute;
  top: -4px;
  right: -4px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 12px;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;

const Panel = styled.div`
  position: absolute;
  /* The header's padding, then under the bell (44px) of its first row, whether or not the menu is open. */
  right: ${({ theme }) => theme.space(4)};
  top: calc(${({ theme }) => theme.space(3)} + 52px);
  ${media.up('lg')} {
    right: 0;
    top: calc(100% + 8px);
  }
  z-index: 20;
  width: min(360px, calc(100vw - 32px));
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: 0 12px 32px rgb(0 0 0 / 0.16);
  padding: ${({ theme }) => theme.space(2)};
  & h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  }
  & ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const Item = styled(Link)<{ $unread: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: ${({ $unread, theme }) => ($unread ? theme.fontWeights.bold : theme.fontWeights.regular)};
  background: ${({ $unread, theme }) => ($unread ? theme.colors.primarySoft : 'transparent')};
  & time {
    display: block;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
  &:hover > span {
    text-decoration: underline;
  }
  ${focusRing}
`;

/** The other member's card photo, small and round; a grey disc while it loads or when it may not be shown. */
const Thumb = styled.span`
  flex: none;
  width: 36px;
  height: 36px;
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

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  & a,
  & button {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    background: none;
    border: 0;
    padding: 0;
    cursor: pointer;
    font-size: inherit;
  }
`;

function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** One notification: the other member's photo when it is about one, what happened, and when. */
function NotificationText({ item, now }: { item: Notification; now: Date }) {
  const { notificationTime } = useDateFormat();
  return (
    <>
      {item.member ? (
        <Thumb aria-hidden="true">
          {item.member.photoUrl ? <AuthorizedImage src={item.member.photoUrl} alt="" /> : null}
        </Thumb>
      ) : null}
      <span>
        {item.text}
        <time dateTime={item.createdAt}>{notificationTime(item.createdAt, now)}</time>
      </span>
    </>
  );
}

/** The newest notifications, read when the panel opens. */
function LatestNotifications({ close }: { close: () => void }) {
  const latest = useNotificationsQuery({ limit: NOTIFICATIONS_IN_BELL });
  const [markRead] = useMarkNotificationsReadMutation();
  const items = latest.data?.items ?? [];
  const t = useBellT();
  const now = new Date();
  return (
    <>
      <h2>{t('shell.bell')}</h2>
      {latest.isLoading ? <p>{t('shell.bell.loading')}</p> : null}
      {latest.isError ? <p>{t('shell.bell.error')}</p> : null}
      {latest.isSuccess && items.length === 0 ? <p>{t('shell.bell.empty')}</p> : null}
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <Item
              to={item.link}
              $unread={!item.read}
              onClick={() => {
                if (!item.read) void markRead({ ids: [item.id] });
                close();
              }}
            >
              <NotificationText item={item} now={now} />
            </Item>
          </li>
        ))}
      </ul>
      <Footer>
        <Link to="/notifications" onClick={close}>
          {t('shell.bell.all')}
        </Link>
        {items.some((item) => !item.read) ? (
          <button type="button" onClick={() => void markRead({ all: true })}>
            {t('shell.bell.markAll')}
          </button>
        ) : null}
      </Footer>
    </>
  );
}

/** The header's bell: the live unread count, opening the newest notifications (Escape or a click outside closes it). */
export default function NotificationBell() {
  const known = useUnreadCount();
  const unread = known ?? 0;
  const t = useBellT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  return (
    <Wrap ref={wrap}>
      <BellButton
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? t('shell.bell.unread', { count: unread }) : t('shell.bell')}
        data-count-known={known !== undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon />
        {unread > 0 ? <Count data-testid="unread-count">{unread > 99 ? '99+' : unread}</Count> : null}
      </BellButton>
      {open ? (
        <Panel id={panelId} role="region" aria-label={t('shell.bell.panel')}>
          <LatestNotifications close={() => setOpen(false)} />
        </Panel>
      ) : null}
    </Wrap>
  );
}
