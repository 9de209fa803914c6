import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Types each value into the input of that `name` inside `scope`, in the order given. */
export async function fillInputs(scope: Locator | Page, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await scope.locator(`input[name="${name}"]`).fill(value);
}

/**
 * Puts the whole code into the code boxes at once (as a pasted or autofilled code) and waits until the boxes hold it:
 * typed digit by digit, a digit typed while the page was still settling could be lost, and the page then refused the
 * short code itself instead of sending it.
 */
export async function enterCode(page: Page, code: string) {
  const boxes = page.getByRole('textbox');
  await expect
    .poll(async () => {
      await boxes.first().fill(code);
      return boxes.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).join(''));
    })
    .toBe(code);
}
