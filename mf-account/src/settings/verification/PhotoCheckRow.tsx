import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { PHOTO_CHECK_MESSAGES, photoCheckRejectText } from '@matrimony/catalog/photo-check';
import { Badge } from '@matrimony/ui';
import { formatDate as formatDateIn } from '@matrimony/catalog/date-format';
import { activeLocale } from '@matrimony/i18n';
import { usePhotoCheckQuery, type PhotoCheckState } from '../../api/photo-check-api';
import { catalogText, useCatalogText } from '@matrimony/ui/catalog-text';
import { Muted } from '../../shared/styles';
import { settingsText, useSettingsT } from '../messages';

/** A date in the active language, as the sentence around it (written outside a component). */
const formatDate = (iso: string) => formatDateIn(iso, { locale: activeLocale() });

/** The member's selfie page. */
export const SELFIE_CHECK_PATH = '/settings/verification/selfie';

const Row = styled.li`
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

/** The row's sentence and link for each state of the check. */
function describe(state: PhotoCheckState): { detail: string; link: string | null } {
  const takeNew = settingsText('settings.selfie.takeNew');
  switch (state.status) {
    case 'verified':
      return {
        detail: state.decidedAt
          ? settingsText('settings.photoCheck.verifiedOn', { date: formatDate(state.decidedAt) })
          : settingsText('settings.photoCheck.verified'),
        link: null
      };
    case 'pending':
      return {
        detail: state.submittedAt
          ? settingsText('settings.photoCheck.pendingOn', { date: formatDate(state.submittedAt) })
          : settingsText('settings.photoCheck.pending'),
        link: takeNew
      };
    case 'rejected':
      return {
        detail: settingsText('settings.photoCheck.rejected', {
          reason: state.reason ? catalogText(photoCheckRejectText(state.reason)) : ''
        }),
        link: takeNew
      };
    case 'expired':
      return { detail: catalogText(PHOTO_CHECK_MESSAGES.expired.description), link: takeNew };
    default:
      return state.suspended
        ? { detail: catalogText(PHOTO_CHECK_MESSAGES.suspended.description), link: takeNew }
        : {
            detail: settingsText('settings.photoCheck.notYet'),
            link: settingsText('settings.photoCheck.take')
          };
  }
}

/**
 * The "Photo" row of Settings → Verification: the photo check's state, its badge and the way to the selfie page
 * (docs/product-rules.md#verification). A list item, for the section's list of checks.
 */
export function PhotoCheckRow() {
  const result = usePhotoCheckQuery();
  const state = result.data;
  const t = useSettingsT();
  useCatalogText();
  const { detail, link } = state
    ? describe(state)
    : { detail: result.isLoading ? t('settings.loading') : t('settings.photoCheck.failed'), link: null };
  const verified = state?.status === 'verified';
  return (
    <Row>
      <div>
        <strong>{t('settings.photoCheck.name')}</strong>
        <Muted>{detail}</Muted>
        {link ? <Link to={SELFIE_CHECK_PATH}>{link}</Link> : null}
      </div>
      <Badge $tone={verified ? 'success' : 'neutral'}>
        {verified
          ? t('settings.check.verified')
          : state?.status === 'pending'
            ? t('settings.check.waiting')
            : t('settings.check.notVerified')}
      </Badge>
    </Row>
  );
}
