import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { errorResponseSchema } from '@marketpult/shared/contracts/error-response';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';
import { leaksIn } from './support/leak-patterns';

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/**
 * Requests that never reach a route: refused by Node's HTTP parser (malformed request line,
 * oversized headers) or by the router (an undecodable URL, an over-long path parameter). They
 * are sent over a real socket, byte for byte, since app.inject cannot produce them; each must
 * still be answered in the ServiceStack shape.
 */
describe(`requests refused before any route on ${TEST_DB_KIND}`, () => {
  let testApp: TestApp;
  let port: number;
  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = (testApp.app.server.address() as AddressInfo).port;
  });
  afterAll(() => testApp.close());

  function raw(request: string): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const [head = '', body = ''] = text.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), headers: head, body });
      });
      socket.end(request);
    });
  }

  it.each([
    {
      title: 'an undecodable URL',
      request: 'GET /%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      status: 400,
    },
    {
      title: 'an undecodable API URL',
      request: 'POST /v2/md5%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      status: 400,
    },
    {
      title: 'a path parameter over the limit',
      request: `GET /help/${'a'.repeat(500)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      status: 414,
    },
    { title: 'a malformed request line', request: 'HELLO\r\n\r\n', status: 400 },
    { title: 'a bad header line', request: 'GET / HTTP/1.1\r\nHost x\r\n\r\n', status: 400 },
    {
      title: 'headers over the size limit',
      request: `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      status: 431,
    },
    {
      title: 'a NUL byte in the request line',
      request: 'GET /\u0000 HTTP/1.1\r\nHost: x\r\n\r\n',
      status: 400,
    },
  ])('$title gets $status in the ServiceStack shape', async ({ request, status }) => {
    const answer = await raw(request);
    expect(answer.status).toBe(status);
    expect(answer.headers.toLowerCase()).toContain('content-type: application/json');
    expect(errorResponseSchema.parse(JSON.parse(answer.body))).toMatchObject({
      responseStatus: { errorCode: expect.any(String) },
    });
    expect(leaksIn(answer.body)).toEqual([]);
  });
});
