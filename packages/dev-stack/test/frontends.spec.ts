import { expect } from 'chai';
import { failedWorkspaces } from '../src/frontends';

describe('frontend build failures', () => {
  it('names the workspaces turbo reports as failed', () => {
    const output = [
      '@matrimony/mf-signup:build: Rspack compiled with 1 error in 26 ms',
      '@matrimony/mf-signup#build:  ERROR  command (/home/dev/matrimony/mf-signup) /usr/bin/npm run build exited (1)',
      '  Tasks:    2 successful, 4 total',
      ' Failed:    @matrimony/shell#build',
      '@matrimony/mf-public:build: done'
    ];
    expect(failedWorkspaces(output)).to.deep.equal(['@matrimony/mf-signup', '@matrimony/shell']);
  });

  it('names none when the output does not say', () => {
    expect(failedWorkspaces(['ERROR  run failed: command  exited (1)'])).to.deep.equal([]);
  });
});
