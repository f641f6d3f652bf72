import {
  PREMIUM_PRICE_INR,
  REFUND_ELIGIBLE_REASONS,
  REFUND_TIMELINE_BUSINESS_DAYS
} from '@matrimony/catalog/constants';
import { formatMoney } from '@matrimony/i18n';
import { rich, useLocale } from '@matrimony/i18n/react';
import { site } from '@matrimony/ui';
import { GrievanceOfficer } from '../shared/GrievanceOfficer';
import { Notice, StaticPage } from '../shared/StaticPage';
import { usePolicyT, type PolicyMessageId } from './messages';
import { REFUND_POLICY_VERSION, useLastUpdated } from './policy-dates';

/** The catalog's refund reasons and steps in the page's language (one the catalog adds later reads as written). */
const REASONS: Record<string, PolicyMessageId> = {
  'Technical issues lasting more than 48 hours': 'refund.reason.technical',
  'Duplicate charges': 'refund.reason.duplicate',
  'Long maintenance outages': 'refund.reason.outage'
};
const STAGES: Record<string, PolicyMessageId> = {
  Review: 'refund.stage.review',
  Approval: 'refund.stage.approval',
  Processing: 'refund.stage.processing',
  'Bank credit': 'refund.stage.bank'
};

export default function RefundPolicyPage() {
  const t = usePolicyT();
  const lastUpdated = useLastUpdated(REFUND_POLICY_VERSION);
  const locale = useLocale();
  const inPageLanguage = (ids: Record<string, PolicyMessageId>, english: string) => {
    const id = ids[english];
    return id ? t(id) : english;
  };
  return (
    <StaticPage
      path="/refund-policy"
      title={t('refund.meta.title')}
      description={t('refund.meta.description')}
      lastUpdated={lastUpdated}
    >
      <h2>{t('refund.cancel.title')}</h2>
      <p>
        {rich(t('refund.cancel.text', { price: formatMoney(PREMIUM_PRICE_INR, locale) }), {
          strong: (text) => <strong>{text}</strong>
        })}
      </p>

      <h2>{t('refund.when.title')}</h2>
      <p>{t('refund.when.lead')}</p>
      <ul>
        {REFUND_ELIGIBLE_REASONS.map((reason) => (
          <li key={reason}>{inPageLanguage(REASONS, reason)}</li>
        ))}
      </ul>
      <p>{t('refund.when.meaning')}</p>

      <h2>{t('refund.ask.title')}</h2>
      <p>
        {rich(t('refund.ask.text', { email: site.supportEmail }), {
          mail: (text) => <a href={`mailto:${site.supportEmail}`}>{text}</a>
        })}
      </p>

      <h2>{t('refund.timeline.title')}</h2>
      <table>
        <caption style={{ textAlign: 'left', marginBottom: '0.5rem' }}>
          {t('refund.timeline.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('refund.timeline.step')}</th>
            <th scope="col">{t('refund.timeline.time')}</th>
          </tr>
        </thead>
        <tbody>
          {REFUND_TIMELINE_BUSINESS_DAYS.map((step) => (
            <tr key={step.stage}>
              <td>{inPageLanguage(STAGES, step.stage)}</td>
              <td>{t('refund.timeline.days', { min: step.min, max: step.max })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('refund.timeline.text')}</p>

      <Notice>{t('refund.notice')}</Notice>

      <GrievanceOfficer />
    </StaticPage>
  );
}
