// Paths the api would route as an upload route while the gateway, reading the raw URL, classified them as
// another call (the general rate limit of 600/min instead of the uploads' 20 per 10 minutes, the general body
// limit): percent-encoded unreserved characters and dot segments. Sent over plain HTTP (fetch would resolve
// the dot segments itself); each must be a 400 in Spanish from the gateway, and nothing written.
import http from 'node:http';

export const ENCODED_PATHS = [
  '/api/v1/%73olicitudes',
  '/api/v1/%63laims',
  '/api/v1/policy/import-pd%66',
  '/api/v1/%63%6c%61%69%6d%73',
  '/api/v1/policy/%2e/import-pdf',
  '/api/v1/./claims',
  '/api/v1/x/../solicitudes',
];

/**
 * @param {{ gatewayUrl: string, token: string }} o
 * @returns {Promise<Array<{ path: string, status: number, message: string, limit: string | undefined }>>}
 */
export async function runEncodedPaths({ gatewayUrl, token }) {
  const { hostname, port } = new URL(gatewayUrl);
  const boundary = 'chaosboundary';
  const body = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="nombre"\r\n\r\nAna\r\n--${boundary}--\r\n`,
  );
  const results = [];
  for (const path of ENCODED_PATHS) {
    results.push(
      await new Promise((resolve, reject) => {
        const req = http.request(
          {
            host: hostname,
            port,
            method: 'POST',
            path,
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': `multipart/form-data; boundary=${boundary}`,
              'content-length': body.length,
            },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8').on('data', (chunk) => (text += chunk));
            res.on('end', () => {
              let message;
              try {
                message = JSON.parse(text).meta?.message ?? '';
              } catch {
                message = text.slice(0, 80);
              }
              resolve({ path, status: res.statusCode, message, limit: res.headers['x-ratelimit-limit'] });
            });
          },
        );
        req.on('error', reject);
        req.end(body);
      }),
    );
  }
  return results;
}
