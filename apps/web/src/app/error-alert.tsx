import { Alert } from '@mantine/core';

/** The server's (or the client's) message above a form, read out to screen readers; nothing without an error. */
export function ErrorAlert({ error }: { error: { message: string } | null | undefined }) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert">
      {error.message}
    </Alert>
  );
}
