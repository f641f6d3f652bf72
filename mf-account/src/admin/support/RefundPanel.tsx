import { useState } from 'react';
import { styled } from 'styled-components';
import {
  REFUND_BLOCKS,
  REFUND_NOTE_MAX_LENGTH,
  REFUND_REASONS,
  type RefundReason
} from '@matrimony/catalog/refunds';
import { formatDateTime } from '@matrimony/catalog/date-format';
import { Badge, Button, Select, TextArea, toast } from '@matrimony/ui';
import { Dialog } from '@matrimony/ui/dialog';
import { FRESH } from '../../api/moderation-api';
import { useAdminReceiptQuery, useIssueRefundMutation, type AdminReceipt } from '../../api/refunds-api';
import { Actions, Facts, Muted } from '../../shared/styles';
import { DecisionCard, DecisionPart, MemberNumber } from '../admin-styles';
import { ProblemNotice } from '../ProblemNotice';
import { RowsSkeleton } from '../RowsSkeleton';
import { cannedReply, type ReplyDraft } from './ReplyBox';
import { IST } from './support-view';

const Form = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  & p {
    margin: 0;
  }
  & > div {
    margin: 0;
  }
`;

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
/** "₹499", "₹1,499.50". */
export const formatAmount = (amountInr: number) => `₹${rupees.format(amountInr)}`;

function RefundState({ receipt }: { receipt: AdminReceipt }) {
  const { refund } = receipt;
  if (refund)
    return (
      <DecisionPart>
        <p>
          <Badge $tone="success">Refunded</Badge> {formatAmount(refund.amountInr)} issued{' '}
          {formatDateTime(refund.issuedAt, IST)} for ticket {refund.ticket}:{' '}
          {REFUND_REASONS.find((r) => r.id === refund.reason)?.label ?? refund.reason}.
        </p>
        <Muted>
          {refund.status === 'processed' && refund.processedAt
            ? `Razorpay paid it back on ${formatDateTime(refund.processedAt, IST)}.`
            : 'Waiting for Razorpay to confirm the money went back; banks usually credit it within 5 to 7 working days.'}
        </Muted>
        {refund.note ? <Muted>Note: {refund.note}</Muted> : null}
      </DecisionPart>
    );
  if (receipt.status === 'refunded')
    return (
      <DecisionPart>
        <p>
          <Badge $tone="success">Refunded</Badge> outside the console.
        </p>
      </DecisionPart>
    );
  return null;
}

/** A payment ticket's receipt and, when the policy allows, its one full refund (confirmed before it is sent). */
export function RefundPanel({
  ticketNumber,
  receiptNumber,
  onRefunded
}: {
  ticketNumber: string;
  receiptNumber: string;
  onRefunded: (draft: ReplyDraft) => void;
}) {
  const result = useAdminReceiptQuery(receiptNumber, FRESH);
  const [issue, issuing] = useIssueRefundMutation();
  const [reason, setReason] = useState<RefundReason | ''>('');
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const receipt = result.data;

  const refund = async () => {
    if (!reason) return;
    setFailure(undefined);
    try {
      await issue({
        number: receiptNumber,
        body: { reason, ticket: ticketNumber, ...(note.trim() ? { note: note.trim() } : {}) }
      }).unwrap();
      toast({
        title: 'Refund issued',
        description: 'The “Refund issued” reply is in the reply box: check it and send it.',
        variant: 'success'
      });
      onRefunded(cannedReply('refund-issued'));
    } catch (error) {
      setFailure(error);
    } finally {
      setConfirming(false);
    }
  };

  let body: React.ReactNode;
  if (result.isLoading) body = <RowsSkeleton label="Loading the receipt..." rows={1} />;
  else if (result.error) body = <ProblemNotice error={result.error} />;
  else if (!receipt) body = null;
  else {
    const amount = formatAmount(receipt.amountInr);
    const block = REFUND_BLOCKS.find((b) => b.id === receipt.notRefundableBecause);
    body = (
      <>
        <Facts>
          <dt>Receipt</dt>
          <dd>
            <MemberNumber>{receipt.number}</MemberNumber>
          </dd>
          <dt>For</dt>
          <dd>{receipt.item}</dd>
          <dt>Amount</dt>
          <dd>{amount}</dd>
          <dt>Paid</dt>
          <dd>{formatDateTime(receipt.paidAt, IST)}</dd>
          <dt>Status</dt>
          <dd>{receipt.status === 'refunded' ? 'Refunded' : 'Paid'}</dd>
          <dt>Razorpay payment</dt>
          <dd>
            <MemberNumber>{receipt.paymentId}</MemberNumber>
          </dd>
        </Facts>
        <RefundState receipt={receipt} />
        {failure ? <ProblemNotice error={failure} /> : null}
        {receipt.refundable ? (
          <DecisionPart>
            <h3>Refund in full</h3>
            <Form>
              <Select
                id="refund-reason"
                label="Reason (from the refund policy)"
                placeholder="Choose a reason"
                options={REFUND_REASONS.map((r) => ({ value: r.id, label: r.label }))}
                value={reason}
                onChange={(event) => setReason(event.target.value as RefundReason | '')}
              />
              <TextArea
                id="refund-note"
                label="Note (optional)"
                hint="Kept with the refund for the audit; the member does not see it."
                rows={2}
                maxLength={REFUND_NOTE_MAX_LENGTH}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
              <Actions>
                <Button type="button" variant="danger" disabled={!reason} onClick={() => setConfirming(true)}>
                  Refund {amount}
                </Button>
              </Actions>
            </Form>
          </DecisionPart>
        ) : !receipt.refund && block ? (
          <Muted>{block.label}</Muted>
        ) : null}
        <Dialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title={`Refund ${amount} in full to the member’s original payment method?`}
        >
          <Form>
            <p>
              The whole amount goes back through Razorpay. A payment is refunded once, and this cannot be
              undone.
            </p>
            <Actions>
              <Button type="button" variant="danger" busy={issuing.isLoading} onClick={() => void refund()}>
                Refund {amount}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </Actions>
          </Form>
        </Dialog>
      </>
    );
  }

  return (
    <DecisionCard as="section" aria-labelledby="refund-heading">
      <h2 id="refund-heading">Payment and refund</h2>
      {body}
    </DecisionCard>
  );
}
