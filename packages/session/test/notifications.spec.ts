import { expect } from 'chai';
import { notifyApi } from '@matrimony/contracts/http/notify';
import { STREAM_PATH } from '../src/notifications';

describe('notifications client', () => {
  it('opens the live stream at the path the contract gives it', () => {
    expect(STREAM_PATH).to.equal(`${notifyApi.basePath}${notifyApi.routes.streamNotifications.path}`);
  });
});
