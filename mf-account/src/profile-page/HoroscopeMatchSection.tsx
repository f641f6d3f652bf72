import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '@matrimony/ui';
import { CardSkeleton } from '@matrimony/ui/skeletons';
import { problemMessage } from '@matrimony/session';
import { messageText } from '@matrimony/catalog/messages';
import { useHoroscopeMatchQuery, type HoroscopeMatch } from '../api/discovery-api';
import { SectionHeading } from '../shared/styles';
import { GunaMilanPart } from './GunaMilanPart';
import { PoruthamPart } from './PoruthamPart';

const NO_SCORE: Record<
  Extract<HoroscopeMatch, { availability: 'none' }>['reason'],
  (name: string) => ReactNode
> = {
  viewer_unknown: () => (
    <>
      Your profile has no rasi and star to match (&ldquo;Don&rsquo;t know&rdquo;, or a star outside the rasi),
      so there is no horoscope match. <Link to="/edit-profile">Add them in Edit Profile</Link>
    </>
  ),
  other_unknown: (name) => <>{name} has not given a rasi and star, so there is no horoscope match.</>,
  own_profile: () => <>This is your own profile.</>,
  same_gender: () => <>Horoscope matching is made for a groom and a bride.</>
};

/**
 * Guna Milan and the ten Poruthams with this member, the viewer's tradition first (South: Poruthams; North:
 * Guna Milan); both breakdowns for Premium, both totals and the offer for free members.
 */
export function HoroscopeMatchSection({ profileId, name }: { profileId: string; name: string }) {
  const { data, error, isLoading } = useHoroscopeMatchQuery(profileId);
  let body: ReactNode;
  if (isLoading) body = <CardSkeleton />;
  else if (!data) body = <p role="alert">{messageText(problemMessage(error))}</p>;
  else if (data.availability === 'none') body = <p>{NO_SCORE[data.reason](name)}</p>;
  else {
    const guna = <GunaMilanPart key="guna" match={data} name={name} />;
    const poruthams = <PoruthamPart key="poruthams" match={data} />;
    body = (
      <>
        {data.tradition === 'south' ? [poruthams, guna] : [guna, poruthams]}
        {data.availability === 'total_only' ? (
          <p>
            Premium shows each of the ten Poruthams and the eight kootas with their reasons, the doshas, and{' '}
            {name}
            &rsquo;s rasi, star and horoscope.{' '}
            <Link to="/subscription">Upgrade for ₹{data.offer.priceInr} a month</Link>
          </p>
        ) : null}
        <p style={{ margin: 0 }}>
          <Link to="/settings#horoscope">
            {data.tradition === 'south' ? 'Prefer Guna Milan first?' : 'Prefer the Poruthams first?'} Change
            it in settings
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
      <SectionHeading id="horoscope-match-heading">Horoscope match</SectionHeading>
      {body}
    </Card>
  );
}
