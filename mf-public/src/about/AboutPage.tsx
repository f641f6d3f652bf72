import { CONTACT_UNLOCK_PRICE_INR, PREMIUM_PRICE_INR } from '@matrimony/catalog/constants';
import { site } from '@matrimony/ui';
import { Link } from 'react-router';
import { StaticPage } from '../shared/StaticPage';

export default function AboutPage() {
  return (
    <StaticPage
      path="/about"
      title="About Us"
      description={`${site.name} helps people across India find a life partner, simply, affordably and without marketing calls.`}
    >
      <h2>Why we started</h2>
      <p>
        Finding a life partner is one of the biggest decisions a family makes. Yet most matrimonial sites make
        it harder than it should be: confusing packages, expensive plans, and sales calls that start the
        moment you register. We built {site.name} to do the opposite.
      </p>

      <h2>What we promise</h2>
      <ul>
        <li>
          <strong>Honest pricing.</strong> One Premium plan at ₹{PREMIUM_PRICE_INR} a month, about ten times
          lower than other platforms, and one month of it free when you register.
        </li>
        <li>
          <strong>No marketing calls.</strong> Your mobile number is used to verify you and, if you choose, to
          let your matches reach you. Never to sell to you.
        </li>
        <li>
          <strong>Pay only for what you need.</strong> Not ready for Premium? Unlock the contact details of
          one profile for ₹{CONTACT_UNLOCK_PRICE_INR}.
        </li>
        <li>
          <strong>Every filter for everyone.</strong> Religion, caste, mother tongue, location, profession and
          horoscope details (star, rasi, dosham): the free plan searches with all of them.
        </li>
      </ul>

      <h2>Who it is for</h2>
      <p>
        {site.name} is for adults in India, and Indians abroad, who are looking for a partner for marriage,
        and for the parents and relatives who help them. By registering, every member confirms that they
        intend to marry.
      </p>

      <h2>Safety comes first</h2>
      <p>
        Every member verifies a mobile number before creating a profile, and every new or edited profile is
        reviewed before others can see it. Profile details are given by members themselves and are not
        verified unless marked as verified, so please meet in public places, involve your family and never
        send money to someone you have met online. You can report or block any profile, and our{' '}
        <Link to="/privacy-policy#grievance-officer">Grievance Officer</Link> acts on complaints.
      </p>

      <h2>Talk to us</h2>
      <p>
        Questions, ideas or a story to share? Visit <Link to="/contact">Contact Us</Link> or write to{' '}
        <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
      </p>
    </StaticPage>
  );
}
