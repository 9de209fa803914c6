import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Received = { format: string; document: string; documentHash: string; codeNumber: string };

/**
 * A local MyInvois API for tests, answering in LHDN's documented formats (sdk.myinvois.hasil.gov.my: login as
 * taxpayer system, submit documents, get submission, get document details, cancel document). `invalid` names the
 * documents (by number prefix) LHDN finds invalid.
 */
export async function startFakeMyInvois(options: { clientSecret: string; invalid?: string[] }) {
  const submissions = new Map<string, Array<{ uuid: string; longId: string; number: string }>>();
  const state = {
    received: [] as Received[],
    cancelled: [] as Array<{ uuid: string; reason: string }>,
    calls: [] as string[],
  };
  const id = () => randomBytes(13).toString('hex').toUpperCase().slice(0, 26);
  const isInvalid = (number: string) => (options.invalid ?? []).some((prefix) => number.startsWith(prefix));
  const statusOf = (number: string) => (isInvalid(number) ? 'Invalid' : 'Valid');

  const send = (response: ServerResponse, status: number, body?: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body === undefined ? '' : JSON.stringify(body));
  };
  const read = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    return text;
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    state.calls.push(`${request.method} ${url.pathname}`);
    if (request.method === 'POST' && url.pathname === '/connect/token') {
      const form = new URLSearchParams(await read(request));
      if (form.get('grant_type') !== 'client_credentials' || form.get('client_secret') !== options.clientSecret)
        return send(response, 400, { error: 'invalid_client' });
      return send(response, 200, {
        access_token: 'fake-token',
        token_type: 'Bearer',
        expires_in: 3600,
        scope: 'InvoicingAPI',
      });
    }
    if (request.headers.authorization !== 'Bearer fake-token') return send(response, 401);
    if (request.method === 'POST' && url.pathname === '/api/v1.0/documentsubmissions/') {
      const body = JSON.parse(await read(request)) as { documents: Received[] };
      const submissionUid = id();
      const accepted = body.documents.map((d) => ({ uuid: id(), longId: id(), number: d.codeNumber }));
      state.received.push(...body.documents);
      submissions.set(submissionUid, accepted);
      return send(response, 202, {
        submissionUid,
        acceptedDocuments: accepted.map((d) => ({ uuid: d.uuid, invoiceCodeNumber: d.number })),
        rejectedDocuments: [],
      });
    }
    const submission = /^\/api\/v1\.0\/documentsubmissions\/([A-Z0-9]+)$/.exec(url.pathname);
    if (request.method === 'GET' && submission) {
      const documents = submissions.get(submission[1]!) ?? [];
      return send(response, 200, {
        submissionUid: submission[1],
        documentCount: documents.length,
        dateTimeReceived: new Date().toISOString(),
        overallStatus: documents.some((d) => isInvalid(d.number)) ? 'partially valid' : 'valid',
        documentSummary: documents.map((d) => ({
          uuid: d.uuid,
          submissionUid: submission[1],
          longId: statusOf(d.number) === 'Valid' ? d.longId : '',
          internalId: d.number,
          typeName: 'Invoice',
          typeVersionName: '1.1',
          status: statusOf(d.number),
        })),
      });
    }
    const details = /^\/api\/v1\.0\/documents\/([A-Z0-9]+)\/details$/.exec(url.pathname);
    if (request.method === 'GET' && details)
      return send(response, 200, {
        uuid: details[1],
        status: 'Invalid',
        validationResults: {
          status: 'Invalid',
          validationSteps: [
            { status: 'Valid', name: 'Step01-Structure Validator' },
            {
              status: 'Invalid',
              name: 'Step06-Taxpayer Validator',
              error: {
                propertyName: null,
                propertyPath: null,
                errorCode: 'Error03',
                error: 'Step06-Taxpayer Validator',
                innerError: [
                  {
                    propertyName: 'BuyerTIN',
                    propertyPath: 'Invoice.AccountingCustomerParty.Party.PartyIdentification.ID',
                    errorCode: 'CF414',
                    error: 'Enter valid TIN of the buyer',
                    innerError: null,
                  },
                ],
              },
            },
          ],
        },
      });
    const cancel = /^\/api\/v1\.0\/documents\/state\/([A-Z0-9]+)\/state$/.exec(url.pathname);
    if (request.method === 'PUT' && cancel) {
      const body = JSON.parse(await read(request)) as { status: string; reason: string };
      state.cancelled.push({ uuid: cancel[1]!, reason: body.reason });
      return send(response, 200, { uuid: cancel[1], status: 'Cancelled' });
    }
    return send(response, 404, { error: { code: 'NotFound', message: 'No such route' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    ...state,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
