import { expect } from 'chai';
import { parseCli } from '../src/cli-options';

describe('command line', () => {
  it('defaults to port 8080, .data, building, not fresh', () => {
    expect(parseCli([], {})).to.deep.equal({
      ok: true,
      options: { port: 8080, fresh: false, dataDir: '.data', build: true, help: false }
    });
  });

  it('takes the port from PORT, and --port over PORT', () => {
    const fromEnv = parseCli([], { PORT: '9090' });
    expect(fromEnv.ok && fromEnv.options.port).to.equal(9090);
    const fromFlag = parseCli(['--port', '9191'], { PORT: '9090' });
    expect(fromFlag.ok && fromFlag.options.port).to.equal(9191);
  });

  it('reads --fresh, --skip-build and --data-dir', () => {
    const parsed = parseCli(['--fresh', '--skip-build', '--data-dir', '/tmp/x'], {});
    expect(parsed).to.deep.include({ ok: true });
    expect(parsed.ok && parsed.options).to.include({ fresh: true, build: false, dataDir: '/tmp/x' });
  });

  it('rejects a port that is not a port, saying why', () => {
    expect(parseCli(['--port', 'eighty'], {})).to.deep.equal({
      ok: false,
      message: 'The port must be a number.'
    });
    expect(parseCli([], { PORT: '70000' })).to.deep.equal({
      ok: false,
      message: 'The port must be between 1 and 65535.'
    });
  });

  it('rejects unknown options with the usage text', () => {
    const parsed = parseCli(['--frsh'], {});
    expect(parsed.ok).to.equal(false);
    expect(!parsed.ok && parsed.message)
      .to.contain("'--frsh'")
      .and.to.contain('Usage: npm start');
  });
});
