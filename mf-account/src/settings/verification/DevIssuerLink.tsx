import { useEffect, useState } from 'react';
import { DEV_OFFLINE_EKYC_PAGE, devPageAnswers } from '@matrimony/session';
import { Muted } from '../../shared/styles';
import { useSettingsT } from '../messages';

/**
 * On the development stack only: a link to the stand-in issuer's page, which makes a test ZIP for a demo member.
 * Shown once that page has answered, so a deployment (where it does not exist) never shows it.
 */
export function DevIssuerLink() {
  const [available, setAvailable] = useState(false);
  const t = useSettingsT();
  useEffect(() => {
    const controller = new AbortController();
    void devPageAnswers(DEV_OFFLINE_EKYC_PAGE, controller.signal).then(
      (answers) => !controller.signal.aborted && setAvailable(answers)
    );
    return () => controller.abort();
  }, []);
  if (!available) return null;
  return (
    <Muted>
      {t('settings.devIssuer.lead')}{' '}
      <a href={DEV_OFFLINE_EKYC_PAGE} target="_blank" rel="noreferrer">
        {t('settings.devIssuer.link')}
      </a>{' '}
      {t('settings.devIssuer.newTab')}
    </Muted>
  );
}
