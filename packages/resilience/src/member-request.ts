import { type RegisteredMember } from './members';

/** One call as a signed-in member, from the member's own client address (per-IP limits see distinct people). */
export async function memberRequest(
  baseUrl: string,
  path: string,
  member: Pick<RegisteredMember, 'ip'> & { tokens: { access_token: string } },
  init: { method?: string; body?: unknown } = {}
) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${member.tokens.access_token}`,
      'x-forwarded-for': member.ip,
      ...(init.body ? { 'content-type': 'application/json' } : {})
    },
    body: init.body ? JSON.stringify(init.body) : undefined
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
}
