// A signature-checking front for s3rver. s3rver checks the access key ID of SigV4 requests but not their signature
// (its authentication middleware leaves "Signature version 4 calculation" unimplemented), so a wrong secret would
// pass. This front recomputes each header-signed request's SigV4 signature (an implementation independent of the
// plugin's PHP one) and answers 403 SignatureDoesNotMatch, as AWS does, when it differs or when the body does not
// match x-amz-content-sha256. Anonymous requests and unknown key IDs go through to s3rver unchanged.
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

/** Starts the front on `port`, forwarding to s3rver on `targetPort`. Returns { close() }. */
export async function startSignatureCheck({ port, targetPort, keyId, secret }) {
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const check = expectedSignature(req, body, keyId, secret);
      if (check && check.given !== check.expected) {
        res.writeHead(403, { 'Content-Type': 'application/xml' });
        res.end('<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code><Message>The request signature we calculated does not match the signature you provided. Check your key and signing method.</Message></Error>');
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
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}
