import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { REPORT_DETAILS_MAX, REPORT_REASONS } from '@matrimony/catalog';
import { Button, TextArea } from '@matrimony/ui';
import { Dialog } from '@matrimony/ui/dialog';
import { RadioGroup } from '@matrimony/ui/radio-group';
import { formatDate } from '@matrimony/catalog/date-format';
import {
  useReportMutation,
  useSetShortlistedMutation,
  type ReportBody,
  type ReportReceipt
} from '../api/connections-api';
import { BlockDialog } from '../shared/BlockDialog';
import { runAction } from '../shared/run-action';
import { Actions } from '../shared/styles';

function ReportDialog({
  open,
  onClose,
  profileId,
  name
}: {
  open: boolean;
  onClose: () => void;
  profileId: string;
  name: string;
}) {
  const [reason, setReason] = useState<string>('');
  const [details, setDetails] = useState('');
  const [receipt, setReceipt] = useState<ReportReceipt>();
  const [report, { isLoading }] = useReportMutation();
  return (
    <Dialog open={open} onClose={onClose} title={`Report ${name}`}>
      {receipt ? (
        <div role="status">
          <p>
            Thank you. Your report is ticket <strong>{receipt.ticketNumber}</strong>. Our team reviews it and
            will resolve it by {formatDate(receipt.resolveBy)}.
          </p>
          <Button type="button" onClick={onClose}>
            Close
          </Button>
        </div>
      ) : (
        <form
          onSubmit={async (event) => {
            event.preventDefault();
            const body = {
              profileId,
              reason: reason as ReportBody['reason'],
              ...(details.trim() ? { details: details.trim() } : {})
            };
            await runAction(async () => setReceipt(await report(body).unwrap()));
          }}
        >
          <RadioGroup
            id="report-reason"
            name="reason"
            label="What is wrong?"
            required
            options={REPORT_REASONS.map((item) => ({ value: item.id, label: item.label }))}
            value={reason}
            onChange={setReason}
          />
          <TextArea
            id="report-details"
            label="Details"
            hint={
              reason === 'other' ? 'Please describe the problem.' : 'Optional: anything that helps our team.'
            }
            required={reason === 'other'}
            maxLength={REPORT_DETAILS_MAX}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
          />
          <Actions style={{ marginTop: '1rem' }}>
            <Button type="submit" variant="danger" busy={isLoading} disabled={!reason}>
              Send report
            </Button>
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
          </Actions>
        </form>
      )}
    </Dialog>
  );
}

/** Shortlist, block and report: private bookmarks and the safety tools on every profile page. */
export function ProfileActions({
  profileId,
  name,
  shortlisted,
  onChange
}: {
  profileId: string;
  name: string;
  shortlisted: boolean;
  onChange: () => void;
}) {
  const navigate = useNavigate();
  const [setShortlisted, shortlisting] = useSetShortlistedMutation();
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [reporting, setReporting] = useState(false);
  return (
    <Actions aria-label="Profile actions">
      <Button
        type="button"
        variant="secondary"
        aria-pressed={shortlisted}
        busy={shortlisting.isLoading}
        onClick={async () => {
          if (
            await runAction(() => setShortlisted({ profileId, shortlisted: !shortlisted }).unwrap(), {
              title: shortlisted ? 'Removed from your shortlist' : 'Added to your shortlist'
            })
          )
            onChange();
        }}
      >
        {shortlisted ? '★ Shortlisted' : '☆ Shortlist'}
      </Button>
      <Button type="button" variant="ghost" onClick={() => setConfirmBlock(true)}>
        Block
      </Button>
      <Button type="button" variant="ghost" onClick={() => setReporting(true)}>
        Report
      </Button>
      <BlockDialog
        open={confirmBlock}
        onClose={() => setConfirmBlock(false)}
        onBlocked={() => {
          setConfirmBlock(false);
          navigate('/explore');
        }}
        profileId={profileId}
        name={name}
      />
      <ReportDialog open={reporting} onClose={() => setReporting(false)} profileId={profileId} name={name} />
    </Actions>
  );
}
