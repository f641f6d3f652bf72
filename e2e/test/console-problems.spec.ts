import { expect } from 'chai';
import { consoleProblem } from '../src/console-problems';

describe('consoleProblem', () => {
  it('reports every console error with where it came from', () => {
    expect(consoleProblem({ type: 'error', text: 'Boom', url: 'http://x/main.js' })).to.equal(
      'error: Boom (http://x/main.js)'
    );
  });

  it('reports the federation warnings whatever their level', () => {
    for (const text of [
      'Warning: Invalid hook call. Hooks can only be called inside of the body of a function component.',
      "It looks like there are several instances of 'styled-components' initialized in this application.",
      '[ Federation Runtime ]: Unsatisfied version 18.0.0 from mfPublic of shared singleton module react',
      '[ Federation Runtime ]: RUNTIME-003 Failed to get manifest.'
    ]) {
      expect(consoleProblem({ type: 'warning', text }), text).to.be.a('string');
    }
  });

  it('lets ordinary logs and warnings pass', () => {
    expect(consoleProblem({ type: 'log', text: 'Download the React DevTools' })).to.equal(undefined);
    expect(consoleProblem({ type: 'warning', text: 'A form field element should have an id' })).to.equal(
      undefined
    );
  });

  it('lets a test tolerate the failures it causes on purpose', () => {
    const entry = {
      type: 'error',
      text: 'Failed to load resource: net::ERR_FAILED',
      url: 'http://x/mf/account/mf-manifest.json'
    };
    expect(consoleProblem(entry, [/mf-manifest\.json/])).to.equal(undefined);
    expect(consoleProblem(entry, [/remoteEntry\.js/])).to.be.a('string');
  });

  it('leaves a missing favicon to its own journey but not other missing files', () => {
    const missing = (url: string) => ({
      type: 'error',
      text: 'Failed to load resource: the server responded with a status of 404 (Not Found)',
      url
    });
    expect(consoleProblem(missing('http://x/favicon.ico'))).to.equal(undefined);
    expect(consoleProblem(missing('http://x/181.09c506bc.js'))).to.be.a('string');
  });
});
