import { request as httpsRequest } from 'node:https';

export type HttpsAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/** One request to a server whose self-signed certificate `ca` is trusted (fetch cannot be told to). */
export function httpsRequestTo(
  ca: Buffer,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const call = httpsRequest(
      url,
      { method: init.method ?? 'GET', headers: init.headers, ca },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end(init.body);
  });
}
