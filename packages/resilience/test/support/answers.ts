// Reading answers of any endpoint, the live stream included (it never ends by itself).

/** The answer's text; of a live stream (server-sent events), what it sends at once, up to its first event. */
export async function bodyOf(answer: Response): Promise<string> {
  if (!answer.headers.get('content-type')?.startsWith('text/event-stream')) return answer.text();
  // A HEAD of the stream has its headers and no body.
  if (!answer.body) return '';
  const reader = answer.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (!text.includes('\n\n')) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
  }
  await reader.cancel();
  return text;
}
