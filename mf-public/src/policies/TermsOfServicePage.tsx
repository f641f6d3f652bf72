import {
  CONTACT_UNLOCK_PRICE_INR,
  FREE_INTERESTS_PER_DAY,
  MINIMUM_AGE,
  PREMIUM_PRICE_INR
} from '@matrimony/catalog/constants';
import { site } from '@matrimony/ui';
import { Link } from 'react-router';
import { GrievanceOfficer } from '../shared/GrievanceOfficer';
import { Notice, StaticPage } from '../shared/StaticPage';
import { TERMS_LAST_UPDATED } from './policy-dates';

export default function TermsOfServicePage() {
  return (
    <StaticPage
      path="/terms-of-service"
      title="Terms of Service"
      description="The agreement between you and us when you use our matrimonial service: eligibility, your profile, conduct, plans and payments."
      lastUpdated={TERMS_LAST_UPDATED}
    >
      <p>
        These terms are an agreement between you and {site.name}. By registering you accept them, together
        with our <Link to="/privacy-policy">Privacy Policy</Link> and{' '}
        <Link to="/refund-policy">Refund Policy</Link>. {site.name} is an intermediary: we provide a platform
        on which members meet; we are not a marriage bureau and we do not arrange marriages.
      </p>

      <h2>1. Who may register</h2>
      <ul>
        <li>
          You must be at least {MINIMUM_AGE} years old. The legal age of marriage in India is 21 for men and
          18 for women; you must not marry before it.
        </li>
        <li>
          You must be legally able to marry: unmarried, divorced, widowed, or separated where the law allows
          remarriage.
        </li>
        <li>
          You may create a profile for yourself, or for a son, daughter, sibling or relative with their
          knowledge and consent.
        </li>
        <li>One person, one profile, one verified mobile number.</li>
      </ul>

      <h2>2. Your intention to marry</h2>
      <Notice>
        By registering you confirm that you are using {site.name} with the genuine intention of finding a
        partner for marriage, and not for dating, casual relationships, business, or any other purpose.
      </Notice>

      <h2>3. Your profile</h2>
      <ul>
        <li>Everything you enter must be true and your own; photos must be of you and recent.</li>
        <li>
          New and edited profiles and photos are reviewed before other members see them; we may reject or
          remove content that breaks these terms.
        </li>
        <li>
          You are responsible for keeping your password secret and for everything done through your account.
        </li>
      </ul>

      <h2>4. Profiles are not verified</h2>
      <p>
        We verify each member&apos;s mobile number. We do not verify anything else a member says about
        themselves (age, education, income, family, marital status) unless the profile is clearly marked as
        verified. Check the details yourself, involve your family, meet in public places, and never send money
        or share banking details with someone you met online.
      </p>

      <h2>5. What you must not do</h2>
      <ul>
        <li>Impersonate anyone, create fake profiles or use someone else&apos;s photos.</li>
        <li>Ask other members for money, gifts or financial information, or offer any commercial service.</li>
        <li>Harass, threaten or abuse anyone, or post obscene, defamatory or hateful content.</li>
        <li>
          Copy or collect other members&apos; details, or use them for anything other than seeking a marriage
          partner.
        </li>
        <li>Share the contact details you unlock with anyone else.</li>
      </ul>

      <h2>6. Reporting fraud and misuse</h2>
      <p>
        Use &quot;Report&quot; on any profile, or block a member to disappear from each other&apos;s lists.
        Reports go to our moderation team. You can also write to our Grievance Officer (below). We may suspend
        or delete accounts that break these terms and, where the law requires, inform the authorities.
      </p>

      <h2>7. Plans and payments</h2>
      <ul>
        <li>
          The Free plan costs nothing and includes unlimited profile views, {FREE_INTERESTS_PER_DAY} interests
          per day, basic profile creation and advanced search filters.
        </li>
        <li>
          Premium costs ₹{PREMIUM_PRICE_INR} for one month and adds unlimited interests, contact details and
          horoscopes, profile viewers, priority support, the full dashboard and WhatsApp integration.
        </li>
        <li>Every new member receives one month of Premium free, once, on registration.</li>
        <li>
          The contact details of a single profile can be unlocked for ₹{CONTACT_UNLOCK_PRICE_INR}; the unlock
          does not expire.
        </li>
        <li>Buying Premium while Premium is active extends it by one month.</li>
        <li>
          Cancelling means turning off renewal: Premium stays active until the end of the period you paid for,
          and that period is not refunded. Refunds are made only as our{' '}
          <Link to="/refund-policy">Refund Policy</Link> describes.
        </li>
      </ul>

      <h2>8. Our responsibility</h2>
      <p>
        We work to keep the service available and safe, but we cannot guarantee that you will find a partner,
        that other members are who they claim to be, or that the service will never be interrupted. To the
        extent the law allows, our liability to you is limited to the amount you paid us in the three months
        before the claim.
      </p>

      <h2>9. Changes and law</h2>
      <p>
        We will tell you about material changes to these terms by e-mail or on the site before they take
        effect. These terms are governed by the laws of India.
      </p>

      <GrievanceOfficer />
    </StaticPage>
  );
}
