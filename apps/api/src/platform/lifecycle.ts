/** The process's state that readiness reports: set when SIGTERM/SIGINT starts the shutdown (server.ts). */
export type Lifecycle = { shuttingDown: boolean };

export const createLifecycle = (): Lifecycle => ({ shuttingDown: false });
