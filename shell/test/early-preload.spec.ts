import { expect } from 'chai';
import { type RemoteRoute } from '@matrimony/federation';
import { preloadPageAt } from '../src/remotes/early-preload';

/** Routes whose preloads note the path they belong to. */
function routesNoting(preloaded: string[]): RemoteRoute[] {
  const route = (path: string, access: RemoteRoute['access']): RemoteRoute => ({
    path,
    access,
    Component: () => null,
    preload: () => void preloaded.push(path)
  });
  return [route('/explore', 'member'), route('/profile/:id', 'member'), route('/about', 'public')];
}

describe("a reload starts its page's code as soon as the remote's routes are there", () => {
  it('preloads the route the path matches, a route with parameters too', () => {
    const preloaded: string[] = [];
    preloadPageAt(routesNoting(preloaded), '/explore', false);
    preloadPageAt(routesNoting(preloaded), '/profile/65f000000000000000000007', false);
    expect(preloaded).to.deep.equal(['/explore', '/profile/:id']);
  });

  it("never loads a member page's code for a visitor known to be signed out, a public page's yes", () => {
    const preloaded: string[] = [];
    preloadPageAt(routesNoting(preloaded), '/explore', true);
    preloadPageAt(routesNoting(preloaded), '/about', true);
    expect(preloaded).to.deep.equal(['/about']);
  });

  it('does nothing for a path no route of the remote has', () => {
    const preloaded: string[] = [];
    preloadPageAt(routesNoting(preloaded), '/nowhere', false);
    expect(preloaded).to.deep.equal([]);
  });
});
