import { styled } from 'styled-components';
import { Button, Card } from '@matrimony/ui';
import { useDeleteHoroscopeMutation } from '../api/account-api';
import type { OwnProfile } from '@matrimony/contracts/http/profile/own-profile';
import { uploadHoroscope } from '../api/upload';
import { AuthorizedImage } from '../shared/AuthorizedImage';
import { runAction } from '../shared/run-action';
import { Muted, SectionHeading } from '../shared/styles';
import { horoscopeProblem } from './photo-rules';
import { useMyProfileT } from './messages';
import { PhotoUpload } from './PhotoUpload';

const Preview = styled.div`
  max-width: 280px;
  margin-bottom: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  & > img {
    width: 100%;
    display: block;
  }
`;

/** The optional horoscope image: add, replace or remove. Only Premium members can see it. */
export function HoroscopeSection({ profile }: { profile: OwnProfile }) {
  const [remove, removing] = useDeleteHoroscopeMutation();
  const { horoscope } = profile;
  const t = useMyProfileT();
  return (
    <Card as="section" aria-labelledby="horoscope-heading">
      <SectionHeading id="horoscope-heading">{t('myProfile.horoscope.heading')}</SectionHeading>
      <Muted style={{ marginBottom: '1rem' }}>{t('myProfile.horoscope.lead')}</Muted>
      {horoscope ? (
        <>
          <Preview>
            <AuthorizedImage src={horoscope.urls.card} alt={t('myProfile.horoscope.alt')} />
          </Preview>
          <Button
            variant="danger"
            size="sm"
            busy={removing.isLoading}
            busyLabel={t('myProfile.horoscope.removing')}
            onClick={() =>
              void runAction(() => remove().unwrap(), { title: t('myProfile.horoscope.removed') })
            }
          >
            {t('myProfile.horoscope.remove')}
          </Button>
        </>
      ) : null}
      <PhotoUpload
        addLabel={horoscope ? t('myProfile.horoscope.addNew') : t('myProfile.horoscope.add')}
        uploadingLabel={(percent) =>
          horoscope
            ? t('myProfile.horoscope.uploadingNew', { percent })
            : t('myProfile.horoscope.uploading', { percent })
        }
        multiple={false}
        room={1}
        check={(files) => (files[0] ? horoscopeProblem(files[0]) : undefined)}
        upload={(files, onProgress) => uploadHoroscope(files[0]!, onProgress)}
        success={t('myProfile.horoscope.saved')}
      />
    </Card>
  );
}
