import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';

export type FakeS3Options = { accessKeyId: string; secretAccessKey: string; region: string };
export type FakeS3Request = { method: string; path: string; authorization: string | undefined };

const sigV4Authorization =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=[0-9a-f]{64}$/;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Recomputes the SigV4 signature from what arrived (the signed headers, the path, the date) with the
 * shared secret: a request is accepted only when it is SigV4-shaped and signed with our credentials.
 */
async function isSignedBy(req: IncomingMessage, options: FakeS3Options): Promise<boolean> {
  const authorization = req.headers.authorization ?? '';
  const shape = sigV4Authorization.exec(authorization);
  if (!shape) return false;
  const [, accessKeyId, , region, signedHeaderList = ''] = shape;
  const amzDate = req.headers['x-amz-date'];
  if (accessKeyId !== options.accessKeyId || region !== options.region || typeof amzDate !== 'string') return false;
  const headers = new Headers();
  for (const name of signedHeaderList.split(';')) {
    const value = req.headers[name];
    if (name !== 'host' && typeof value === 'string') headers.set(name, value);
  }
  const signer = new AwsV4Signer({
    method: req.method,
    url: `http://${req.headers.host}${req.url}`,
    headers,
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
    datetime: amzDate,
  });
  const expected = (await signer.sign()).headers.get('authorization');
  return expected === authorization;
}

/** An in-memory S3 lookalike on a random local port: PUT, GET and DELETE of objects, path-style. */
export async function startFakeS3(options: FakeS3Options) {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const requests: FakeS3Request[] = [];

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://fake').pathname);
    requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization });
    const body = await readBody(req);
    if (!(await isSignedBy(req, options))) {
      res
        .writeHead(403, { 'content-type': 'application/xml' })
        .end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    if (req.method === 'PUT') {
      objects.set(path, { bytes: body, contentType: req.headers['content-type'] ?? 'binary/octet-stream' });
      res.writeHead(200, { etag: '"fake"' }).end();
    } else if (req.method === 'GET') {
      const object = objects.get(path);
      if (!object)
        res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
      else res.writeHead(200, { 'content-type': object.contentType }).end(object.bytes);
    } else if (req.method === 'DELETE') {
      objects.delete(path);
      res.writeHead(204).end();
    } else {
      res.writeHead(405).end();
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    /** Stored objects by path, `/<bucket>/<key>`. */
    objects,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
