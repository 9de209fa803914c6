import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { copyText } from '../lib/clipboard';

/**
 * Copies a text and says so: `copied` is true for two seconds after a copy (the button's "Copied" state), and a
 * notification shows `messages.copied` or `messages.failed`. Our own copy helper rather than Mantine's CopyButton: it
 * falls back to execCommand where the Clipboard API is missing (a plain-http address on the shop's LAN).
 */
export function useCopy(messages: { copied: string; failed: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async (text: string) => {
    const done = await copyText(text);
    if (done) {
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    }
    notifications.show({ color: done ? 'teal' : 'red', message: done ? messages.copied : messages.failed });
  };
  return { copied, copy };
}
