import { expect } from 'chai';
import { z } from 'zod';
import {
  defineApi,
  defineRoute,
  GENERIC_ERROR_CODES,
  type ErrorCodeOf,
  type ParamsOf,
  type QueryOf,
  type RequestBodyOf,
  type ResponseOf
} from '../src/http/route';
import { problemSchema } from '../src/problem';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const assertType = <T extends true>(value: T) => value;

const getPhoto = defineRoute({
  name: 'profiles.getPhoto',
  method: 'GET',
  path: '/me/photos/:photoId',
  auth: 'member',
  summary: 'One of my photos',
  request: { query: z.object({ size: z.enum(['thumb', 'full']).default('full') }) },
  response: { status: 200, body: z.object({ id: z.string(), url: z.string() }) },
  errors: ['photo_missing']
});

const deletePhoto = defineRoute({
  name: 'profiles.deletePhoto',
  method: 'DELETE',
  path: '/me/photos/:photoId',
  auth: 'member',
  summary: 'Delete one of my photos',
  request: {
    params: z.object({ photoId: z.string().length(24) }),
    body: z.object({ reason: z.string().optional() })
  },
  response: { status: 204 },
  errors: []
});

describe('route contracts', () => {
  it('keep literal method, path and error codes, and infer the request and response types', () => {
    assertType<Equal<typeof getPhoto.method, 'GET'>>(true);
    assertType<Equal<typeof getPhoto.path, '/me/photos/:photoId'>>(true);
    assertType<Equal<ResponseOf<typeof getPhoto>, { id: string; url: string }>>(true);
    assertType<Equal<QueryOf<typeof getPhoto>, { size?: 'thumb' | 'full' | undefined }>>(true);
    assertType<Equal<ParamsOf<typeof getPhoto>, { photoId: string }>>(true);
    assertType<Equal<RequestBodyOf<typeof getPhoto>, undefined>>(true);
    assertType<Equal<ResponseOf<typeof deletePhoto>, undefined>>(true);
    assertType<Equal<RequestBodyOf<typeof deletePhoto>, { reason?: string | undefined }>>(true);
    assertType<Equal<ErrorCodeOf<typeof getPhoto>, 'photo_missing' | (typeof GENERIC_ERROR_CODES)[number]>>(
      true
    );
    expect(getPhoto.errors).to.deep.equal(['photo_missing']);
  });

  it('derive path parameters from every :name segment', () => {
    const route = defineRoute({
      name: 'x.y',
      method: 'PUT',
      path: '/a/:first/b/:second',
      auth: 'admin',
      summary: 's',
      response: { status: 204 },
      errors: []
    });
    expect(route.path).to.equal('/a/:first/b/:second');
    assertType<Equal<ParamsOf<typeof route>, { first: string } & { second: string }>>(true);
  });

  it('keep a table of routes under one base path', () => {
    const api = defineApi({ basePath: '/api/profiles', routes: { getPhoto, deletePhoto } });
    expect(Object.keys(api.routes)).to.deep.equal(['getPhoto', 'deletePhoto']);
  });

  it('list generic problem codes in snake_case', () => {
    for (const code of GENERIC_ERROR_CODES) expect(code).to.match(/^[a-z]+(_[a-z]+)*$/);
  });

  it('let a problem say when to retry', () => {
    expect(
      problemSchema.parse({
        type: 'about:blank',
        title: 'Too Many Requests',
        status: 429,
        detail: 'Wait.',
        retryAfter: 30
      }).retryAfter
    ).to.equal(30);
  });
});
