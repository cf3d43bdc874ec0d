import http from 'node:http';

export interface HttpAnswer {
  status: number;
  body: string;
}

export interface HttpClient {
  request(method: 'GET' | 'POST', path: string, headers?: Record<string, string>, body?: unknown): Promise<HttpAnswer>;
  close(): void;
}

/** Requests to one loopback port over keep-alive connections (at most `connections` of them). */
export function httpClient(port: number, connections = 1): HttpClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  return {
    request(method, path, headers = {}, body) {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      return new Promise<HttpAnswer>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method,
            path,
            agent,
            headers: payload
              ? { ...headers, 'content-type': 'application/json', 'content-length': String(payload.length) }
              : headers,
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    },
    close() {
      agent.destroy();
    },
  };
}

export const tokenHeader = (token: string): Record<string, string> => ({ authorization: `Token ${token}` });
