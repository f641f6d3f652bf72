// Which of the link page's states to show: nothing of the ticket before the browser reads the link (the server's
// render and the first one), a link that names no ticket, the ticket, or a failure to read it.
import { asProblem } from '@matrimony/session';

export type LinkPageState = 'opening' | 'invalid' | 'ticket' | 'failed';

export function linkPageState(input: {
  inBrowser: boolean;
  token: string;
  result: { data?: unknown; error?: unknown; isLoading: boolean; isUninitialized: boolean };
}): LinkPageState {
  if (!input.inBrowser) return 'opening';
  if (!input.token) return 'invalid';
  const { result } = input;
  if (result.data) return 'ticket';
  if (result.isLoading || result.isUninitialized) return 'opening';
  const problem = asProblem(result.error);
  // A token the contract's pattern refuses (400) names no ticket either.
  if (problem?.code === 'ticket_link_invalid' || problem?.status === 400 || problem?.status === 404)
    return 'invalid';
  return 'failed';
}
