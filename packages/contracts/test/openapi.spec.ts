import { expect } from 'chai';
import { z } from 'zod';
import { Validator } from '@seriousme/openapi-schema-validator';
import { buildOpenApiDocument } from '../src/http/openapi';
import { defineApi, defineRoute } from '../src/http/route';

const api = defineApi({
  basePath: '/api/profiles',
  routes: {
    getPhoto: defineRoute({
      name: 'profiles.getPhoto',
      method: 'GET',
      path: '/me/photos/:photoId',
      auth: 'member',
      summary: 'One of my photos',
      request: {
        params: z.object({ photoId: z.string().length(24) }),
        query: z.object({ size: z.enum(['thumb', 'full']).default('full') })
      },
      response: {
        status: 200,
        body: z.object({ id: z.string(), takenAt: z.iso.datetime(), tags: z.array(z.string()).default([]) })
      },
      errors: ['photo_missing']
    }),
    uploadPhotos: defineRoute({
      name: 'profiles.uploadPhotos',
      method: 'POST',
      path: '/me/photos',
      auth: 'member',
      summary: 'Add photos',
      request: {
        multipart: { field: 'photos', maxFiles: 5 },
        body: z.object({ caption: z.string().max(80).optional() })
      },
      response: { status: 201, body: z.object({ ids: z.array(z.string()) }) },
      errors: ['too_many_photos']
    }),
    photoFile: defineRoute({
      name: 'profiles.photoFile',
      method: 'GET',
      path: '/photos/:photoId/file',
      auth: 'public',
      summary: 'The image',
      response: { status: 200, contentType: 'image/webp' },
      errors: []
    }),
    deleteAll: defineRoute({
      name: 'profiles.deleteAll',
      method: 'DELETE',
      path: '/me/photos',
      auth: 'admin',
      summary: 'Delete',
      response: { status: 204 },
      errors: []
    })
  }
});

describe('OpenAPI documents', () => {
  const document = buildOpenApiDocument(api, { title: 'Profiles', version: '1' });

  it('validate as OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors, JSON.stringify(result.errors, null, 2)).to.equal(undefined);
    expect(result.valid).to.equal(true);
    expect(validator.version).to.equal('3.1');
    const broken = await new Validator().validate({ ...document, info: { title: 'Profiles' } });
    expect(broken.valid, 'a document without info.version').to.equal(false);
  });

  it('list every route under the base path with OpenAPI path templates', () => {
    const paths = document.paths as Record<string, Record<string, { operationId: string }>>;
    expect(Object.keys(paths).sort()).to.deep.equal([
      '/api/profiles/me/photos',
      '/api/profiles/me/photos/{photoId}',
      '/api/profiles/photos/{photoId}/file'
    ]);
    expect(paths['/api/profiles/me/photos']?.post?.operationId).to.equal('profiles.uploadPhotos');
    expect(paths['/api/profiles/me/photos']?.delete?.operationId).to.equal('profiles.deleteAll');
  });

  it('declare the problem codes each operation can answer', () => {
    interface Operation {
      security: unknown;
      parameters: { name: string; in: string }[];
      responses: {
        default: { content: Record<string, { schema: { properties: { code: { enum: string[] } } } }> };
      };
    }
    const op = (document.paths as Record<string, Record<string, Operation>>)[
      '/api/profiles/me/photos/{photoId}'
    ]!.get!;
    const codes = op.responses.default.content['application/problem+json']!.schema.properties.code.enum;
    expect(codes).to.include.members(['photo_missing', 'validation_failed', 'not_found', 'internal_error']);
    expect(op.security).to.deep.equal([{ bearer: [] }]);
    expect(op.parameters.map((p) => `${p.in}:${p.name}`)).to.deep.equal(['path:photoId', 'query:size']);
  });
});
