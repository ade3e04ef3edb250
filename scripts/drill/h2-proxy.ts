// HTTP/2 through Caddy, for the failover drill (scripts/drill-failover.ts): one TLS connection
// to the proxy, and one request on it.
import http2 from 'node:http2';
import tls from 'node:tls';
import { HOST } from './failover-instances';

/** TLS to 127.0.0.1 with the name Caddy's certificate was issued for; the CA is Caddy's own. */
export function connectProxy(proxyPort: number): http2.ClientHttp2Session {
  const session = http2.connect(`https://localhost:${proxyPort}`, {
    createConnection: () =>
      tls.connect({
        host: HOST,
        port: proxyPort,
        servername: 'localhost',
        ALPNProtocols: ['h2'],
        rejectUnauthorized: false,
      }),
  });
  session.on('error', () => {}); // the stream's own handlers report what matters
  return session;
}

/** A body to post, with the ingest API key it is posted with. */
export interface PostBody {
  xml: string;
  apiKey: string;
}

export function h2request(
  session: http2.ClientHttp2Session,
  method: string,
  url: string,
  body?: PostBody,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: http2.OutgoingHttpHeaders = { ':method': method, ':path': url };
    if (body) Object.assign(headers, { 'content-type': 'application/xml', 'x-api-key': body.apiKey });
    const req = session.request(headers, { endStream: !body });
    let status = 0;
    let text = '';
    req.setEncoding('utf8');
    req.on('response', (h) => (status = Number(h[':status'])));
    req.on('data', (c: string) => (text += c));
    req.on('end', () => resolve({ status, text }));
    req.on('error', reject);
    req.setTimeout(10_000, () => req.close(http2.constants.NGHTTP2_CANCEL));
    if (body) req.end(body.xml);
  });
}
