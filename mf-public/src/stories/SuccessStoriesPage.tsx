import { styled } from 'styled-components';
import { Badge, Card, media } from '@matrimony/ui';
import { ButtonLink } from '../shared/ButtonLink';
import { StaticPage } from '../shared/StaticPage';
import { MemberAware } from '../shared/MemberAware';
import { CoupleIllustration } from './CoupleIllustration';
import { SUCCESS_STORIES } from './couples';
import { useStoriesT } from './messages';

const Grid = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(10)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${media.up('md')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.up('lg')} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const StoryCard = styled(Card)`
  padding: 0;
  overflow: hidden;
  display: flex;
  flex-direction: column;
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space(5)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: ${({ theme }) => theme.space(3)} 0 0;
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
`;

const Note = styled.p`
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Cta = styled.div`
  text-align: center;
`;

export default function SuccessStoriesPage() {
  const t = useStoriesT();
  return (
    <StaticPage
      path="/success-stories"
      title={t('stories.meta.title')}
      description={t('stories.meta.description')}
      wide
    >
      <Grid>
        {SUCCESS_STORIES.map(({ id, palette }) => {
          const couple = t(`stories.${id}.couple`);
          return (
            <StoryCard as="li" key={id}>
              <CoupleIllustration title={t('stories.illustration', { couple })} palette={palette} />
              <Body>
                <h2>{couple}</h2>
                <Badge $tone="neutral">
                  {t('stories.married', { city: t(`stories.${id}.city`), date: t(`stories.${id}.date`) })}
                </Badge>
                <p>{t(`stories.${id}.story`)}</p>
              </Body>
            </StoryCard>
          );
        })}
      </Grid>
      <Note>{t('stories.note')}</Note>
      <Cta>
        <h2>{t('stories.next')}</h2>
        <MemberAware
          visitor={
            <ButtonLink to="/signup" $size="lg">
              {t('stories.signUp')}
            </ButtonLink>
          }
          member={
            <ButtonLink to="/explore" $size="lg">
              {t('stories.explore')}
            </ButtonLink>
          }
        />
      </Cta>
    </StaticPage>
  );
}
