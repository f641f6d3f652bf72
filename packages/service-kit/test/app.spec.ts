import { expect } from 'chai';
import { once } from 'node:events';
import { Agent, get, type IncomingMessage } from 'node:http';
import { type AddressInfo } from 'node:net';
import request from 'supertest';
import { z } from 'zod';
import { Counter } from 'prom-client';
import { createServiceApp, markDraining, metricsRegistry, validate, inputOf, conflict } from '../src/index';
import { captureLogger } from './support/log-capture';

const signupSchemas = {
  body: z.object({
    mobile: z.string().regex(/^\d{10}$/, 'Enter a 10-digit mobile number'),
    age: z.number().int().min(17, 'You must be at least 17')
  }),
  query: z.object({ ref: z.string().optional() })
};

function buildApp(readyChecks: { name: string; check(): boolean }[] = []) {
  const capture = captureLogger();
  const app = createServiceApp({
    name: 'svc-test',
    basePath: '/api/test',
    logger: capture.logger,
    readiness: readyChecks,
    routes(router) {
      router.post('/signup', validate(signupSchemas), (req, res) => {
        const input = inputOf(res, signupSchemas);
        res.status(201).json({
          mobileLength: input.body.mobile.length,
          rawExtra: (req.body as { extra?: string }).extra,
          age: input.body.age
        });
      });
      router.get('/boom', () => {
        throw new Error('database password is hunter2');
      });
      router.get('/taken', () => {
        throw conflict('This mobile number is already registered.', 'mobile_taken');
      });
      router.post('/echo-log', (req, res) => {
        req.log.info({ body: req.body as unknown }, 'received');
        res.sendStatus(204);
      });
    }
  });
  return { app, ...capture };
}

describe('createServiceApp', () => {
  it('answers /healthz, /readyz and /metrics at the root', async () => {
    const { app } = buildApp();
    await request(app).get('/healthz').expect(200, { status: 'ok' });
    await request(app).get('/readyz').expect(200);
    const metrics = await request(app).get('/metrics').expect(200);
    expect(metrics.text).to.contain('process_cpu_user_seconds_total');
  });

  it('serves only /healthz under the base path: readiness details and metrics stay on the pod port', async () => {
    const { app } = buildApp();
    await request(app).get('/api/test/healthz').expect(200, { status: 'ok' });
    const readyz = await request(app).get('/api/test/readyz').expect(404);
    expect(readyz.headers['content-type']).to.match(/^application\/problem\+json/);
    await request(app).get('/api/test/metrics').expect(404);
  });

  it('records request duration by route pattern and status', async () => {
    const { app } = buildApp();
    await request(app).post('/api/test/signup').send({ mobile: '9876543210', age: 30 }).expect(201);
    const metrics = await request(app).get('/metrics');
    expect(metrics.text).to.match(
      /http_request_duration_seconds_count\{[^}]*route="\/api\/test\/signup"[^}]*status_code="201"[^}]*\} 1/
    );
  });

  it('exposes service metrics registered on the app registry, separately per app', async () => {
    const first = buildApp().app;
    const second = buildApp().app;
    const sent = new Counter({
      name: 'otp_sent_total',
      help: 'OTPs sent',
      registers: [metricsRegistry(first)]
    });
    sent.inc(3);
    expect((await request(first).get('/metrics')).text).to.match(/otp_sent_total\{service="svc-test"\} 3/);
    expect((await request(second).get('/metrics')).text).not.to.contain('otp_sent_total');
  });

  it('reports 503 from /readyz when a check fails, naming the check', async () => {
    const { app } = buildApp([
      { name: 'mongo', check: () => false },
      { name: 'nats', check: () => true }
    ]);
    const res = await request(app).get('/readyz').expect(503);
    expect(res.body.checks).to.deep.equal({ mongo: 'failing', nats: 'ok' });
  });

  it('reports 503 from /readyz once draining, and closes each connection after its answer from then on', async () => {
    const { app } = buildApp();
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const agent = new Agent({ keepAlive: true });
    const connectionHeader = async () => {
      const { port } = server.address() as AddressInfo;
      const [res] = (await once(get({ host: '127.0.0.1', port, path: '/healthz', agent }), 'response')) as [
        IncomingMessage
      ];
      res.resume();
      await once(res, 'end');
      return res.headers.connection;
    };
    try {
      expect(await connectionHeader()).to.equal('keep-alive');
      markDraining(app);
      await request(app).get('/readyz').expect(503);
      expect(await connectionHeader(), 'no idle keep-alive socket is left to a closing listener').to.equal(
        'close'
      );
    } finally {
      agent.destroy();
      server.close();
    }
  });

  it('rejects invalid input with 400 problem+json and one message per field', async () => {
    const { app } = buildApp();
    const res = await request(app).post('/api/test/signup').send({ mobile: '123', age: 12 }).expect(400);
    expect(res.headers['content-type']).to.match(/^application\/problem\+json/);
    expect(res.body).to.include({ status: 400, code: 'validation_failed' });
    expect(res.body.errors).to.deep.equal({
      mobile: 'Enter a 10-digit mobile number',
      age: 'You must be at least 17'
    });
  });

  it('passes parsed input to the route and leaves req.body untouched', async () => {
    const { app } = buildApp();
    const res = await request(app)
      .post('/api/test/signup')
      .send({ mobile: '9876543210', age: 30, extra: 'x' })
      .expect(201);
    expect(res.body).to.deep.equal({ mobileLength: 10, rawExtra: 'x', age: 30 });
  });

  it('answers malformed JSON with 400 problem+json', async () => {
    const { app } = buildApp();
    const res = await request(app)
      .post('/api/test/signup')
      .set('Content-Type', 'application/json')
      .send('{"mobile":')
      .expect(400);
    expect(res.body.detail).to.equal('The request body is not valid JSON.');
  });

  it('rejects bodies over 100kb with 413', async () => {
    const { app } = buildApp();
    await request(app)
      .post('/api/test/signup')
      .send({ mobile: 'x'.repeat(120 * 1024) })
      .expect(413);
  });

  it('answers an unknown route with 404 problem+json', async () => {
    const { app } = buildApp();
    const res = await request(app).get('/api/test/nope?x=1').expect(404);
    expect(res.headers['content-type']).to.match(/^application\/problem\+json/);
    expect(res.body).to.include({ status: 404, title: 'Not Found', instance: '/api/test/nope' });
  });

  it('turns an HttpProblem into its status, message and code', async () => {
    const { app } = buildApp();
    const res = await request(app).get('/api/test/taken').expect(409);
    expect(res.body).to.include({
      detail: 'This mobile number is already registered.',
      code: 'mobile_taken'
    });
  });

  it('answers a thrown error with 500 without stack or message, and logs it with the request id', async () => {
    const { app, lines } = buildApp();
    const res = await request(app).get('/api/test/boom').set('X-Request-Id', 'req-abc-123').expect(500);
    expect(res.headers['x-request-id']).to.equal('req-abc-123');
    expect(res.text).not.to.contain('hunter2');
    expect(res.text).not.to.match(/at .*\.ts:\d+/);
    expect(res.body).to.include({
      status: 500,
      detail: 'Something went wrong on our side. Please try again.'
    });
    const logged = lines.find((l) => l.level === 50 && l.msg === 'request failed');
    expect(logged, 'error log line').to.exist;
    expect(logged!.requestId).to.equal('req-abc-123');
    expect(JSON.stringify(logged!.err)).to.contain('hunter2');
  });

  it('generates a UUID request id when none (or an unsafe one) is sent', async () => {
    const { app } = buildApp();
    const res = await request(app).get('/healthz').set('X-Request-Id', 'bad id with spaces');
    expect(res.headers['x-request-id']).to.match(/^[0-9a-f-]{36}$/);
  });

  it('logs one line per request: method, path without the query, status, time and request id; warn for 4xx', async () => {
    const { app, lines } = buildApp();
    await request(app)
      .post('/api/test/echo-log?mobile=9876543210')
      .set('X-Request-Id', 'req-log-1')
      .send({ note: 'hi' })
      .expect(204);
    await request(app).get('/api/test/nothing-here').set('X-Request-Id', 'req-log-2').expect(404);
    const completed = lines.filter((l) => l.msg === 'request completed');
    const first = completed.find((l) => l.requestId === 'req-log-1')!;
    expect(first).to.deep.include({
      level: 30,
      req: { id: 'req-log-1', method: 'POST', path: '/api/test/echo-log' },
      res: { statusCode: 204 }
    });
    expect(first.responseTime).to.be.a('number');
    expect(completed.find((l) => l.requestId === 'req-log-2')).to.deep.include({
      level: 40,
      res: { statusCode: 404 }
    });
    expect(JSON.stringify(lines)).not.to.contain('9876543210');
    expect(
      lines.find((l) => l.msg === 'received'),
      "the handler's own line carries the request id"
    ).to.deep.include({ requestId: 'req-log-1' });
  });

  it('redacts personal data and secrets in logs', async () => {
    const { app, lines } = buildApp();
    await request(app)
      .post('/api/test/echo-log?mobile=9876543210')
      .set('Authorization', 'Bearer secret-token')
      .send({
        mobile: '9876543210',
        email: 'a@b.in',
        password: 'pw',
        otp: '123456',
        profile: { refreshToken: 'rt' }
      })
      .expect(204);
    const text = JSON.stringify(lines);
    for (const secret of ['9876543210', 'a@b.in', '"pw"', '123456', 'secret-token', '"rt"'])
      expect(text).not.to.contain(secret);
    expect(text).to.contain('[Redacted]');
  });
});
