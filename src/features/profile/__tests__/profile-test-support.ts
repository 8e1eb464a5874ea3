/** Shared by the profile screen tests: files as a browser gives them, multipart capture, object URLs. */
import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../test/unit/support/backend';
import { BASE_URL } from '../../../../test/unit/support/fixtures';

/**
 * A chosen file. jest-fixed-jsdom gives the page Node's Blob and FormData but jsdom's File, which
 * Node's FormData would send as the text "[object File]"; Node's File is what a browser's would be.
 */
export function chosenFile(name: string, type: string, size = 64): File {
  return new NodeFile([new Uint8Array(size)], name, { type }) as unknown as File;
}

/** Every multipart request to `path`: its text fields, and files as `file:{name}:{size}:{type}`. */
export function captureMultipart(path: string, answer: () => Response): Array<Record<string, string>> {
  const seen: Array<Record<string, string>> = [];
  server.use(
    http.post(`${BASE_URL}/${path}`, async ({ request }) => {
      const form = await request.formData();
      const fields: Record<string, string> = {};
      for (const [key, value] of form.entries()) {
        fields[key] = typeof value === 'string' ? value : `file:${value.name}:${value.size}:${value.type}`;
      }
      seen.push(fields);
      return answer();
    }),
  );
  return seen;
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  HttpResponse.json(body as Record<string, unknown>, { status, headers });

/** URL.createObjectURL / revokeObjectURL, counted: `blob:preview-1`, `blob:preview-2` … */
export function trackObjectUrls() {
  let made = 0;
  const create = jest.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${++made}`);
  const revoke = jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  return {
    create,
    revoked: () => revoke.mock.calls.map((call) => call[0]),
    restore() {
      create.mockRestore();
      revoke.mockRestore();
    },
  };
}
