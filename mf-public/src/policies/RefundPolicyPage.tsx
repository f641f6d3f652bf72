import {
  PREMIUM_PRICE_INR,
  REFUND_ELIGIBLE_REASONS,
  REFUND_TIMELINE_BUSINESS_DAYS
} from '@matrimony/catalog/constants';
import { site } from '@matrimony/ui';
import { GrievanceOfficer } from '../shared/GrievanceOfficer';
import { Notice, StaticPage } from '../shared/StaticPage';
import { REFUND_POLICY_LAST_UPDATED } from './policy-dates';

function dayRange(min: number, max: number): string {
  return `${min}-${max} business days`;
}

export default function RefundPolicyPage() {
  return (
    <StaticPage
      path="/refund-policy"
      title="Refund Policy"
      description="When we refund a payment, how to ask for a refund, and how long each step takes."
      lastUpdated={REFUND_POLICY_LAST_UPDATED}
    >
      <h2>1. No cancellation after purchase</h2>
      <p>
        Premium (₹{PREMIUM_PRICE_INR} for one month) starts as soon as your payment is confirmed. A purchase
        cannot be cancelled for a refund once it is made. You can <strong>cancel</strong> in the sense of
        turning off renewal at any time: Premium then stays active until the end of the period you have paid
        for, and no refund is made for that current period.
      </p>

      <h2>2. When we do refund</h2>
      <p>We refund a payment only in these cases:</p>
      <ul>
        {REFUND_ELIGIBLE_REASONS.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <p>
        A technical issue means a fault on our side that stops you from using the Premium features you paid
        for for more than 48 hours in a row. A duplicate charge means you were charged more than once for the
        same purchase. A long maintenance outage means planned or unplanned downtime of the service lasting
        more than 48 hours.
      </p>

      <h2>3. How to ask for a refund</h2>
      <p>
        Write to <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a> with the subject &quot;Refund
        request&quot;, your registered mobile number, the payment receipt number and what went wrong.
      </p>

      <h2>4. Timeline</h2>
      <table>
        <caption style={{ textAlign: 'left', marginBottom: '0.5rem' }}>How long each step takes</caption>
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col">Time</th>
          </tr>
        </thead>
        <tbody>
          {REFUND_TIMELINE_BUSINESS_DAYS.map((step) => (
            <tr key={step.stage}>
              <td>{step.stage}</td>
              <td>{dayRange(step.min, step.max)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        We review your request, approve it if it meets the cases above, then process the refund to the
        original payment method. Your bank then credits it to your account. We e-mail you at each step.
      </p>

      <Notice>
        We never ask for your OTP, PIN or card details by phone or e-mail, and we never ask you to pay to
        receive a refund.
      </Notice>

      <GrievanceOfficer />
    </StaticPage>
  );
}
