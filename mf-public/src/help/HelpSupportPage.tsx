import { BUSINESS_HOURS, SUPPORT_REPLY_HOURS } from '@matrimony/catalog/constants';
import { GRIEVANCE_TIMELINES, PREMIUM_FIRST_REPLY_HOURS } from '@matrimony/catalog/support';
import { site } from '@matrimony/ui';
import { Link } from 'react-router';
import { ButtonLink } from '../shared/ButtonLink';
import { Faq } from '../shared/Faq';
import { GrievanceOfficer } from '../shared/GrievanceOfficer';
import { MemberAware } from '../shared/MemberAware';
import { StaticPage } from '../shared/StaticPage';
import { ACCOUNT_FAQ, PLAN_FAQ, SAFETY_FAQ } from '../shared/faq';
import { GrievanceForm } from './GrievanceForm';

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

      <h2 id="write-to-us">Still need help?</h2>
      <p>
        We reply within {SUPPORT_REPLY_HOURS} hours; Premium members hear from us within{' '}
        {PREMIUM_FIRST_REPLY_HOURS} hours.
      </p>
      <MemberAware
        visitor={
          <p>
            Use the form on our <Link to="/contact">Contact</Link> page or write to{' '}
            <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>. Members who sign in can write to
            us from their account and follow our replies there.
          </p>
        }
        member={
          <>
            <p>Write to us from your account: you see our replies there and get a notification for each.</p>
            <p>
              <ButtonLink to="/help/tickets/new">Write to us</ButtonLink>
            </p>
          </>
        }
      />
      <ul>
        {BUSINESS_HOURS.map((slot) => (
          <li key={slot.days}>
            {slot.days}: {slot.opens} - {slot.closes}
          </li>
        ))}
      </ul>

      <GrievanceOfficer />

      <h3 id="file-a-grievance">File a grievance</h3>
      <p>{GRIEVANCE_TIMELINES}</p>
      <MemberAware
        visitor={<GrievanceForm />}
        member={
          <p>
            You are signed in: file your grievance from your account, so you can follow it there.{' '}
            <Link to="/help/tickets/new?grievance=1">Write to us with “This is a grievance” ticked</Link>.
          </p>
        }
      />
    </StaticPage>
  );
}
