import { useController, useFormContext } from 'react-hook-form';
import { styled } from 'styled-components';
import {
  ABOUT_YOURSELF_MAX_LENGTH,
  ABOUT_YOURSELF_MIN_LENGTH,
  ABOUT_YOURSELF_OPENINGS
} from '@matrimony/catalog';
import { Button, TextArea } from '@matrimony/ui';
import { useFieldId } from './field-ids';
import { type ProfileFormMessageId, useProfileFormT } from './messages';

const Openings = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: -${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Each opening's words in the page's language (the catalog lists them in English). */
const OPENING_MESSAGES: Readonly<Record<(typeof ABOUT_YOURSELF_OPENINGS)[number], ProfileFormMessageId>> = {
  'I grew up in a close-knit family and ': 'profileForm.about.opening.family',
  'On weekends you will find me ': 'profileForm.about.opening.weekends',
  'I am looking for a partner who ': 'profileForm.about.opening.partner'
};

/** "12 characters, at least 50" while short; "312 of 2000 characters" once long enough. */
export function aboutYourselfCount(text: string): string {
  const length = text.trim().length;
  return length < ABOUT_YOURSELF_MIN_LENGTH
    ? `${length} characters, at least ${ABOUT_YOURSELF_MIN_LENGTH}`
    : `${length} of ${ABOUT_YOURSELF_MAX_LENGTH} characters`;
}

/** About yourself: a live count against the 50-character minimum and openings to start from. */
export function AboutYourselfField() {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: 'aboutYourself', control });
  const id = useFieldId('aboutYourself');
  const t = useProfileFormT();
  const text = String(field.value ?? '');
  const start = (opening: string) => {
    field.onChange(text.trim() ? `${text.trimEnd()} ${opening}` : opening);
    const area = document.getElementById(id) as HTMLTextAreaElement | null;
    area?.focus();
    area?.setSelectionRange(area.value.length, area.value.length);
  };
  return (
    <>
      <TextArea
        id={id}
        label={t('profileForm.about.label')}
        required
        maxLength={ABOUT_YOURSELF_MAX_LENGTH}
        hint={
          text.trim().length < ABOUT_YOURSELF_MIN_LENGTH
            ? t('profileForm.about.short', { length: text.trim().length, min: ABOUT_YOURSELF_MIN_LENGTH })
            : t('profileForm.about.long', { length: text.trim().length, max: ABOUT_YOURSELF_MAX_LENGTH })
        }
        error={fieldState.error?.message}
        name={field.name}
        value={text}
        onBlur={field.onBlur}
        onChange={(event) => field.onChange(event.target.value)}
      />
      <Openings role="group" aria-label={t('profileForm.about.openings')}>
        <span>{t('profileForm.about.needStart')}</span>
        {ABOUT_YOURSELF_OPENINGS.map((english) => {
          const opening = t(OPENING_MESSAGES[english]);
          return (
            <Button key={english} variant="secondary" size="sm" onClick={() => start(opening)}>
              {opening.trim()}…
            </Button>
          );
        })}
      </Openings>
    </>
  );
}
