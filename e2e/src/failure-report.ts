import type { BrowserContext, Page, TestInfo } from '@playwright/test';

/** How much of each tab's story a failure report keeps: enough to see the last steps, short enough to read in a CI log. */
const KEPT_EVENTS_PER_TAB = 40;
const VISIBLE_TEXT_CHARS = 600;

/**
 * What every tab of a journey's browser showed and said, attached to a failed journey as text and written to the run's
 * output, so a flake on a CI machine (whose traces nobody can open) still says which tab was where, what it showed and
 * what its console and failed requests were.
 */
export function recordTabStories(context: BrowserContext): (testInfo: TestInfo) => Promise<void> {
  const stories = new Map<Page, string[]>();
  const follow = (tab: Page) => {
    const story: string[] = [];
    stories.set(tab, story);
    const note = (line: string) => {
      story.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
      if (story.length > KEPT_EVENTS_PER_TAB) story.shift();
    };
    tab.on('framenavigated', (frame) => {
      if (frame === tab.mainFrame()) note(`navigated to ${frame.url()}`);
    });
    tab.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        note(`console ${message.type()}: ${message.text().slice(0, 300)}`);
    });
    tab.on('pageerror', (error) => note(`uncaught exception: ${error.message.slice(0, 300)}`));
    tab.on('requestfailed', (request) =>
      note(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? ''})`)
    );
    tab.on('response', (response) => {
      if (response.status() >= 400)
        note(`answered ${response.status()}: ${response.request().method()} ${response.url()}`);
    });
    tab.on('close', () => note('closed'));
  };
  context.pages().forEach(follow);
  context.on('page', follow);

  return async (testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) return;
    const reports = await Promise.all(
      [...stories].map(async ([tab, story], index) => {
        const shown = tab.isClosed()
          ? '(closed)'
          : await tab
              .evaluate(
                (chars) => document.body?.innerText.replace(/\s+/g, ' ').slice(0, chars) ?? '',
                VISIBLE_TEXT_CHARS
              )
              .catch((error: Error) => `(could not read the page: ${error.message})`);
        const where = tab.isClosed() ? '' : tab.url();
        return [
          `tab ${index + 1} at ${where}`,
          `  shows: ${shown}`,
          ...story.map((line) => `  ${line}`)
        ].join('\n');
      })
    );
    const report = reports.join('\n\n');
    await testInfo.attach('tabs at the failure', { body: report, contentType: 'text/plain' });
    // The list reporter prints only the first 300 characters of an attachment: the whole report goes to the output.
    console.error(`Tabs at the failure of "${testInfo.title}":\n${report}`);
  };
}
