import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiToken, call, signedInPage } from './recruitment-support';
import { agent, baseUrl, screenshotDir } from './support/browser';
import { fillInputs } from './support/forms';
import { quiet } from './support/quiet';
import { SHOT_PAIRS } from './support/screens';
import { browser } from './support/shared-browser';

const VIEWPORTS = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } } as const;

type Address = { id: string; firstName: string; primary: boolean; state: string; city: string };

async function pick(page: Page, input: Locator, option: string) {
  await expect.poll(() => input.isEnabled()).toBe(true);
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openBook(token: string, options: Parameters<typeof signedInPage>[2] = {}) {
  const { page, close } = await signedInPage(browser, token, options);
  await page.goto(`${baseUrl()}/profile`);
  const book = page.getByTestId('profile-addresses');
  await book.waitFor();
  return { page, book, close };
}

const card = (book: Locator, text: string) => book.getByTestId('address-card').filter({ hasText: text });
const names = (book: Locator) =>
  book.getByTestId('address-card').evaluateAll((cards) => cards.map((node) => node.querySelector('p')?.textContent));
const book = (token: string) =>
  call<{ items: Address[] }>('GET', '/api/sales/customer', token).then((answer) => answer.items);

describe('address book (agent, on the profile page)', () => {
  it('adds two addresses, sets the second primary, edits one and deletes one', async () => {
    const token = await apiToken(agent(3).email, 'agent');
    const { page, book: section, close } = await openBook(token);
    await section.getByText('No address yet — add one').waitFor();

    // First address (Malaysia): required fields beside the fields, then the server's postcode check.
    await section.getByTestId('address-add').click();
    const form = page.getByTestId('address-form');
    await form.getByTestId('address-save').click();
    await form.getByText('This field is required.').first().waitFor();
    expect(await form.locator('input[name="firstName"]').getAttribute('aria-invalid')).toBe('true');
    await fillInputs(form, {
      addrTitle: 'Home',
      firstName: 'Siti',
      lastName: 'Aminah',
      phoneNumber: '123456789',
      address1: 'No 1, Jalan Mawar',
      postcode: '40000',
    });
    await expect.poll(() => form.getByTestId('state-select').inputValue()).toBe('Selangor');
    await expect.poll(() => form.locator('input[name="city"]').inputValue()).toBe('Shah Alam');
    await pick(page, form.getByTestId('state-select'), 'Johor');
    await form.getByTestId('address-save').click();
    await form.getByText('Postcode 40000 is in Selangor, not in the chosen state.').waitFor();
    await pick(page, form.getByTestId('state-select'), 'Selangor');
    await form.getByTestId('address-save').click();
    await page.getByText('Address saved.').first().waitFor();
    await card(section, 'Siti Aminah').getByTestId('address-primary-badge').waitFor();

    // Second address (Indonesia): province → regency → district → village.
    await section.getByTestId('address-add').click();
    await fillInputs(form, { firstName: 'Budi', phoneNumber: '81234567', address1: 'Jl. Setiabudi 12' });
    await pick(page, form.getByTestId('country-select'), 'Indonesia');
    await form.getByTestId('address-save').click();
    await form.getByText('This field is required.').first().waitFor();
    await pick(page, form.getByTestId('provinceId-select'), 'Jawa Barat');
    await pick(page, form.getByTestId('regencyId-select'), 'Kota Bandung');
    await pick(page, form.getByTestId('districtId-select'), 'Sukasari');
    await pick(page, form.getByTestId('villageId-select'), 'Sukarasa');
    await form.locator('input[name="postcode"]').fill('40153');
    await form.getByTestId('address-save').click();
    await card(section, 'Budi').getByText('Sukarasa, Sukasari').waitFor();
    expect(await card(section, 'Budi').getByTestId('address-primary-badge').count()).toBe(0);
    expect(await names(section)).toEqual(['Siti Aminah', 'Budi']);

    // The second becomes primary and moves to the top.
    await card(section, 'Budi').getByTestId('address-set-primary').click();
    await page.getByText('Primary address changed.').first().waitFor();
    await expect.poll(() => names(section)).toEqual(['Budi', 'Siti Aminah']);
    expect(await card(section, 'Budi').getByTestId('address-primary-badge').isVisible()).toBe(true);
    expect(await card(section, 'Siti Aminah').getByTestId('address-primary-badge').count()).toBe(0);

    // Edit: the form opens with the saved values.
    await card(section, 'Siti Aminah').getByTestId('address-edit').click();
    expect(await form.locator('input[name="postcode"]').inputValue()).toBe('40000');
    expect(await form.getByTestId('state-select').inputValue()).toBe('Selangor');
    await form.locator('input[name="firstName"]').fill('Siti Nur');
    await form.getByTestId('address-save').click();
    await card(section, 'Siti Nur Aminah').waitFor();

    // Delete the primary: the remaining address becomes primary.
    await card(section, 'Budi').getByTestId('address-delete').click();
    const confirm = page.getByTestId('address-delete-confirm');
    await confirm.getByText('cannot be reverted', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Address deleted.').first().waitFor();
    await expect.poll(() => names(section)).toEqual(['Siti Nur Aminah']);
    await card(section, 'Siti Nur Aminah').getByTestId('address-primary-badge').waitFor();

    const saved = await book(token);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ firstName: 'Siti Nur', primary: true, state: 'Selangor', city: 'Shah Alam' });
    await close();
  });
});

describe('address book screenshots (phone 375x812, desktop 1280x800, light and dark)', () => {
  /** Scrolls the section's top just below the sticky header, then shoots the viewport. */
  async function shoot(page: Page, name: string, section?: Locator) {
    await quiet(page, { loaders: false });
    await section?.evaluate((node) => window.scrollTo(0, node.getBoundingClientRect().top + window.scrollY - 72));
    await quiet(page, { loaders: false });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} overflows horizontally`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${screenshotDir}${name}.png` });
  }

  it('empty book, cards, and the form with an error', async () => {
    const empty = await apiToken(agent(5).email, 'agent');
    const token = await apiToken(agent(4).email, 'agent');
    const base = { lastName: 'Devi', phoneCode: '+60', phoneNumber: '123456789', address2: 'Taman Melati' };
    await call('POST', '/api/sales/customer/store', token, {
      ...base,
      firstName: 'Anita',
      addrTitle: 'Home',
      email: 'anita@example.test',
      address1: 'No 1, Jalan Mawar 3/2',
      postCode: '40000',
      city: 'Shah Alam',
      state: 'Selangor',
    });
    await call('POST', '/api/sales/customer/store', token, {
      ...base,
      firstName: 'Kumar',
      addrTitle: 'Office',
      address1: 'Level 12, Menara Niaga, Jalan Sultan Ismail',
      postCode: '50000',
      city: 'Kuala Lumpur',
      state: 'Wilayah Persekutuan Kuala Lumpur',
    });
    await call('POST', '/api/sales/customer/store', token, {
      firstName: 'Budi',
      phoneCode: '+62',
      phoneNumber: '81234567',
      address1: 'Jl. Setiabudi 12',
      country: 'ID',
      postCode: '40153',
      state: 'Jawa Barat',
      city: 'Kota Bandung',
      provinceId: '32',
      regencyId: '32.73',
      districtId: '32.73.01',
      villageId: '32.73.01.1001',
    });
    for (const [viewport, scheme] of SHOT_PAIRS) {
      const suffix = `${viewport}-${scheme}`;
      const blank = await openBook(empty, { viewport: VIEWPORTS[viewport], scheme });
      await blank.book.getByText('No address yet — add one').waitFor();
      await shoot(blank.page, `addresses-empty-${suffix}`, blank.book);
      await blank.close();

      const { page, book: section, close } = await openBook(token, { viewport: VIEWPORTS[viewport], scheme });
      await card(section, 'Budi').getByText('Sukarasa, Sukasari').waitFor();
      await shoot(page, `addresses-book-${suffix}`, section);
      await section.getByTestId('address-add').click();
      const form = page.getByTestId('address-form');
      await form.locator('input[name="postcode"]').fill('400');
      await form.getByTestId('address-save').click();
      await form.getByText('Enter a 5-digit postcode.').waitFor();
      await shoot(page, `addresses-form-${suffix}`);
      await close();
    }
  });
});
