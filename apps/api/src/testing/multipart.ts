import type { TestApp } from './test-app.js';

/** A PNG signature and some zeros: enough to pass for a PNG receipt. */
export const TINY_PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64),
]);

/** A PDF signature and a minimal body: enough to pass for a PDF (agreements, attachments). */
export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export type UploadedFile = {
  content: Buffer | string;
  filename: string;
  /** The part's own Content-Type header; none when not given. */
  type?: string;
};

/** A multipart/form-data body with one field `file`, and its request content type. */
export function multipartFile(file: UploadedFile) {
  const boundary = '----niaga';
  const partType = file.type ? `Content-Type: ${file.type}\r\n` : '';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\n${partType}\r\n`,
    ),
    typeof file.content === 'string' ? Buffer.from(file.content) : file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs one file to `url` as the holder of `token` (`headers` adds e.g. the language); the raw inject answer. */
export function postFile(
  t: TestApp,
  url: string,
  token: string,
  file: UploadedFile,
  headers: Record<string, string> = {},
) {
  const { payload, contentType } = multipartFile(file);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { host: 'localhost', authorization: `Bearer ${token}`, ...headers, 'content-type': contentType },
    payload,
  });
}
