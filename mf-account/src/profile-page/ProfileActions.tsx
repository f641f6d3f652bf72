import { useState } from 'react';
import { rich } from '@matrimony/i18n/react';
import { useNavigate } from 'react-router-dom';
import { REPORT_DETAILS_MAX, REPORT_REASONS } from '@matrimony/catalog';
import { Button, TextArea } from '@matrimony/ui';
import { Dialog } from '@matrimony/ui/dialog';
import { RadioGroup } from '@matrimony/ui/radio-group';
import { useDateFormat } from '@matrimony/ui/date-format';
import {
  useReportMutation,
  useSetShortlistedMutation,
  type ReportBody,
  type ReportReceipt
} from '../api/connections-api';
import { BlockDialog } from '../shared/BlockDialog';
import { runAction } from '../shared/run-action';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { Actions } from '../shared/styles';
import { useProfilePageT } from './messages';

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
  const t = useProfilePageT();
  const { formatDate } = useDateFormat();
  const text = useCatalogText();
  const [reason, setReason] = useState<string>('');
  const [details, setDetails] = useState('');
  const [receipt, setReceipt] = useState<ReportReceipt>();
  const [report, { isLoading }] = useReportMutation();
  return (
    <Dialog open={open} onClose={onClose} title={t('profilePage.report.title', { name })}>
      {receipt ? (
        <div role="status">
          <p>
            {rich(
              t('profilePage.report.thanks', {
                ticket: receipt.ticketNumber,
                date: formatDate(receipt.resolveBy)
              }),
              { strong: (ticket) => <strong>{ticket}</strong> }
            )}
          </p>
          <Button type="button" onClick={onClose}>
            {t('profilePage.report.close')}
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
            label={t('profilePage.report.what')}
            required
            options={REPORT_REASONS.map((item) => ({ value: item.id, label: text(item.label) }))}
            value={reason}
            onChange={setReason}
          />
          <TextArea
            id="report-details"
            label={t('profilePage.report.details')}
            hint={reason === 'other' ? t('profilePage.report.describe') : t('profilePage.report.optional')}
            required={reason === 'other'}
            maxLength={REPORT_DETAILS_MAX}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
          />
          <Actions style={{ marginTop: '1rem' }}>
            <Button type="submit" variant="danger" busy={isLoading} disabled={!reason}>
              {t('profilePage.report.send')}
            </Button>
            <Button type="button" variant="ghost" onClick={onClose}>
              {t('profilePage.cancel')}
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
  const t = useProfilePageT();
  const navigate = useNavigate();
  const [setShortlisted, shortlisting] = useSetShortlistedMutation();
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [reporting, setReporting] = useState(false);
  return (
    <Actions aria-label={t('profilePage.actions.label')}>
      <Button
        type="button"
        variant="secondary"
        aria-pressed={shortlisted}
        busy={shortlisting.isLoading}
        onClick={async () => {
          if (
            await runAction(() => setShortlisted({ profileId, shortlisted: !shortlisted }).unwrap(), {
              title: shortlisted ? t('profilePage.actions.removed') : t('profilePage.actions.added')
            })
          )
            onChange();
        }}
      >
        {shortlisted ? t('profilePage.actions.shortlisted') : t('profilePage.actions.shortlist')}
      </Button>
      <Button type="button" variant="ghost" onClick={() => setConfirmBlock(true)}>
        {t('profilePage.actions.block')}
      </Button>
      <Button type="button" variant="ghost" onClick={() => setReporting(true)}>
        {t('profilePage.actions.report')}
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
