import { Badge, VisuallyHidden } from '@matrimony/ui';
import { type HoroscopeMatch } from '../api/discovery-api';
import { Muted } from '../shared/styles';
import { Scroll, Table, Total } from './GunaMilanPart';

type Scored = Extract<HoroscopeMatch, { availability: 'full' | 'total_only' }>;
type Full = Extract<HoroscopeMatch, { availability: 'full' }>;
type Result = Full['poruthams']['items'][number]['result'];
type Verdict = Scored['poruthams']['verdict'];

const RESULT: Record<Result, { label: string; tone: 'success' | 'accent' | 'danger' }> = {
  good: { label: 'Good (uthamam)', tone: 'success' },
  middling: { label: 'Middling (mathimam)', tone: 'accent' },
  bad: { label: 'Does not match', tone: 'danger' }
};

const VERDICT_TONE: Record<Verdict['id'], 'danger' | 'accent' | 'success'> = {
  not_recommended: 'danger',
  weak: 'danger',
  acceptable: 'accent',
  excellent: 'success'
};

function Count({ poruthams }: { poruthams: Scored['poruthams'] }) {
  return (
    <Total>
      <span>
        {poruthams.goodCount} of {poruthams.max} good
      </span>
      <Badge $tone={VERDICT_TONE[poruthams.verdict.id]}>{poruthams.verdict.label}</Badge>
    </Total>
  );
}

/** The ten Poruthams: each with its result and reason for Premium, the count and verdict for free members. */
export function PoruthamPart({ match }: { match: Scored }) {
  const { poruthams } = match;
  return (
    <section
      aria-labelledby="porutham-heading"
      data-part="poruthams"
      style={{ display: 'grid', gap: '0.75rem' }}
    >
      <h3 id="porutham-heading" style={{ margin: 0 }}>
        Ten Poruthams
      </h3>
      <Count poruthams={poruthams} />
      {poruthams.notRecommended ? (
        <Muted>
          Rajju or Vedha does not match: most families do not go ahead with such a match, whatever the count.
        </Muted>
      ) : null}
      {match.availability === 'full' ? (
        <>
          <Scroll>
            <Table>
              <caption>
                <VisuallyHidden>The ten Poruthams, each with its result and why</VisuallyHidden>
              </caption>
              <colgroup>
                <col style={{ width: '36%' }} />
                <col style={{ width: '64%' }} />
              </colgroup>
              <thead>
                <tr>
                  <th scope="col">Porutham</th>
                  <th scope="col">Result</th>
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
            Counted from the bride&rsquo;s star to the groom&rsquo;s, by {match.poruthams.source}.
          </Muted>
        </>
      ) : null}
    </section>
  );
}

function PoruthamRows({ porutham }: { porutham: Full['poruthams']['items'][number] }) {
  return (
    <>
      <tr>
        <th scope="row">{porutham.name}</th>
        <td>
          <Badge $tone={RESULT[porutham.result].tone}>{RESULT[porutham.result].label}</Badge>
        </td>
      </tr>
      <tr className="line">
        <td colSpan={2}>
          {porutham.reason} <VisuallyHidden>Rule read: </VisuallyHidden>
          <span title="The reading of the rule, where published tables differ">({porutham.rule})</span>
        </td>
      </tr>
    </>
  );
}
