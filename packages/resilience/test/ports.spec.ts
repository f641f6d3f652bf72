import { expect } from 'chai';
import { onFreePort, StopWaiting, waitFor } from '../src/wait';

describe('starting a child on a free port', () => {
  it('starts again on another port when the child found the chosen one taken meanwhile', async () => {
    const tried: number[] = [];
    const started = await onFreePort(async (port) => {
      tried.push(port);
      if (tried.length === 1) throw new Error(`listen EADDRINUSE: address already in use 127.0.0.1:${port}`);
      return port;
    });
    expect(tried).to.have.length(2);
    expect(started).to.equal(tried[1]);
  });

  it('stops waiting at once when the process it waits for has exited', async () => {
    let checks = 0;
    const waited = await waitFor(
      'a child to be ready',
      async () => {
        checks += 1;
        throw new StopWaiting('exited with code 1');
      },
      60_000,
      10
    ).catch((error: Error) => error.message);
    expect(checks).to.equal(1);
    expect(waited).to.equal('Stopped waiting for a child to be ready: exited with code 1');
  });
});
