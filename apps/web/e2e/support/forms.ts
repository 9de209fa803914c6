import type { Locator, Page } from 'playwright-core';

/** Types each value into the input of that `name` inside `scope`, in the order given. */
export async function fillInputs(scope: Locator | Page, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await scope.locator(`input[name="${name}"]`).fill(value);
}
