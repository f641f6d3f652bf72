import { expect } from '@playwright/test';
import type { OutboxMessage } from '@matrimony/contracts/http/notify';

function outboxUrl(): string {
  const url = process.env.E2E_OUTBOX_URL;
  if (!url) throw new Error('E2E_OUTBOX_URL is not set (global-setup sets it)');
  return url;
}

/** Every message to `to`, newest first. */
export async function messagesTo(to: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${outboxUrl()}?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`dev outbox answered ${response.status}`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** Waits until the outbox holds more than `seen` messages to `to`; returns the newest one's text. */
export async function nextMessageText(to: string, seen: number): Promise<string> {
  let newest = '';
  await expect
    .poll(
      async () => {
        const messages = await messagesTo(to);
        newest = messages[0]?.text ?? '';
        return messages.length;
      },
      { message: `a new message to ${to} in the dev outbox` }
    )
    .toBeGreaterThan(seen);
  return newest;
}

/** Waits until a message to `to` whose text matches `pattern` is in the outbox; returns its text. */
export async function messageMatching(to: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        found = (await messagesTo(to)).find((message) => pattern.test(message.text))?.text ?? '';
        return found !== '';
      },
      { message: `a message to ${to} matching ${pattern} in the dev outbox` }
    )
    .toBe(true);
  return found;
}

export async function messageCount(to: string): Promise<number> {
  return (await messagesTo(to)).length;
}

/** The six-digit code of an SMS. */
export function otpFrom(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no OTP in: ${text}`);
  return code;
}

/** The reset link of an e-mail, as a path on the site ("/reset-password#token=..."). */
export function resetPathFrom(text: string): string {
  const link = /https?:\/\/\S+\/reset-password#token=[^\s"<>]+/.exec(text)?.[0];
  if (!link) throw new Error(`no reset link in: ${text}`);
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
}

/** The confirmation link of an e-mail change, as a path on the site ("/confirm-email#token=..."). */
export function confirmEmailPathFrom(text: string): string {
  const link = /https?:\/\/\S+\/confirm-email#token=[^\s"<>]+/.exec(text)?.[0];
  if (!link) throw new Error(`no confirmation link in: ${text}`);
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
}
