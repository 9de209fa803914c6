import { envelope, type Language, type MessageKey, translate } from '@niaga/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** A successful answer: `{ meta: { code: 200, message }, data }`. */
export function ok<T>(
  data: T,
  language: Language = 'en',
  messageKey?: MessageKey,
  params?: Record<string, string | number>,
) {
  return { meta: { code: 200, message: messageKey ? translate(language, messageKey, params) : 'OK' }, data };
}

/**
 * `ok(data)` for data that is JSON text already (a list PostgreSQL built as JSON): the reply is sent as it is,
 * without the response schema's check, so the route's tests must check its shape.
 */
export function sendSerialised(reply: FastifyReply, dataJson: string, language: Language = 'en') {
  return reply
    .type('application/json; charset=utf-8')
    .send(`{"meta":${JSON.stringify(ok(null, language).meta)},"data":${dataJson}}`);
}

/** Response schemas for the OpenAPI document: the envelope around `data`. */
export const okSchema = <T extends z.ZodType>(data: T) => ({ 200: envelope(data) });
export const okEmpty = { 200: envelope(z.null()) };

/** A generated PDF as a download (PDFs of documents, statements, CP58): never cached, it is personal. */
export function sendDownload(reply: FastifyReply, file: { fileName: string; bytes: Uint8Array }) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(Buffer.from(file.bytes));
}
