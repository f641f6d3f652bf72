import { useState } from 'react';
import { PREMIUM_PRICE_INR } from '@matrimony/catalog';
import { Link } from 'react-router-dom';
import { SkeletonBlock } from '@matrimony/ui/skeletons';
import { useContactViewersQuery } from '../../api/connections-api';
import { Pager } from '../../shared/ListParts';
import { relativeDay } from '../../shared/relative-day';
import { ActionLink, Muted } from '../../shared/styles';
import { QueryFailed } from '../QueryFailed';
import { SubSection } from '../SettingsSection';

/** The members who saw this member's mobile and e-mail, newest first (each reveal is recorded: docs/product-rules.md#contact-details). */
export function ContactViewers() {
  // Its own page number, not the URL's `?page=`, which the blocked members' list on this page already reads.
  const [page, setPage] = useState(1);
  const result = useContactViewersQuery(page);
  const list = result.data?.visibility === 'full' ? result.data : undefined;
  const items = list?.items ?? [];
  const now = new Date();
  return (
    <SubSection aria-labelledby="contact-viewers-heading">
      <h3 id="contact-viewers-heading">Who saw my contact</h3>
      {result.isLoading ? (
        <div aria-busy="true">
          <SkeletonBlock $height="4rem" />
        </div>
      ) : result.isError && !result.data ? (
        <QueryFailed what="Who saw your contact" error={result.error} retry={() => void result.refetch()} />
      ) : result.data?.visibility === 'teaser' && result.data.total > 0 ? (
        // Like "who viewed me": free members learn how many, Premium shows who.
        <>
          <Muted>
            {result.data.total} {result.data.total === 1 ? 'member' : 'members'} saw your mobile number and
            e-mail. Premium members see who they are, and when.
          </Muted>
          <ActionLink to="/subscription">
            See who saw my contact with Premium (₹{PREMIUM_PRICE_INR}/month)
          </ActionLink>
        </>
      ) : items.length === 0 ? (
        <Muted>
          No one has seen your contact details yet. Members see them when they have Premium or unlock your
          profile.
        </Muted>
      ) : (
        <>
          <Muted>Members who saw your mobile number and e-mail, newest first.</Muted>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' }}>
            {items.map((viewer) => (
              <li key={viewer.id}>
                <Link to={`/profile/${viewer.id}`}>{viewer.displayName}</Link> · {viewer.memberNumber} · saw
                it <time dateTime={viewer.viewedAt}>{relativeDay(viewer.viewedAt, now)}</time>
              </li>
            ))}
          </ul>
        </>
      )}
      <Pager page={page} total={list?.total ?? 0} onPage={setPage} />
    </SubSection>
  );
}
