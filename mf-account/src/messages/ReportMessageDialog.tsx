import { useState } from 'react';
import { MESSAGE_REPORT_DETAILS_MAX, MESSAGE_REPORT_REASONS } from '@matrimony/catalog/conversations';
import { Button, TextArea } from '@matrimony/ui';
import { Dialog } from '@matrimony/ui/dialog';
import { RadioGroup } from '@matrimony/ui/radio-group';
import { useReportMessageMutation, type ReportMessageBody } from '../api/conversations-api';
import { runAction } from '../shared/run-action';
import { Actions } from '../shared/styles';
import { useConversationsT } from './messages';

/** Reports one of the other member's messages to our team; the dialog stays for the thanks. */
export function ReportMessageDialog({
  conversationId,
  messageId,
  onClose
}: {
  conversationId: string;
  /** The message reported; the dialog is closed while undefined. */
  messageId: string | undefined;
  onClose: () => void;
}) {
  const t = useConversationsT();
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [sent, setSent] = useState(false);
  const [report, { isLoading }] = useReportMessageMutation();
  const close = () => {
    setReason('');
    setDetails('');
    setSent(false);
    onClose();
  };
  return (
    <Dialog open={messageId !== undefined} onClose={close} title={t('conversations.report.title')}>
      {sent ? (
        <div role="status">
          <p>{t('conversations.report.thanks')}</p>
          <Button type="button" onClick={close}>
            {t('conversations.report.close')}
          </Button>
        </div>
      ) : (
        <form
          onSubmit={async (event) => {
            event.preventDefault();
            if (!messageId) return;
            const body = {
              conversationId,
              messageId,
              reason: reason as ReportMessageBody['reason'],
              ...(details.trim() ? { details: details.trim() } : {})
            };
            if (await runAction(() => report(body).unwrap())) setSent(true);
          }}
        >
          <RadioGroup
            id="message-report-reason"
            name="reason"
            label={t('conversations.report.reason')}
            required
            options={MESSAGE_REPORT_REASONS.map((item) => ({ value: item.id, label: item.label }))}
            value={reason}
            onChange={setReason}
          />
          <TextArea
            id="message-report-details"
            label={t('conversations.report.details')}
            hint={t('conversations.report.detailsHint')}
            maxLength={MESSAGE_REPORT_DETAILS_MAX}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
          />
          <Actions style={{ marginTop: '1rem' }}>
            <Button type="submit" variant="danger" busy={isLoading} disabled={!reason}>
              {t('conversations.report.send')}
            </Button>
            <Button type="button" variant="ghost" onClick={close}>
              {t('conversations.report.cancel')}
            </Button>
          </Actions>
        </form>
      )}
    </Dialog>
  );
}
