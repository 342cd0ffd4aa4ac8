// A signature-checking front for s3rver. s3rver checks the access key ID of SigV4 requests but not their signature
// (its authentication middleware leaves "Signature version 4 calculation" unimplemented), so a wrong secret would
// pass. This front recomputes each header-signed request's SigV4 signature (an implementation independent of the
// plugin's PHP one) and answers 403 SignatureDoesNotMatch, as AWS does, when it differs or when the body does not
// match x-amz-content-sha256. Presigned URLs (query-string SigV4: X-Amz-Credential … X-Amz-Signature) are checked the
// same way, with UNSIGNED-PAYLOAD, and refused with 403 AccessDenied "Request has expired" once X-Amz-Date +
// X-Amz-Expires has passed. Anonymous requests (no signature at all) are refused with 403 AccessDenied under any
// `yomu-sealed/` folder, as a bucket whose public-read policy covers the pages but not the sealed folder answers
// them (README "Chapter pages on S3"); elsewhere they go through, as a public-read bucket serves them. Unknown key
// IDs go through to s3rver unchanged (it refuses them).
import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';

const hmac = (key, text) => createHmac('sha256', key).update(text).digest();
const sha256 = (data) => createHash('sha256').update(data).digest('hex');
const rfc3986 = (text) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalQuery(search) {
  if (!search) return '';
  return search
    .slice(1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name, value = ''] = pair.split('=');
      return `${rfc3986(decodeURIComponent(name))}=${rfc3986(decodeURIComponent(value))}`;
    })
    .sort()
    .join('&');
}

/** The signature the request should carry, or null when it is not a header-signed SigV4 request for `keyId`. */
function expectedSignature(req, body, keyId, secret) {
  const auth = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/.exec(req.headers.authorization ?? '');
  if (!auth || auth[1] !== keyId) return null;
  const [, , day, region, signedHeaders, given] = auth;
  const url = new URL(req.url, 'http://x');
  const headers = signedHeaders
    .split(';')
    .map((name) => `${name}:${String(req.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const payload = String(req.headers['x-amz-content-sha256'] ?? '');
  const canonical = [req.method, url.pathname, canonicalQuery(url.search), headers, signedHeaders, payload].join('\n');
  const date = String(req.headers['x-amz-date'] ?? '');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', date, scope, sha256(canonical)].join('\n');
  let key = hmac(`AWS4${secret}`, day);
  for (const part of [region, 's3', 'aws4_request']) key = hmac(key, part);
  const bodyOk = payload === 'UNSIGNED-PAYLOAD' || payload === sha256(body);
  return { given, expected: bodyOk ? createHmac('sha256', key).update(toSign).digest('hex') : 'body-mismatch' };
}

/** The signature a presigned request should carry, or null when it is not one for `keyId`; `expired` once past its time. */
function expectedPresigned(req, keyId, secret, now = Date.now()) {
  const url = new URL(req.url, 'http://x');
  const query = url.searchParams;
  const credential = /^([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request$/.exec(query.get('X-Amz-Credential') ?? '');
  if (!credential || credential[1] !== keyId || !query.has('X-Amz-Signature')) return null;
  const [, , day, region] = credential;
  const date = query.get('X-Amz-Date') ?? '';
  const signedHeaders = query.get('X-Amz-SignedHeaders') ?? '';
  const unsigned = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair && !pair.startsWith('X-Amz-Signature='))
    .join('&');
  const headers = signedHeaders
    .split(';')
    .map((name) => `${name}:${String(req.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const canonical = [req.method, url.pathname, canonicalQuery(`?${unsigned}`), headers, signedHeaders, 'UNSIGNED-PAYLOAD'].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', date, scope, sha256(canonical)].join('\n');
  let key = hmac(`AWS4${secret}`, day);
  for (const part of [region, 's3', 'aws4_request']) key = hmac(key, part);
  const at = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(date);
  const start = at ? Date.UTC(+at[1], +at[2] - 1, +at[3], +at[4], +at[5], +at[6]) : NaN;
  const expired = !(start + Number(query.get('X-Amz-Expires') ?? 'x') * 1000 >= now);
  return { given: query.get('X-Amz-Signature') ?? '', expected: createHmac('sha256', key).update(toSign).digest('hex'), expired };
}

/** Whether a request carries no signature of any kind (header or query string, SigV4 or V2). */
const anonymous = (req) => {
  const query = new URL(req.url, 'http://x').searchParams;
  return !req.headers.authorization && !query.has('X-Amz-Signature') && !query.has('Signature');
};

const refuse = (res, code, message) => {
  res.writeHead(403, { 'Content-Type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
};

/** Starts the front on `port`, forwarding to s3rver on `targetPort`. Returns { close() }. */
export async function startSignatureCheck({ port, targetPort, keyId, secret }) {
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const check = expectedSignature(req, body, keyId, secret) ?? expectedPresigned(req, keyId, secret);
      if (check && check.given !== check.expected) {
        refuse(res, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.');
        return;
      }
      if (check && 'expired' in check && check.expired) {
        refuse(res, 'AccessDenied', 'Request has expired');
        return;
      }
      if (anonymous(req) && /(^|\/)yomu-sealed\//.test(new URL(req.url, 'http://x').pathname)) {
        refuse(res, 'AccessDenied', 'Access Denied');
        return;
      }
      const forward = http.request({ host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      forward.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      forward.end(body);
    });
  });
  // Idle connections stay open longer than clients keep them (undici and PHP's curl reuse them for about 4 s):
  // closed by the server first, a request already sent on one failed with "other side closed" on a loaded machine.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}
