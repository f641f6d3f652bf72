import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { ID_VERIFICATION_METHOD_LABELS, VERIFICATION_PAGE_MESSAGES } from '@matrimony/catalog/messages';
import { Badge } from '@matrimony/ui';
import { SkeletonBlock } from '@matrimony/ui/skeletons';
import { formatDate as formatDateIn } from '@matrimony/catalog/date-format';
import { activeLocale } from '@matrimony/i18n';
import {
  useReplaceVerification,
  useVerificationQuery,
  type VerificationChecks
} from '../../api/verification-api';
import { catalogText, useCatalogText } from '@matrimony/ui/catalog-text';
import { Muted } from '../../shared/styles';
import { settingsText, useSettingsT } from '../messages';
import { Notice } from '../Notice';
import { QueryFailed } from '../QueryFailed';
import { SettingsSection } from '../SettingsSection';
import { AadhaarOfflineForm } from './AadhaarOfflineForm';
import { PhotoCheckRow } from './PhotoCheckRow';
import { IdDocumentForm } from './IdDocumentForm';

/** A date in the active language, as the sentence around it (written outside a component). */
const formatDate = (iso: string) => formatDateIn(iso, { locale: activeLocale() });

const Checks = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Check = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  & > div {
    display: grid;
    gap: ${({ theme }) => theme.space(0.5)};
  }
`;

const Focusable = styled.div`
  &:focus {
    outline: none;
  }
`;

function idDetail({ id }: VerificationChecks): string {
  if (!id.verified)
    return id.review?.status === 'pending'
      ? settingsText('settings.verification.waiting')
      : settingsText('settings.verification.notYet');
  const method = id.method ? catalogText(ID_VERIFICATION_METHOD_LABELS[id.method]) : undefined;
  const date = id.verifiedAt ? formatDate(id.verifiedAt) : undefined;
  if (method)
    return date
      ? settingsText('settings.verification.withMethodOn', { method, date })
      : settingsText('settings.verification.withMethod', { method });
  return date
    ? settingsText('settings.verification.verifiedOn', { date })
    : settingsText('settings.verification.verified');
}

function CheckRow({ name, done, detail }: { name: string; done: boolean; detail: string }) {
  const t = useSettingsT();
  return (
    <Check>
      <div>
        <strong>{name}</strong>
        <Muted>{detail}</Muted>
      </div>
      <Badge $tone={done ? 'success' : 'neutral'}>
        {done ? t('settings.check.verified') : t('settings.check.notVerified')}
      </Badge>
    </Check>
  );
}

/**
 * Verification: each check and its state, and the ways to do the ID check while it is not done, Aadhaar offline
 * e-KYC or a photo of another ID for a moderator (docs/product-rules.md#verification). Others see only the badges,
 * never the method.
 */
export function VerificationSection() {
  const result = useVerificationQuery();
  const replaceChecks = useReplaceVerification();
  const [verified, setVerified] = useState(false);
  const success = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (verified) success.current?.focus();
  }, [verified]);

  const checks = result.data;
  const t = useSettingsT();
  useCatalogText();
  return (
    <SettingsSection id="verification">
      <Muted>{t('settings.verification.intro')}</Muted>
      {checks ? (
        <>
          <Checks aria-label={t('settings.verification.checksLabel')}>
            <CheckRow
              name={t('settings.mobile.heading')}
              done={checks.mobile.verified}
              detail={
                checks.mobile.verified
                  ? t('settings.verification.mobileVerified')
                  : t('settings.verification.notYet')
              }
            />
            <CheckRow
              name={t('settings.verification.id')}
              done={checks.id.verified}
              detail={idDetail(checks)}
            />
            <PhotoCheckRow />
          </Checks>
          {verified ? (
            <Focusable ref={success} tabIndex={-1}>
              <Notice tone="success" message={VERIFICATION_PAGE_MESSAGES.idVerified} />
            </Focusable>
          ) : null}
          {checks.id.verified ? null : (
            <>
              <AadhaarOfflineForm
                onVerified={(next) => {
                  replaceChecks(next);
                  setVerified(true);
                }}
              />
              <IdDocumentForm review={checks.id.review} onSent={replaceChecks} />
            </>
          )}
        </>
      ) : result.isLoading ? (
        <div aria-busy="true">
          <SkeletonBlock $height="6rem" />
        </div>
      ) : (
        <QueryFailed
          what={t('settings.verification.failedWhat')}
          error={result.error}
          retry={() => void result.refetch()}
        />
      )}
    </SettingsSection>
  );
}
