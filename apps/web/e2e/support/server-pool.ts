import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer, type TestServer } from './server';

export type LeasedServer = { id: number; baseUrl: string; databaseUrl: string };

/**
 * In the run's main process: hands each test file its server (a fresh copy of the seeded template and its own API
 * process, as before) and, as soon as one is handed out, starts the next file's, so the next file finds it
 * healthy instead of waiting ~3–5 s for the API to boot. `ahead` servers are kept booting or ready: one per file
 * running at the same time. A file with its own environment (setServerEnv) gets a server started for it. Files stay
 * isolated: no server or database is ever handed out twice.
 */
export async function startServerPool(template: string, ahead = 1): Promise<{ url: string; close(): Promise<void> }> {
  const leased = new Map<number, TestServer>();
  let nextId = 1;
  const warm: Promise<TestServer>[] = [];
  let closed = false;
  const stopping = new Set<Promise<unknown>>();

  const warmNext = () => {
    while (!closed && warm.length < ahead) {
      const server = startServer(template);
      // A failed warm-up is retried by the lease that finds it (the error is reported there, not here).
      server.catch(() => undefined);
      warm.push(server);
    }
  };
  const take = async (env: Record<string, string>): Promise<TestServer> => {
    if (Object.keys(env).length > 0) return startServer(template, env);
    const ready = warm.shift();
    if (ready) {
      try {
        return await ready;
      } catch {
        // started again below
      }
    }
    return startServer(template);
  };

  const http = createServer(async (request, response) => {
    try {
      const body = JSON.parse((await read(request)) || '{}') as { env?: Record<string, string>; id?: number };
      if (request.url === '/lease') {
        const server = await take(body.env ?? {});
        const id = nextId++;
        leased.set(id, server);
        warmNext();
        const answer: LeasedServer = { id, baseUrl: server.baseUrl, databaseUrl: server.databaseUrl };
        response.end(JSON.stringify(answer));
      } else if (request.url === '/release' && body.id !== undefined) {
        // The file is done with it: stopping the API and dropping its database happen while the next file runs.
        const server = leased.get(body.id);
        leased.delete(body.id);
        if (server) {
          const stopped = server.stop().catch(() => undefined);
          stopping.add(stopped);
          void stopped.finally(() => stopping.delete(stopped));
        }
        response.end('{}');
      } else {
        response.statusCode = 404;
        response.end('{}');
      }
    } catch (error) {
      response.statusCode = 500;
      response.end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
    }
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  // The first files' servers boot while vitest starts the files' processes.
  warmNext();
  const { port } = http.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      closed = true;
      http.close();
      const pending = warm.splice(0).map((server) => server.then((started) => started.stop()).catch(() => undefined));
      await Promise.all([...pending, ...stopping, ...[...leased.values()].map((server) => server.stop())]);
    },
  };
}

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

/** In a test file's process: a server from the pool, given back to it to be stopped and its database dropped. */
export async function leaseServer(poolUrl: string, env: Record<string, string>): Promise<TestServer> {
  const response = await fetch(`${poolUrl}/lease`, { method: 'POST', body: JSON.stringify({ env }) });
  const answer = (await response.json()) as LeasedServer & { error?: string };
  if (!response.ok) throw new Error(`the server pool could not start a server: ${answer.error}`);
  return {
    baseUrl: answer.baseUrl,
    databaseUrl: answer.databaseUrl,
    stop: async () => {
      await fetch(`${poolUrl}/release`, { method: 'POST', body: JSON.stringify({ id: answer.id }) });
    },
  };
}
