import { type ReactNode } from 'react';
import { formatMoney } from '@matrimony/i18n';
import { useLocale } from '@matrimony/i18n/react';
import { Link } from 'react-router-dom';
import { Card } from '@matrimony/ui';
import { CardSkeleton } from '@matrimony/ui/skeletons';
import { problemMessage } from '@matrimony/session';
import { messageText } from '@matrimony/catalog/messages';
import { useHoroscopeMatchQuery, type HoroscopeMatch } from '../api/discovery-api';
import { SectionHeading } from '../shared/styles';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { GunaMilanPart } from './GunaMilanPart';
import { PoruthamPart } from './PoruthamPart';
import { useProfilePageT } from './messages';

type ProfilePageT = ReturnType<typeof useProfilePageT>;

const NO_SCORE: Record<
  Extract<HoroscopeMatch, { availability: 'none' }>['reason'],
  (name: string, t: ProfilePageT) => ReactNode
> = {
  viewer_unknown: (_name, t) => (
    <>
      {t('profilePage.hm.viewerUnknown')} <Link to="/edit-profile">{t('profilePage.hm.addThem')}</Link>
    </>
  ),
  other_unknown: (name, t) => <>{t('profilePage.hm.otherUnknown', { name })}</>,
  own_profile: (_name, t) => <>{t('profilePage.hm.own')}</>,
  same_gender: (_name, t) => <>{t('profilePage.hm.sameGender')}</>
};

/**
 * Guna Milan and the ten Poruthams with this member, the viewer's tradition first (South: Poruthams; North:
 * Guna Milan); both breakdowns for Premium, both totals and the offer for free members.
 */
export function HoroscopeMatchSection({ profileId, name }: { profileId: string; name: string }) {
  const t = useProfilePageT();
  const locale = useLocale();
  const text = useCatalogText();
  const { data, error, isLoading } = useHoroscopeMatchQuery(profileId);
  let body: ReactNode;
  if (isLoading) body = <CardSkeleton />;
  else if (!data) body = <p role="alert">{text(messageText(problemMessage(error)))}</p>;
  else if (data.availability === 'none') body = <p>{NO_SCORE[data.reason](name, t)}</p>;
  else {
    const guna = <GunaMilanPart key="guna" match={data} name={name} />;
    const poruthams = <PoruthamPart key="poruthams" match={data} />;
    body = (
      <>
        {data.tradition === 'south' ? [poruthams, guna] : [guna, poruthams]}
        {data.availability === 'total_only' ? (
          <p>
            {t('profilePage.hm.premiumShows', { name })}{' '}
            <Link to="/subscription">
              {t('profilePage.hm.upgrade', { price: formatMoney(data.offer.priceInr, locale) })}
            </Link>
          </p>
        ) : null}
        <p style={{ margin: 0 }}>
          <Link to="/settings#horoscope">
            {data.tradition === 'south'
              ? t('profilePage.hm.preferGuna')
              : t('profilePage.hm.preferPoruthams')}
          </Link>
        </p>
      </>
    );
  }
  return (
    <Card
      as="section"
      aria-labelledby="horoscope-match-heading"
      data-section="horoscope-match"
      style={{ display: 'grid', gap: '1rem', gridColumn: '1 / -1' }}
    >
      <SectionHeading id="horoscope-match-heading">{t('profilePage.hm.heading')}</SectionHeading>
      {body}
    </Card>
  );
}
