import { loadConfig } from '../../examples/server/config';

describe('server configuration', () => {
  test('HTTPS needs both PEM files; one alone stops the start rather than serving plain HTTP', () => {
    expect(loadConfig({}, '/repo').tls).toBeUndefined();
    expect(loadConfig({ TLS_CERT_FILE: 'tls/cert.pem', TLS_KEY_FILE: '/etc/key.pem' }, '/repo').tls).toEqual({
      certFile: '/repo/tls/cert.pem',
      keyFile: '/etc/key.pem',
    });
    expect(() => loadConfig({ TLS_CERT_FILE: 'cert.pem' }, '/repo')).toThrow(/TLS_CERT_FILE and TLS_KEY_FILE go together/);
    expect(() => loadConfig({ TLS_KEY_FILE: 'key.pem' }, '/repo')).toThrow(/set both/);
  });
});
