// The member's language in Settings → Notifications: the same choice as the header's Language select, saved as
// their setting (svc-notify writes their e-mails and SMS in it; the site applies it when they sign in).
import { useState } from 'react';
import { styled } from 'styled-components';
import { type Locale } from '@matrimony/i18n';
import { LanguageSwitcher } from '@matrimony/i18n/react';
import { apiRoutes, callRoute } from '@matrimony/session';
import { Muted } from '../../shared/styles';
import { useLanguageSettingT } from './messages';

const Choice = styled(LanguageSwitcher)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  & select {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(2)};
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Block = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} 0;
`;

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

export function LanguageSetting() {
  const t = useLanguageSettingT();
  const [state, setState] = useState<SaveState>('idle');
  const choose = async (locale: Locale) => {
    setState('saving');
    try {
      await callRoute(apiRoutes.notify.updateMemberLanguage, { body: { locale } });
      setState('saved');
    } catch {
      setState('failed');
    }
  };
  return (
    <Block>
      <Choice id="settings-language" onChoose={(locale) => void choose(locale)} />
      <Muted>{t('settings.memberLanguage.intro')}</Muted>
      <Muted role="status" aria-live="polite">
        {state === 'saving'
          ? t('settings.memberLanguage.saving')
          : state === 'saved'
            ? t('settings.memberLanguage.saved')
            : state === 'failed'
              ? t('settings.memberLanguage.failed')
              : null}
      </Muted>
    </Block>
  );
}
