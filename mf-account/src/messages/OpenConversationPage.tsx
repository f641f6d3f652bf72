import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Navigate, useParams } from 'react-router-dom';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { messageText } from '@matrimony/catalog/messages';
import { PageMeta } from '@matrimony/ui';
import { CardSkeleton } from '@matrimony/ui/skeletons';
import { EmptyState } from '@matrimony/ui/empty-state';
import { asProblem, problemMessage } from '@matrimony/session';
import type { api } from '@matrimony/session/api';
import { conversationEndpoints } from '../api/conversations-api';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { ActionLink, Page } from '../shared/styles';
import { useConversationsT } from './messages';

type ApiDispatch = ThunkDispatch<{ api: ReturnType<typeof api.reducer> }, unknown, UnknownAction>;

const OPENING_WAIT_MS = 1_500;

type Found =
  | { state: 'looking' }
  | { state: 'found'; id: string }
  | { state: 'none' }
  | { state: 'failed'; error: unknown };

/**
 * /messages/with/:profileId, where "Message" on a match's card or profile leads: opens the conversation with that
 * member (a conversation exists for every mutual match).
 */
export default function OpenConversationPage() {
  const t = useConversationsT();
  const text = useCatalogText();
  const { profileId = '' } = useParams();
  const dispatch = useDispatch<ApiDispatch>();
  const [found, setFound] = useState<Found>({ state: 'looking' });
  useEffect(() => {
    let current = true;
    const lookOnce = async (): Promise<Found> => {
      try {
        const { conversation } = await dispatch(
          conversationEndpoints.endpoints.conversationWith.initiate(profileId, {
            subscribe: false,
            forceRefetch: true
          })
        ).unwrap();
        return { state: 'found', id: conversation.id };
      } catch (error) {
        if (asProblem(error)?.status === 404) return { state: 'none' };
        throw error;
      }
    };
    // A conversation opens from the match's event, a moment after the match: a member who follows "Message" at
    // once may arrive before it.
    const look = async () => {
      const first = await lookOnce();
      if (first.state === 'found') return first;
      await new Promise((resolve) => setTimeout(resolve, OPENING_WAIT_MS));
      return current ? lookOnce() : first;
    };
    if (!/^[0-9a-f]{24}$/.test(profileId)) setFound({ state: 'none' });
    else
      look()
        .then((result) => current && setFound(result))
        .catch((error: unknown) => current && setFound({ state: 'failed', error }));
    return () => {
      current = false;
    };
  }, [dispatch, profileId]);

  if (found.state === 'found') return <Navigate to={`/messages/${found.id}`} replace />;
  return (
    <Page>
      <PageMeta
        title={t('conversations.list.title')}
        description={t('conversations.thread.metaDescription')}
        path="/messages"
        robots="noindex"
      />
      {found.state === 'looking' ? <CardSkeleton lines={3} label={t('conversations.open.loading')} /> : null}
      {found.state === 'failed' ? <p role="alert">{text(messageText(problemMessage(found.error)))}</p> : null}
      {found.state === 'none' ? (
        <EmptyState
          title={t('conversations.open.none.title')}
          description={t('conversations.open.none.description')}
          action={<ActionLink to="/messages">{t('conversations.seeMessages')}</ActionLink>}
        />
      ) : null}
    </Page>
  );
}
