import { expect } from 'chai';
import { addPhotos, makePrimary, PHOTO_MESSAGES, removePhoto } from '../src/forms/photo-selection';

const image = (name: string) => ({ name, type: 'image/jpeg' });

describe('photo selection rules', () => {
  it('adds images up to five', () => {
    const result = addPhotos([image('a')], [image('b'), image('c'), image('d'), image('e')]);
    expect(result.error).to.equal(undefined);
    expect(result.photos.map((photo) => photo.name)).to.deep.equal(['a', 'b', 'c', 'd', 'e']);
  });

  it('refuses a batch that would exceed five, keeping the earlier photos', () => {
    const current = [image('a'), image('b'), image('c')];
    const result = addPhotos(current, [image('d'), image('e'), image('f')]);
    expect(result.error).to.equal(PHOTO_MESSAGES.tooMany);
    expect(result.photos).to.deep.equal(current);
  });

  it('refuses files that are not images', () => {
    const result = addPhotos([], [image('a'), { name: 'cv.pdf', type: 'application/pdf' }]);
    expect(result.error).to.equal('Invalid file type: Please upload only image files');
    expect(result.photos).to.deep.equal([]);
  });

  it('removes a photo and can move any photo to the primary place', () => {
    const photos = ['a', 'b', 'c'];
    expect(removePhoto(photos, 1)).to.deep.equal(['a', 'c']);
    expect(makePrimary(photos, 2)).to.deep.equal(['c', 'a', 'b']);
    expect(makePrimary(photos, 7)).to.deep.equal(photos);
  });
});
