import { expect } from 'chai';
import { Router } from 'express';
import request from 'supertest';
import { z } from 'zod';
import { defineApi, defineRoute } from '@matrimony/contracts';
import {
  conflict,
  contractRoute,
  createLogger,
  createServiceApp,
  inputOf,
  notFound,
  paymentRequired,
  problem,
  sendJson,
  sendNoContent,
  serveOpenApi,
  tooManyRequests,
  validate,
  validateAs
} from '../src/index';
import { CHECK_ANSWERS_ENV } from '../src/http/answer-check';
import {
  assertRoutesMatchContract,
  expectContract,
  expectProblem,
  mountedRoutes
} from '../src/testing/index';

const logger = createLogger({ name: 'test', level: 'silent' });

const getNote = defineRoute({
  name: 'notes.getNote',
  method: 'GET',
  path: '/notes/:noteId',
  auth: 'public',
  summary: 'One note',
  request: {
    params: z.object({ noteId: z.string().regex(/^\d+$/) }),
    query: z.object({ upper: z.enum(['yes', 'no']).default('no') })
  },
  response: { status: 200, body: z.object({ id: z.string(), text: z.string() }) },
  errors: ['note_missing', 'slow_down', 'plan_required']
});
const addNote = defineRoute({
  name: 'notes.addNote',
  method: 'POST',
  path: '/notes',
  auth: 'public',
  summary: 'Add a note',
  request: { body: z.object({ text: z.string().min(1) }) },
  response: { status: 201, body: z.object({ id: z.string(), text: z.string() }) },
  errors: ['note_exists', 'text_invalid']
});
const deleteNote = defineRoute({
  name: 'notes.deleteNote',
  method: 'DELETE',
  path: '/notes/:noteId',
  auth: 'public',
  summary: 'Delete a note',
  response: { status: 204 },
  errors: []
});
const notesApi = defineApi({
  basePath: '/api/notes',
  title: 'Notes',
  routes: { getNote, addNote, deleteNote }
});

function notesApp(extra?: (router: Router) => void) {
  return createServiceApp({
    name: 'svc-notes',
    basePath: notesApi.basePath,
    logger,
    routes(router) {
      contractRoute(router, getNote, (req, res) => {
        const { params, query } = inputOf(res, getNote.request);
        if (params.noteId === '404') throw notFound(undefined, 'note_missing');
        if (params.noteId === '429') throw tooManyRequests('Please wait a little.', 'slow_down', 29.2);
        if (params.noteId === '402')
          throw paymentRequired('A plan is needed.', 'plan_required', { offers: [{ planId: 'gold' }] });
        if (params.noteId === '500') return sendJson(res, getNote, { id: params.noteId } as never);
        if (params.noteId === '409') throw conflict('That note exists.', 'note_exists');
        sendJson(res, getNote, { id: params.noteId, text: query.upper === 'yes' ? 'HELLO' : 'hello' });
      });
      contractRoute(router, addNote, (_req, res) => {
        const { body } = inputOf(res, addNote.request);
        if (body.text === 'dup') throw conflict('That note exists.', 'note_exists');
        sendJson(res, addNote, { id: '1', text: body.text });
      });
      contractRoute(router, deleteNote, (_req, res) => sendNoContent(res, deleteNote));
      serveOpenApi(router, notesApi, { version: '2.0.0' });
      extra?.(router);
    }
  });
}

describe('contract routes', () => {
  const app = notesApp();

  it('mount the contract method and path and answer its parsed input', async () => {
    const res = await request(app).get('/api/notes/notes/7?upper=yes');
    expect(expectContract(getNote, res)).to.deep.equal({ id: '7', text: 'HELLO' });
    const created = await request(app).post('/api/notes/notes').send({ text: 'hi' });
    expect(expectContract(addNote, created).id).to.equal('1');
    expectContract(deleteNote, await request(app).delete('/api/notes/notes/7'));
  });

  it('answer 400 validation_failed with one message per invalid field', async () => {
    const res = await request(app).get('/api/notes/notes/abc?upper=maybe').expect(400);
    const problemBody = expectProblem(getNote, res, 'validation_failed');
    expect(Object.keys(problemBody.errors ?? {}).sort()).to.deep.equal(['noteId', 'upper']);
  });

  it('send problems with declared codes, Retry-After and extension members', async () => {
    expectProblem(getNote, await request(app).get('/api/notes/notes/404').expect(404), 'note_missing');
    const slow = await request(app).get('/api/notes/notes/429').expect(429);
    expect(slow.headers['retry-after']).to.equal('30');
    expect(expectProblem(getNote, slow, 'slow_down').retryAfter).to.equal(30);
    const pay = await request(app).get('/api/notes/notes/402').expect(402);
    expectProblem(getNote, pay, 'plan_required');
    expect(JSON.parse(pay.text).offers).to.deep.equal([{ planId: 'gold' }]);
    expectProblem(
      addNote,
      await request(app).post('/api/notes/notes').send({ text: 'dup' }).expect(409),
      'note_exists'
    );
  });

  it('make expectContract fail on a body that drifts from the schema or an undeclared code', async () => {
    const drifted = await request(app).get('/api/notes/notes/500');
    expect(() => expectContract(getNote, drifted)).to.throw(/does not match its schema/);
    const undeclared = await request(app).get('/api/notes/notes/404');
    expect(() => expectContract(addNote, undeclared)).to.throw(/undeclared code/);
  });

  it('turn a drifting success answer or an undeclared problem code into a 500 naming it when answer checks are on (tests), and let them through when off', async () => {
    const previous = process.env[CHECK_ANSWERS_ENV];
    try {
      process.env[CHECK_ANSWERS_ENV] = '1';
      const checked = notesApp(); // routes are mounted with the check while the switch is on
      const drifted = await request(checked).get('/api/notes/notes/500').expect(500);
      expect(drifted.body.code).to.equal('answer_breaks_contract');
      expect(drifted.body.detail)
        .to.match(/notes\.getNote answer does not match its schema/)
        .and.to.contain('text');
      await request(checked).get('/api/notes/notes/7').expect(200);
      // A problem code the route does not declare (note_exists belongs to addNote) is caught the same way;
      // declared and generic codes go out as they are.
      const undeclared = await request(checked).get('/api/notes/notes/409').expect(500);
      expect(undeclared.body.code).to.equal('answer_breaks_contract');
      expect(undeclared.body.detail).to.equal(
        'notes.getNote answered problem code note_exists, which its contract does not declare'
      );
      expectProblem(getNote, await request(checked).get('/api/notes/notes/404').expect(404), 'note_missing');
      expectProblem(
        getNote,
        await request(checked).get('/api/notes/notes/x').expect(400),
        'validation_failed'
      );
      delete process.env[CHECK_ANSWERS_ENV];
      await request(notesApp()).get('/api/notes/notes/409').expect(409);
      const unchecked = await request(notesApp()).get('/api/notes/notes/500').expect(200);
      expect(unchecked.body).to.deep.equal({ id: '500' });
    } finally {
      if (previous === undefined) delete process.env[CHECK_ANSWERS_ENV];
      else process.env[CHECK_ANSWERS_ENV] = previous;
    }
  });

  it('build a problem from a catalog message or a sentence', () => {
    const fromMessage = problem(
      409,
      { title: 'Already there', description: 'You already have a profile.' },
      'profile_exists'
    );
    expect(fromMessage.toProblem()).to.include({
      title: 'Already there',
      detail: 'You already have a profile.',
      code: 'profile_exists',
      status: 409
    });
    expect(
      problem(400, 'Check the number.', 'invalid_mobile', { errors: { mobile: 'Ten digits' } }).toProblem()
        .errors
    ).to.deep.equal({ mobile: 'Ten digits' });
  });

  it('let validateAs answer the code the contract names', async () => {
    const strict = createServiceApp({
      name: 'svc-strict',
      basePath: '/api/strict',
      logger,
      routes(router) {
        router.post(
          '/x',
          validateAs({ body: z.object({ mobile: z.string().length(10) }) }, (errors) =>
            problem(400, 'Enter a 10-digit mobile number.', 'invalid_mobile', { errors })
          ),
          (_req, res) => {
            res.status(204).end();
          }
        );
        router.post('/y', validate({ body: z.object({ a: z.number() }) }), (_req, res) =>
          res.status(204).end()
        );
      }
    });
    const res = await request(strict).post('/api/strict/x').send({ mobile: '1' }).expect(400);
    expect(JSON.parse(res.text)).to.include({ code: 'invalid_mobile' });
    await request(strict).post('/api/strict/x').send({ mobile: '9876543210' }).expect(204);
    const generic = await request(strict).post('/api/strict/y').send({ a: 'x' }).expect(400);
    expect(JSON.parse(generic.text)).to.include({ code: 'validation_failed' });
  });
});

describe('routes against the contract table', () => {
  it('pass when the mounted routes are the table (plumbing aside)', () => {
    assertRoutesMatchContract(notesApp(), notesApi);
    expect(mountedRoutes(notesApp())).to.include.members([
      'GET /healthz',
      'GET /api/notes/openapi.json',
      'DELETE /api/notes/notes/:noteId'
    ]);
  });

  it('fail on a route mounted without contractRoute, also inside a nested router', () => {
    const stray = notesApp((router) => router.get('/stray', (_req, res) => res.end()));
    expect(() => assertRoutesMatchContract(stray, notesApi)).to.throw(/contract table/);
    const nested = notesApp((router) => {
      const inner = Router();
      inner.patch('/:id', (_req, res) => res.end());
      router.use('/admin', inner);
    });
    expect(mountedRoutes(nested)).to.include('PATCH /api/notes/admin/:id');
    expect(() => assertRoutesMatchContract(nested, notesApi)).to.throw(/contract table/);
  });

  it('fail when a contract route is not mounted', () => {
    const missing = defineApi({
      ...notesApi,
      routes: { ...notesApi.routes, extra: { ...getNote, method: 'PUT' } }
    });
    expect(() => assertRoutesMatchContract(notesApp(), missing)).to.throw(/contract table/);
  });
});

describe('openapi.json', () => {
  it('is served under the base path from the contract table', async () => {
    const res = await request(notesApp()).get('/api/notes/openapi.json').expect(200);
    expect(res.body.openapi).to.equal('3.1.0');
    expect(res.body.info).to.deep.equal({ title: 'Notes', version: '2.0.0' });
    expect(Object.keys(res.body.paths).sort()).to.deep.equal([
      '/api/notes/notes',
      '/api/notes/notes/{noteId}'
    ]);
  });
});
