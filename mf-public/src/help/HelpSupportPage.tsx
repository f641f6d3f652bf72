import { BUSINESS_HOURS, SUPPORT_REPLY_HOURS } from '@matrimony/catalog/constants';
import { site } from '@matrimony/ui';
import { Link } from 'react-router';
import { Faq } from '../shared/Faq';
import { StaticPage } from '../shared/StaticPage';
import { ACCOUNT_FAQ, PLAN_FAQ, SAFETY_FAQ } from '../shared/faq';

export default function HelpSupportPage() {
  return (
    <StaticPage
      path="/help-support"
      title="Help & Support"
      description="Answers to common questions about your account, plans, payments and safety."
    >
      <h2>Account and profile</h2>
      <Faq items={ACCOUNT_FAQ} />

      <h2>Plans and payments</h2>
      <Faq items={PLAN_FAQ} />

      <h2>Safety and privacy</h2>
      <Faq items={SAFETY_FAQ} />

      <h2>Still need help?</h2>
      <p>
        Write to <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a> or use the form on our{' '}
        <Link to="/contact">Contact</Link> page. We reply within {SUPPORT_REPLY_HOURS} hours.
      </p>
      <ul>
        {BUSINESS_HOURS.map((slot) => (
          <li key={slot.days}>
            {slot.days}: {slot.opens} - {slot.closes}
          </li>
        ))}
      </ul>
    </StaticPage>
  );
}
