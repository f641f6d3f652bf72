import { expect } from 'chai';
import { act, Suspense } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { page } from '../src/route-page';

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/** Renders a route's Component in a Suspense boundary; says whether its fallback ever showed. */
async function renderRoute(Component: React.ComponentType) {
  let suspended = false;
  const Fallback = () => {
    suspended = true;
    return null;
  };
  await act(async () =>
    render(
      <Suspense fallback={<Fallback />}>
        <Component />
      </Suspense>
    )
  );
  return { suspended };
}

describe('a member page whose code the shell preloads', () => {
  before(() => void (actEnvironment.IS_REACT_ACT_ENVIRONMENT = true));
  after(() => void delete actEnvironment.IS_REACT_ACT_ENVIRONMENT);
  afterEach(cleanup);

  it('answers one promise for its code and, once that settled, renders without suspending', async () => {
    let downloads = 0;
    const route = page(async () => {
      downloads += 1;
      return { default: () => <h1>Explore</h1> };
    });
    const loading = route.preload?.();
    expect(loading, 'a promise the shell can wait for').to.be.instanceOf(Promise);
    expect(route.preload?.(), 'the same one on every call').to.equal(loading);
    await loading;

    const { suspended } = await renderRoute(route.Component);
    expect(screen.getByRole('heading', { name: 'Explore' })).to.exist;
    expect(suspended, 'no Suspense fallback on the way').to.equal(false);
    expect(downloads, 'one download').to.equal(1);
  });

  it('rendered before its code is there, suspends and then shows the page', async () => {
    const route = page(async () => ({ default: () => <h1>Explore</h1> }));
    const { suspended } = await renderRoute(route.Component);
    expect(suspended).to.equal(true);
    expect(await screen.findByRole('heading', { name: 'Explore' })).to.exist;
  });

  it('settles its promise when the download fails, so the shell renders the page and its error shows there', async () => {
    const route = page(() => Promise.reject(new Error('chunk failed')));
    const settled = await route.preload?.();
    expect(settled).to.equal(undefined);
  });
});
