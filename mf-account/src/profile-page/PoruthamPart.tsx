import { Badge, VisuallyHidden } from '@matrimony/ui';
import { type HoroscopeMatch } from '../api/discovery-api';
import { Muted } from '../shared/styles';
import { Scroll, Table, Total } from './GunaMilanPart';
import { useHoroscopeWords } from './horoscope-words';
import { useProfilePageT, type ProfilePageMessageId } from './messages';

type Scored = Extract<HoroscopeMatch, { availability: 'full' | 'total_only' }>;
type Full = Extract<HoroscopeMatch, { availability: 'full' }>;
type Result = Full['poruthams']['items'][number]['result'];
type Verdict = Scored['poruthams']['verdict'];

const RESULT: Record<Result, { label: ProfilePageMessageId; tone: 'success' | 'accent' | 'danger' }> = {
  good: { label: 'profilePage.porutham.good', tone: 'success' },
  middling: { label: 'profilePage.porutham.middling', tone: 'accent' },
  bad: { label: 'profilePage.porutham.bad', tone: 'danger' }
};

const VERDICT_TONE: Record<Verdict['id'], 'danger' | 'accent' | 'success'> = {
  not_recommended: 'danger',
  weak: 'danger',
  acceptable: 'accent',
  excellent: 'success'
};

function Count({ poruthams }: { poruthams: Scored['poruthams'] }) {
  const t = useProfilePageT();
  return (
    <Total>
      <span>{t('profilePage.porutham.count', { good: poruthams.goodCount, max: poruthams.max })}</span>
      <Badge $tone={VERDICT_TONE[poruthams.verdict.id]}>
        {t(`profilePage.porutham.verdict.${poruthams.verdict.id}`)}
      </Badge>
    </Total>
  );
}

/** The ten Poruthams: each with its result and reason for Premium, the count and verdict for free members. */
export function PoruthamPart({ match }: { match: Scored }) {
  const t = useProfilePageT();
  const { poruthams } = match;
  return (
    <section
      aria-labelledby="porutham-heading"
      data-part="poruthams"
      style={{ display: 'grid', gap: '0.75rem' }}
    >
      <h3 id="porutham-heading" style={{ margin: 0 }}>
        {t('profilePage.porutham.heading')}
      </h3>
      <Count poruthams={poruthams} />
      {poruthams.notRecommended ? <Muted>{t('profilePage.porutham.rajjuVedha')}</Muted> : null}
      {match.availability === 'full' ? (
        <>
          <Scroll>
            <Table>
              <caption>
                <VisuallyHidden>{t('profilePage.porutham.caption')}</VisuallyHidden>
              </caption>
              <colgroup>
                <col style={{ width: '36%' }} />
                <col style={{ width: '64%' }} />
              </colgroup>
              <thead>
                <tr>
                  <th scope="col">{t('profilePage.porutham.column')}</th>
                  <th scope="col">{t('profilePage.porutham.result')}</th>
                </tr>
              </thead>
              <tbody>
                {match.poruthams.items.map((porutham) => (
                  <PoruthamRows key={porutham.id} porutham={porutham} />
                ))}
              </tbody>
            </Table>
          </Scroll>
          <Muted>
            {t('profilePage.porutham.countedFrom', {
              source: t(`profilePage.porutham.source.${match.poruthams.source}`)
            })}
          </Muted>
        </>
      ) : null}
    </section>
  );
}

function PoruthamRows({ porutham }: { porutham: Full['poruthams']['items'][number] }) {
  const { t, phrase } = useHoroscopeWords();
  return (
    <>
      <tr>
        <th scope="row">{t(`profilePage.porutham.${porutham.id}`)}</th>
        <td>
          <Badge $tone={RESULT[porutham.result].tone}>{t(RESULT[porutham.result].label)}</Badge>
        </td>
      </tr>
      <tr className="line">
        <td colSpan={2}>
          {phrase(porutham.reason)} <VisuallyHidden>{t('profilePage.porutham.ruleRead')}</VisuallyHidden>
          <span title={t('profilePage.porutham.ruleTitle')}>({t(`profilePage.rule.${porutham.rule}`)})</span>
        </td>
      </tr>
    </>
  );
}
