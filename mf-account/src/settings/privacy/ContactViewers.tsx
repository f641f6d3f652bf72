import { useState } from 'react';
import { formatMoney } from '@matrimony/i18n';
import { useLocale } from '@matrimony/i18n/react';
import { PREMIUM_PRICE_INR } from '@matrimony/catalog';
import { Link } from 'react-router-dom';
import { SkeletonBlock } from '@matrimony/ui/skeletons';
import { useContactViewersQuery } from '../../api/connections-api';
import { Pager } from '../../shared/ListParts';
import { relativeDay } from '../../shared/relative-day';
import { ActionLink, Muted } from '../../shared/styles';
import { QueryFailed } from '../QueryFailed';
import { SubSection } from '../SettingsSection';
import { useSettingsT } from '../messages';

/** The members who saw this member's mobile and e-mail, newest first (each reveal is recorded: docs/product-rules.md#contact-details). */
export function ContactViewers() {
  // Its own page number, not the URL's `?page=`, which the blocked members' list on this page already reads.
  const [page, setPage] = useState(1);
  const result = useContactViewersQuery(page);
  const list = result.data?.visibility === 'full' ? result.data : undefined;
  const items = list?.items ?? [];
  const now = new Date();
  const t = useSettingsT();
  const locale = useLocale();
  return (
    <SubSection aria-labelledby="contact-viewers-heading">
      <h3 id="contact-viewers-heading">{t('settings.contactViewers.heading')}</h3>
      {result.isLoading ? (
        <div aria-busy="true">
          <SkeletonBlock $height="4rem" />
        </div>
      ) : result.isError && !result.data ? (
        <QueryFailed
          what={t('settings.contactViewers.failedWhat')}
          error={result.error}
          retry={() => void result.refetch()}
        />
      ) : result.data?.visibility === 'teaser' && result.data.total > 0 ? (
        // Like "who viewed me": free members learn how many, Premium shows who.
        <>
          <Muted>{t('settings.contactViewers.teaser', { count: result.data.total })}</Muted>
          <ActionLink to="/subscription">
            {t('settings.contactViewers.upgrade', { price: formatMoney(PREMIUM_PRICE_INR, locale) })}
          </ActionLink>
        </>
      ) : items.length === 0 ? (
        <Muted>{t('settings.contactViewers.none')}</Muted>
      ) : (
        <>
          <Muted>{t('settings.contactViewers.lead')}</Muted>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' }}>
            {items.map((viewer) => (
              <li key={viewer.id}>
                <Link to={`/profile/${viewer.id}`}>{viewer.displayName}</Link> · {viewer.memberNumber} ·{' '}
                {t('settings.contactViewers.sawIt')}{' '}
                <time dateTime={viewer.viewedAt}>{relativeDay(viewer.viewedAt, now)}</time>
              </li>
            ))}
          </ul>
        </>
      )}
      <Pager page={page} total={list?.total ?? 0} onPage={setPage} />
    </SubSection>
  );
}
