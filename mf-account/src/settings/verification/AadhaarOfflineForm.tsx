import { useEffect, useRef, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import {
  VERIFICATION_PAGE_MESSAGES as MESSAGES,
  messageText,
  type UserMessage
} from '@matrimony/catalog/messages';
import { asProblem, problemMessage } from '@matrimony/session';
import { Button, TextField } from '@matrimony/ui';
import { PasswordField } from '@matrimony/ui/password-field';
import { uploadAadhaarOffline, type VerificationChecks } from '../../api/verification-api';
import { useSettingsT } from '../messages';
import { Notice } from '../Notice';
import { SubSection } from '../SettingsSection';
import { DevIssuerLink } from './DevIssuerLink';

const Form = styled.form`
  display: grid;
  max-width: 28rem;
  & > button {
    justify-self: start;
  }
  & > [tabindex='-1'] {
    margin-bottom: ${({ theme }) => theme.space(4)};
    &:focus {
      outline: none;
    }
  }
`;

const Steps = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const FILE_ID = 'aadhaar-offline-file';
const SHARE_CODE_ID = 'aadhaar-offline-share-code';
type Errors = { file?: string; shareCode?: string };

/**
 * ID by Aadhaar Paperless Offline e-KYC: the ZIP from UIDAI's portal and the share code chosen there. A refused
 * check shows the service's own words above the button; `onVerified` gets the new checks.
 */
export function AadhaarOfflineForm({ onVerified }: { onVerified: (checks: VerificationChecks) => void }) {
  const [file, setFile] = useState<File>();
  const [shareCode, setShareCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<UserMessage>();
  const [busy, setBusy] = useState(false);
  const failureBox = useRef<HTMLDivElement>(null);
  const t = useSettingsT();

  useEffect(() => {
    if (failure) failureBox.current?.focus();
  }, [failure]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(undefined);
    const missing: Errors = {
      file: file ? undefined : messageText(MESSAGES.fileNeeded),
      shareCode: shareCode ? undefined : messageText(MESSAGES.shareCodeNeeded)
    };
    setErrors(missing);
    if (!file || !shareCode) {
      document.getElementById(file ? SHARE_CODE_ID : FILE_ID)?.focus();
      return;
    }
    setBusy(true);
    try {
      const checks = await uploadAadhaarOffline(file, shareCode);
      setShareCode('');
      onVerified(checks);
    } catch (error) {
      // A share code the service could not take is said under its field; every other refusal above the button.
      const fieldError = asProblem(error)?.errors.shareCode;
      if (fieldError) {
        setErrors({ shareCode: fieldError });
        document.getElementById(SHARE_CODE_ID)?.focus();
      } else setFailure(problemMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SubSection aria-labelledby="aadhaar-offline-heading">
      <h3 id="aadhaar-offline-heading">{t('settings.aadhaar.heading')}</h3>
      <Steps>
        <li>{t('settings.aadhaar.step1')}</li>
        <li>{t('settings.aadhaar.step2')}</li>
        <li>{t('settings.aadhaar.step3')}</li>
      </Steps>
      <p style={{ margin: 0 }}>{t('settings.aadhaar.privacy')}</p>
      <DevIssuerLink />
      <Form onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy || undefined}>
        <TextField
          id={FILE_ID}
          label={t('settings.aadhaar.file')}
          hint={t('settings.aadhaar.fileHint')}
          type="file"
          accept=".zip,application/zip"
          onChange={(event) => {
            setFile(event.target.files?.[0]);
            setErrors((before) => ({ ...before, file: undefined }));
          }}
          error={errors.file}
          required
        />
        <PasswordField
          id={SHARE_CODE_ID}
          label={t('settings.aadhaar.shareCode')}
          hint={t('settings.aadhaar.shareCodeHint')}
          secretName={t('settings.aadhaar.shareCodeSecret')}
          autoComplete="off"
          value={shareCode}
          onChange={(event) => {
            setShareCode(event.target.value);
            setErrors((before) => ({ ...before, shareCode: undefined }));
          }}
          error={errors.shareCode}
          required
        />
        {failure ? (
          <div ref={failureBox} tabIndex={-1}>
            <Notice tone="danger" message={failure} />
          </div>
        ) : null}
        <Button type="submit" busy={busy} busyLabel={t('settings.aadhaar.busy')}>
          {t('settings.aadhaar.submit')}
        </Button>
      </Form>
    </SubSection>
  );
}
