import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button, Card, toast } from '@matrimony/ui';
import { problemMessage } from '@matrimony/session';
import { useConfirmPreferencesMutation, useRecommendationsQuery } from '../api/discovery-api';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * While any partner preference is still the guess made at registration: one step to confirm them all (confirmed
 * preferences weigh more in match scores), or a link to edit them.
 */
export function ConfirmPreferencesCard() {
  const recommendations = useRecommendationsQuery();
  const [confirm, confirming] = useConfirmPreferencesMutation();
  if (!recommendations.data?.preferencesGuessed) return null;
  return (
    <Card as="section" aria-labelledby="confirm-preferences-heading">
      <h2 id="confirm-preferences-heading">Confirm your partner preferences</h2>
      <p>
        We guessed what you are looking for from your own profile: age, height, marital status, religion,
        mother tongue, state, education and income. Confirm them so your match scores count them fully, or
        change what does not fit.
      </p>
      <Actions>
        <Button
          type="button"
          busy={confirming.isLoading}
          onClick={async () => {
            try {
              await confirm().unwrap();
              toast({
                title: 'Preferences confirmed',
                description: 'Your match scores and today’s recommendations now follow them.',
                variant: 'success'
              });
            } catch (error) {
              toast({ ...problemMessage(error), variant: 'destructive' });
            }
          }}
        >
          Confirm my preferences
        </Button>
        <Link to="/partner-preferences">Edit my preferences</Link>
      </Actions>
    </Card>
  );
}
