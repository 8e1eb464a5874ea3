// HTTPS for the bench's reference server: a shop's phones reach it over HTTPS, where browsers speak
// HTTP/2, one connection for everything. Over plain HTTP Chromium speaks HTTP/1.1 and opens up to
// six connections, each with its own handshake, and Lighthouse's simulation charges for each of
// them: the pages would be measured over a protocol a shop's shoppers rarely get.
import { spawnSync } from 'node:child_process';
import { X509Certificate, createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';

/**
 * A throwaway self-signed certificate for 127.0.0.1, written into `dir` (the server's data
 * directory, deleted with it). `spki` is what Chromium is told to trust, and only that
 * (--ignore-certificate-errors-spki-list), rather than ignoring every certificate error.
 */
export function selfSignedCert(dir) {
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'].concat([
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ]),
    { encoding: 'utf8' },
  );
  if (made.error || made.status !== 0)
    throw new Error(
      `could not make a certificate with openssl (${made.error?.message ?? made.stderr.trim()}). ` +
        'Install it (apt-get install -y openssl) or measure over plain HTTP with --http1.',
    );
  const cert = readFileSync(certFile, 'utf8');
  const spki = createHash('sha256')
    .update(new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');
  return { certFile, keyFile, cert, spki };
}

/** GET `url` (http or https, trusting `ca` for the latter): { status, body }. */
export function get(url, { ca, headers } = {}) {
  const send = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, { headers, ca }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
