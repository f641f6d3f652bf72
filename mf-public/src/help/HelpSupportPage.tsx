import { BUSINESS_HOURS, SUPPORT_REPLY_HOURS } from '@matrimony/catalog/constants';
import { GRIEVANCE_TIMELINES, PREMIUM_FIRST_REPLY_HOURS } from '@matrimony/catalog/support';
import { site } from '@matrimony/ui';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { Link } from 'react-router';
import { ButtonLink } from '../shared/ButtonLink';
import { Faq } from '../shared/Faq';
import { GrievanceOfficer } from '../shared/GrievanceOfficer';
import { MemberAware } from '../shared/MemberAware';
import { StaticPage } from '../shared/StaticPage';
import { ACCOUNT_FAQ, PLAN_FAQ, SAFETY_FAQ } from '../shared/faq';
import { rich } from '@matrimony/i18n/react';
import { GrievanceForm } from './GrievanceForm';
import { useHelpT, type HelpMessageId } from './messages';

/** The catalog's business days in the page's language (a slot the catalog adds later reads as it is written). */
const DAYS: Record<string, HelpMessageId> = {
  'Monday - Friday': 'help.days.weekdays',
  Saturday: 'help.days.saturday',
  Sunday: 'help.days.sunday'
};

export default function HelpSupportPage() {
  const t = useHelpT();
  const text = useCatalogText();
  return (
    <StaticPage path="/help-support" title={t('help.meta.title')} description={t('help.meta.description')}>
      <h2>{t('help.account')}</h2>
      <Faq items={ACCOUNT_FAQ} />

      <h2>{t('help.plans')}</h2>
      <Faq items={PLAN_FAQ} />

      <h2>{t('help.safety')}</h2>
      <Faq items={SAFETY_FAQ} />

      <h2 id="write-to-us">{t('help.more')}</h2>
      <p>{t('help.reply', { hours: SUPPORT_REPLY_HOURS, premiumHours: PREMIUM_FIRST_REPLY_HOURS })}</p>
      <MemberAware
        visitor={
          <p>
            {rich(t('help.visitor', { email: site.supportEmail }), {
              link: (label) => <Link to="/contact">{label}</Link>,
              mail: (label) => <a href={`mailto:${site.supportEmail}`}>{label}</a>
            })}
          </p>
        }
        member={
          <>
            <p>{t('help.member')}</p>
            <p>
              <ButtonLink to="/help/tickets/new">{t('help.write')}</ButtonLink>
            </p>
          </>
        }
      />
      <ul>
        {BUSINESS_HOURS.map((slot) => (
          <li key={slot.days}>
            {DAYS[slot.days] ? t(DAYS[slot.days]!) : slot.days}: {slot.opens} - {slot.closes}
          </li>
        ))}
      </ul>

      <GrievanceOfficer />

      <h3 id="file-a-grievance">{t('help.grievance.title')}</h3>
      <p>{text(GRIEVANCE_TIMELINES)}</p>
      <MemberAware
        visitor={<GrievanceForm />}
        member={
          <p>
            {rich(t('help.grievance.member'), {
              link: (label) => <Link to="/help/tickets/new?grievance=1">{label}</Link>
            })}
          </p>
        }
      />
    </StaticPage>
  );
}
