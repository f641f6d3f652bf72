import { expect } from 'chai';
import {
  canDelete,
  canMakePrimary,
  canMove,
  horoscopeProblem,
  inOrder,
  movedOrder,
  newPhotosProblem,
  photosLeft
} from '../src/my-profile/photo-rules';
import { storedPhoto } from './fixtures';

const three = [storedPhoto('b', 2), storedPhoto('a', 1), storedPhoto('c', 3)];
const file = (type: string) => ({ type });

describe('photo rules on the client', () => {
  it('lists photos by their order, the primary first', () => {
    expect(inOrder(three).map((photo) => photo.id)).to.deep.equal(['a', 'b', 'c']);
  });

  it('never offers to delete the last photo', () => {
    expect(canDelete(three)).to.equal(true);
    expect(canDelete([storedPhoto('a', 1)])).to.equal(false);
  });

  it('moves a photo up or down by swapping it with its neighbour', () => {
    expect(movedOrder(three, 'b', -1)).to.deep.equal(['b', 'a', 'c']);
    expect(movedOrder(three, 'b', 1)).to.deep.equal(['a', 'c', 'b']);
  });

  it('cannot move the first photo up, the last down, or an unknown photo', () => {
    expect(canMove(three, 'a', -1)).to.equal(false);
    expect(canMove(three, 'c', 1)).to.equal(false);
    expect(movedOrder(three, 'a', -1)).to.equal(undefined);
    expect(movedOrder(three, 'zz', 1)).to.equal(undefined);
    expect(canMove(three, 'a', 1)).to.equal(true);
  });

  it('offers "set primary" for every photo except the primary one', () => {
    expect(canMakePrimary(three, 'a')).to.equal(false);
    expect(canMakePrimary(three, 'c')).to.equal(true);
    expect(canMakePrimary(three, 'missing')).to.equal(false);
  });

  it('counts the room left up to 5 photos', () => {
    expect(photosLeft(three)).to.equal(2);
    expect(photosLeft([1, 2, 3, 4, 5].map((n) => storedPhoto(String(n), n)))).to.equal(0);
  });

  it('refuses picks with the spec messages: more than 5 in all, or a non-image', () => {
    expect(newPhotosProblem([file('image/jpeg'), file('image/png')], 3)).to.equal(undefined);
    expect(newPhotosProblem([file('image/jpeg'), file('image/png'), file('image/webp')], 3)).to.equal(
      'Too many photos: You can only upload up to 5 photos'
    );
    expect(newPhotosProblem([file('application/pdf')], 1)).to.equal(
      'Invalid file type: Please upload only image files'
    );
    expect(newPhotosProblem([], 0)).to.equal(undefined);
  });

  it('accepts only an image as the horoscope photo', () => {
    expect(horoscopeProblem(file('image/png'))).to.equal(undefined);
    expect(horoscopeProblem(file('text/plain'))).to.equal(
      'Invalid file type: Please upload only image files'
    );
  });
});
