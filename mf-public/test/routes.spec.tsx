import { expect } from 'chai';
import type { Readable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import routes, { publicPages } from '../src/routes';

async function prerender(path: string): Promise<string> {
  // Imported the way the lazy pages import it (ESM), so both share one router context:
  // react-router ships separate CommonJS and ESM builds.
  const { MemoryRouter, Route, Routes } = await import('react-router');
  // Likewise the session context the pages read (the visitor's).
  const { AsInTheShell } = await import('./render');
  const { prelude } = await prerenderToNodeStream(
    <AsInTheShell>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {routes.map(({ path: routePath, Component }) => (
            <Route key={routePath} path={routePath} element={<Component />} />
          ))}
        </Routes>
      </MemoryRouter>
    </AsInTheShell>
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude as Readable) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

describe('exposed routes', () => {
  it('cover every public page of the spec, open to everyone', () => {
    expect(routes.map((route) => route.path)).to.deep.equal([
      '/',
      '/about',
      '/privacy-policy',
      '/terms-of-service',
      '/refund-policy',
      '/help-support',
      '/success-stories',
      '/contact',
      '/support-ticket'
    ]);
    expect(routes.every((route) => route.access === 'public')).to.equal(true);
    expect(publicPages).to.have.length(routes.length);
  });

  it('load each page lazily, so its module is fetched only when the route renders', async () => {
    for (const page of publicPages) {
      const module = await page.load();
      expect(module.default, page.path).to.be.a('function');
    }
  });

  it('prerender in Node with the page content inside the #mf-public element', async () => {
    const landing = await prerender('/');
    expect(landing).to.contain('<div id="mf-public">');
    expect(landing).to.contain('Sign up for Free');
    const contact = await prerender('/contact');
    expect(contact).to.contain('Send us a message');
    expect(contact).not.to.contain('most trusted matrimonial platform</h1>');
  });
});
