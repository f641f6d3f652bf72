import { site } from '@matrimony/ui';
import { GrievanceOfficer } from '../shared/GrievanceOfficer';
import { Notice, StaticPage } from '../shared/StaticPage';
import { PRIVACY_LAST_UPDATED } from './policy-dates';

export default function PrivacyPolicyPage() {
  return (
    <StaticPage
      path="/privacy-policy"
      title="Privacy Policy"
      description="What personal data we collect, why, who can see it, how long we keep it, and your rights under India's Digital Personal Data Protection Act, 2023."
      lastUpdated={PRIVACY_LAST_UPDATED}
    >
      <p>
        This notice explains how {site.name} (&quot;we&quot;) processes your personal data when you use our
        matrimonial service, as required by the Digital Personal Data Protection Act, 2023 (DPDP Act) and the
        Information Technology Act, 2000. We process your data only with your consent and only for the
        purposes listed here.
      </p>

      <h2>1. The data we collect</h2>
      <ul>
        <li>
          <strong>Identity and contact:</strong> mobile number (verified by OTP), e-mail address, full name.
        </li>
        <li>
          <strong>Profile:</strong> date of birth and age, gender, who you are looking for, height, marital
          status, religion, caste and sub-caste, mother tongue, state and district, education, occupation,
          company, annual income, family type, parents&apos; occupations, siblings and what you write about
          yourself.
        </li>
        <li>
          <strong>Horoscope:</strong> rasi, star (nakshatra), dosham and an optional horoscope image.
        </li>
        <li>
          <strong>Photos:</strong> up to five profile photos. We re-encode every image and remove hidden
          metadata such as GPS location.
        </li>
        <li>
          <strong>Activity:</strong> interests sent and received, profiles you view and who viewed yours,
          blocks and reports.
        </li>
        <li>
          <strong>Payments:</strong> plan, amounts, dates and receipts. Card, UPI and bank details are handled
          by our payment gateway and never stored by us.
        </li>
        <li>
          <strong>Technical:</strong> sign-in sessions and security logs (IP address, time) to keep your
          account safe.
        </li>
      </ul>
      <p>
        We never ask for or store Aadhaar numbers. If an identity check is offered, we keep only the fact that
        it succeeded.
      </p>

      <h2>2. Why we use it</h2>
      <ul>
        <li>To create your account, verify your mobile number and keep you signed in.</li>
        <li>
          To show your profile to other members and suggest matches based on your partner preferences and
          horoscope details.
        </li>
        <li>
          To deliver interests, notifications and e-mails you asked for (password reset, interest received,
          plan reminders, receipts).
        </li>
        <li>To review profiles and photos, act on reports, and prevent fraud and misuse.</li>
        <li>To take payments and keep the records the law requires.</li>
      </ul>
      <p>We do not sell your data and we do not use your number for marketing calls.</p>

      <h2>3. Who can see what</h2>
      <ul>
        <li>
          Approved profiles are visible to signed-in members. Premium members can hide their profile from
          search.
        </li>
        <li>
          Your mobile number, e-mail and WhatsApp link are shown only to Premium members and to members who
          paid to unlock your contact details.
        </li>
        <li>Horoscope details are shown to Premium members.</li>
        <li>Members you block can no longer see you, and you no longer see them.</li>
        <li>
          Our service providers (hosting, SMS, e-mail, payment gateway) process data only on our instructions.
        </li>
        <li>We disclose data to authorities only when Indian law requires it.</li>
      </ul>

      <h2>4. How long we keep it</h2>
      <p>
        We keep your data while your account is active. When you delete your account or withdraw consent, we
        erase your profile, photos and activity from all our systems, except payment records we must keep
        under tax law, which are kept only for the period the law sets, and the record of the consent you gave
        at registration (which versions of these policies you accepted, and when), which we keep for three
        years under a one-way, keyed fingerprint of your mobile number (never your name, e-mail or the number
        itself), only to answer a legal claim.
      </p>

      <h2>5. Your rights</h2>
      <ul>
        <li>
          <strong>Access:</strong> download a copy of the data we hold about you, from Settings (ready within
          minutes, downloadable for 24 hours).
        </li>
        <li>
          <strong>Correction:</strong> edit your profile at any time, or ask us to correct data you cannot
          edit.
        </li>
        <li>
          <strong>Erasure:</strong> delete your account; everything is erased as described above.
        </li>
        <li>
          <strong>Withdraw consent:</strong> as easily as you gave it, by deleting your account or writing to
          us. Withdrawal does not affect processing done before it.
        </li>
        <li>
          <strong>Grievance:</strong> complain to our Grievance Officer (below) and, if unresolved, to the
          Data Protection Board of India.
        </li>
        <li>
          <strong>Nominate:</strong> name a person who may exercise these rights on your behalf in case of
          death or incapacity.
        </li>
      </ul>
      <p>
        Members must be at least 17 years old. Where a member is under 18, we process their data only with the
        verifiable consent of a parent or lawful guardian.
      </p>

      <h2>6. Security and breaches</h2>
      <p>
        Passwords are stored only as secure hashes, data travels over encrypted connections, and access inside
        our team is limited to those who need it. If a personal data breach affects you, we will tell you and
        the Data Protection Board of India without delay, with what happened and what you can do.
      </p>

      <h2>7. Cookies and storage</h2>
      <p>
        We use only what is needed to keep you signed in and the site secure. We do not use advertising
        cookies.
      </p>

      <Notice>
        Profiles are not verified unless marked as verified. Protect yourself: never share banking details or
        send money to someone you met online, and report anything suspicious.
      </Notice>

      <h2>8. Questions about your data</h2>
      <p>
        Write to <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a> with the subject &quot;Data
        request&quot;. We answer within the timelines below.
      </p>

      <GrievanceOfficer />
    </StaticPage>
  );
}
