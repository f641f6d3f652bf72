import { styled } from 'styled-components';
import { Badge, Card, media } from '@matrimony/ui';
import { ButtonLink } from '../shared/ButtonLink';
import { StaticPage } from '../shared/StaticPage';
import { MemberAware } from '../shared/MemberAware';
import { CoupleIllustration } from './CoupleIllustration';
import { SUCCESS_STORIES } from './couples';

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
  return (
    <StaticPage
      path="/success-stories"
      title="Success Stories"
      description="Six couples who met on our platform share how they found each other."
      wide
    >
      <Grid>
        {SUCCESS_STORIES.map((story) => (
          <StoryCard as="li" key={story.couple}>
            <CoupleIllustration couple={story.couple} palette={story.palette} />
            <Body>
              <h2>{story.couple}</h2>
              <Badge $tone="neutral">
                {story.city} · Married {story.married}
              </Badge>
              <p>{story.story}</p>
            </Body>
          </StoryCard>
        ))}
      </Grid>
      <Note>These stories are examples of how members meet; names and details are illustrative.</Note>
      <Cta>
        <h2>Your story could be next</h2>
        <MemberAware
          visitor={
            <ButtonLink to="/signup" $size="lg">
              Sign up for Free
            </ButtonLink>
          }
          member={
            <ButtonLink to="/explore" $size="lg">
              Explore profiles
            </ButtonLink>
          }
        />
      </Cta>
    </StaticPage>
  );
}
