import { useState } from 'react';
import { styled } from 'styled-components';
import { MEMBER_ACTIONS, MODERATION_NOTE_MAX, type MemberActionId } from '@matrimony/catalog';
import { Button, TextArea, toast } from '@matrimony/ui';
import { Dialog } from '@matrimony/ui/dialog';
import { useActOnMemberMutation, type MemberCase } from '../api/moderation-api';
import { Actions } from '../shared/styles';
import { ProblemNotice } from './ProblemNotice';

const Form = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  & > ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

/** Which actions fit the member's standing (the service refuses the others with action_not_applicable). */
export function applicableActions(
  memberCase: Pick<MemberCase, 'moderationStatus' | 'reports'>
): MemberActionId[] {
  const suspended = memberCase.moderationStatus === 'suspended';
  const hasOpenReports = memberCase.reports.some((report) => report.status === 'open');
  return MEMBER_ACTIONS.map((action) => action.id).filter((id) => {
    if (id === 'dismiss') return hasOpenReports;
    if (id === 'suspend') return !suspended;
    if (id === 'reinstate') return suspended;
    return true;
  });
}

/** What suspend and ban do, said before the administrator confirms. */
export function consequencesOf(action: 'suspend' | 'ban', name: string): string[] {
  const common = `Their open reports are resolved and the reporters are told.`;
  if (action === 'suspend') {
    return [
      `${name} is hidden from everyone: explore, search, recommendations and lists.`,
      'Sign-in is refused and every session ends now.',
      common,
      'You can lift the suspension later.'
    ];
  }
  return [
    `${name}’s account is deleted across every service.`,
    'Their mobile number can never register again (kept only as a keyed hash).',
    common,
    'This cannot be undone.'
  ];
}

const SUCCESS: Record<MemberActionId, (name: string) => string> = {
  dismiss: () => 'The reports are dismissed',
  warn: (name) => `${name} is warned by e-mail`,
  suspend: (name) => `${name} is suspended`,
  reinstate: (name) => `${name}’s suspension is lifted`,
  ban: (name) => `${name} is banned`
};

/** Dismiss, warn, suspend, lift or ban, with an optional note for the audit log; suspend and ban ask first. */
export function MemberActions({ memberCase }: { memberCase: MemberCase }) {
  const [act, acting] = useActOnMemberMutation();
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState<'suspend' | 'ban'>();
  const [failure, setFailure] = useState<unknown>();
  const [running, setRunning] = useState<MemberActionId>();
  const name = memberCase.displayName;

  const run = async (action: MemberActionId) => {
    setFailure(undefined);
    setRunning(action);
    try {
      const result = await act({
        profileId: memberCase.profileId,
        body: { action, ...(note.trim() ? { note: note.trim() } : {}) }
      }).unwrap();
      const resolved =
        result.resolvedReports > 0
          ? `${result.resolvedReports} ${result.resolvedReports === 1 ? 'report' : 'reports'} resolved.`
          : undefined;
      toast({ title: SUCCESS[action](name), description: resolved, variant: 'success' });
      setNote('');
    } catch (error) {
      setFailure(error);
    } finally {
      setRunning(undefined);
      setConfirming(undefined);
    }
  };

  return (
    <Form>
      {failure ? <ProblemNotice error={failure} /> : null}
      <TextArea
        id="action-note"
        label="Note (optional)"
        hint="Kept in the audit log with the action."
        rows={3}
        maxLength={MODERATION_NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <Actions>
        {applicableActions(memberCase).map((id) => {
          const label = MEMBER_ACTIONS.find((action) => action.id === id)!.label;
          const needsConfirmation = id === 'suspend' || id === 'ban';
          return (
            <Button
              key={id}
              type="button"
              variant={needsConfirmation ? 'danger' : 'secondary'}
              busy={running === id && !needsConfirmation}
              disabled={acting.isLoading}
              onClick={() => (needsConfirmation ? setConfirming(id) : void run(id))}
            >
              {label}
            </Button>
          );
        })}
      </Actions>
      <Dialog
        open={confirming !== undefined}
        onClose={() => setConfirming(undefined)}
        title={confirming === 'ban' ? `Ban ${name}?` : `Suspend ${name}?`}
      >
        {confirming ? (
          <Form>
            <ul>
              {consequencesOf(confirming, name).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <Actions>
              <Button
                type="button"
                variant="danger"
                busy={running === confirming}
                onClick={() => void run(confirming)}
              >
                {confirming === 'ban' ? 'Ban the member' : 'Suspend the member'}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setConfirming(undefined)}>
                Cancel
              </Button>
            </Actions>
          </Form>
        ) : null}
      </Dialog>
    </Form>
  );
}
