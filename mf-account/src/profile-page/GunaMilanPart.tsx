import { styled } from 'styled-components';
import { Badge, VisuallyHidden } from '@matrimony/ui';
import { type HoroscopeMatch } from '../api/discovery-api';
import { AuthorizedImage } from '../shared/AuthorizedImage';
import { Muted } from '../shared/styles';
import { useHoroscopeWords } from './horoscope-words';
import { useProfilePageT } from './messages';

type Full = Extract<HoroscopeMatch, { availability: 'full' }>;
type Scored = Extract<HoroscopeMatch, { availability: 'full' | 'total_only' }>;
type Koota = Full['kootas'][number];
type Band = Full['band'];

export const Total = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
`;

export const Scroll = styled.div`
  overflow-x: auto;
`;

export const Table = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  /* A porutham's or koota's name breaks only between words ("Mahendram" stays whole on a phone). */
  th[scope='row'] {
    overflow-wrap: normal;
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    vertical-align: top;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  tbody tr.line td {
    color: ${({ theme }) => theme.colors.textMuted};
    padding-bottom: ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Bar = styled.span<{ $percent: number; $zero: boolean }>`
  display: block;
  width: 100%;
  max-width: 6rem;
  height: 0.5rem;
  margin-top: 0.35rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  &::after {
    content: '';
    display: block;
    height: 100%;
    width: ${({ $percent }) => $percent}%;
    border-radius: 999px;
    background: ${({ theme, $zero }) => ($zero ? theme.colors.danger : theme.colors.primary)};
  }
`;

const Doshas = styled.ul`
  margin: 0;
  padding-left: 1.2rem;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const BAND_TONE: Record<Band['id'], 'danger' | 'accent' | 'success'> = {
  not_recommended: 'danger',
  acceptable: 'accent',
  very_good: 'success',
  excellent: 'success'
};

const points = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

function Score({ total, band }: { total: number; band: Band }) {
  const t = useProfilePageT();
  return (
    <Total>
      <span>{t('profilePage.guna.total', { points: points(total) })}</span>
      <Badge $tone={BAND_TONE[band.id]}>{t(`profilePage.guna.band.${band.id}`)}</Badge>
    </Total>
  );
}

function KootaRows({ koota }: { koota: Koota }) {
  const { t, term, phrase } = useHoroscopeWords();
  return (
    <>
      <tr>
        <th scope="row">{t(`profilePage.koota.${koota.id}`)}</th>
        <td>
          {t('profilePage.guna.kootaPoints', { points: points(koota.points), max: koota.max })}
          <Bar aria-hidden="true" $percent={(koota.points / koota.max) * 100} $zero={koota.points === 0} />
        </td>
        <td>{term(koota.groom)}</td>
        <td>{term(koota.bride)}</td>
      </tr>
      <tr className="line">
        <td colSpan={4}>{phrase(koota.line)}</td>
      </tr>
    </>
  );
}

function Breakdown({ match, name }: { match: Full; name: string }) {
  const { t, phrase } = useHoroscopeWords();
  const viewerIs = (role: 'groom' | 'bride') =>
    match.viewerRole === role ? t('profilePage.guna.you') : name;
  return (
    <>
      <Score total={match.total} band={match.band} />
      <Scroll>
        <Table>
          <caption>
            <VisuallyHidden>{t('profilePage.guna.caption')}</VisuallyHidden>
          </caption>
          <colgroup>
            <col style={{ width: '24%' }} />
            <col style={{ width: '20%' }} />
            <col style={{ width: '28%' }} />
            <col style={{ width: '28%' }} />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{t('profilePage.guna.koota')}</th>
              <th scope="col">{t('profilePage.guna.points')}</th>
              <th scope="col">{t('profilePage.guna.groom', { who: viewerIs('groom') })}</th>
              <th scope="col">{t('profilePage.guna.bride', { who: viewerIs('bride') })}</th>
            </tr>
          </thead>
          <tbody>
            {match.kootas.map((koota) => (
              <KootaRows key={koota.id} koota={koota} />
            ))}
          </tbody>
        </Table>
      </Scroll>
      {match.doshas.length > 0 ? (
        <div>
          <h4 style={{ margin: 0 }}>{t('profilePage.guna.doshas')}</h4>
          <Doshas>
            {match.doshas.map((dosha) => (
              <li key={dosha.id}>
                <strong>{t(`profilePage.dosha.${dosha.id}`)}</strong>
                {dosha.cancelled
                  ? t('profilePage.guna.cancelled', { reasons: dosha.cancellations.map(phrase).join(' ') })
                  : t('profilePage.guna.present')}{' '}
                {t('profilePage.guna.weigh')}
              </li>
            ))}
          </Doshas>
        </div>
      ) : (
        <Muted>{t('profilePage.guna.noDosha')}</Muted>
      )}
      {match.other.horoscopeImageUrl ? (
        <figure style={{ margin: 0 }}>
          <AuthorizedImage
            src={match.other.horoscopeImageUrl}
            alt={t('profilePage.guna.horoscopeOf', { name })}
            style={{ maxWidth: '100%', borderRadius: 8 }}
          />
          <figcaption>
            <Muted>{t('profilePage.guna.horoscopeOf', { name })}</Muted>
          </figcaption>
        </figure>
      ) : null}
    </>
  );
}

/** Guna Milan (Ashtakoota): the breakdown for Premium, the total and band for free members. */
export function GunaMilanPart({ match, name }: { match: Scored; name: string }) {
  const t = useProfilePageT();
  return (
    <section
      aria-labelledby="guna-heading"
      data-part="guna-milan"
      style={{ display: 'grid', gap: '0.75rem' }}
    >
      <h3 id="guna-heading" style={{ margin: 0 }}>
        {t('profilePage.guna.heading')}
      </h3>
      {match.availability === 'full' ? (
        <Breakdown match={match} name={name} />
      ) : (
        <Score total={match.total} band={match.band} />
      )}
    </section>
  );
}
