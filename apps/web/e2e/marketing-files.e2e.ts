import { readFile } from 'node:fs/promises';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pngImage } from './catalog-support';
import { apiToken, call, signedInPage } from './recruitment-support';
import { agent, baseUrl, HQ, screenshotDir } from './support/browser';
import { SHOT_PAIRS, VIEWPORTS } from './support/screens';
import { browser } from './support/shared-browser';

const FOLDER = 'Stockist kit';

/** A one-page PDF with a heading, so the preview has something to draw. */
async function pricePdf() {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([420, 595]);
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  page.drawRectangle({ x: 0, y: 495, width: 420, height: 100, color: rgb(0.2, 0.4, 0.8) });
  page.drawText('Price list 2026', { x: 30, y: 530, size: 28, font, color: rgb(1, 1, 1) });
  page.drawText('Stockist prices, valid from January.', { x: 30, y: 450, size: 14, font });
  return Buffer.from(await pdf.save());
}

const folderNames = (page: Page) =>
  page.getByTestId('folder-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-name')));

async function downloadOf(page: Page, click: () => Promise<void>) {
  const downloading = page.waitForEvent('download');
  await click();
  const download = await downloading;
  return { name: download.suggestedFilename(), file: await readFile((await download.path()) as string) };
}

describe('marketing files', () => {
  it('HQ uploads a PDF into a folder for one level; an agent of that level downloads it, another does not see it', async () => {
    const hq = await apiToken(HQ.email, 'hq');
    const pdf = await pricePdf();

    const { page, close } = await signedInPage(browser, hq);
    await page.goto(`${baseUrl()}/files`);
    await page.getByText('No folders yet').waitFor();
    await page.getByTestId('folder-add').click();
    await page.getByTestId('folder-save').click();
    await page.getByTestId('folder-form').getByText('This field is required.').waitFor();
    await page.getByTestId('folder-name').fill(FOLDER);
    await page.getByTestId('folder-levels').click();
    await page.getByRole('option', { name: 'Stockist' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('folder-save').click();
    await page.getByText('Folder saved.').first().waitFor();
    const card = page.locator(`[data-name="${FOLDER}"]`);
    await card.getByText('For: Stockist').waitFor();
    await card.getByTestId('folder-open').click();
    await page.waitForURL(/\/files\/folders\?id=/);
    const folderUrl = page.url();
    await page.getByText('No files in this folder').waitFor();

    await page.getByTestId('file-add').click();
    await page.getByTestId('file-save').click();
    await page.getByTestId('file-form').getByText('Choose a file to upload.').waitFor();
    await page
      .getByTestId('file-form')
      .locator('input[type=file]')
      .setInputFiles({ name: 'price-list.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByTestId('file-chosen').getByText('price-list.pdf').waitFor();
    expect(await page.getByTestId('file-name').inputValue()).toBe('price-list');
    await page.getByTestId('file-name').fill('Price list');
    await page.getByTestId('file-description').fill('Prices for stockists.');
    await page.getByTestId('file-save').click();
    await page.getByText('File saved.').first().waitFor();
    const fileCard = page.locator('[data-name="Price list"]');
    await fileCard.locator('[data-testid="file-preview-pdf"][data-state="ready"]').waitFor();
    await fileCard.getByText('PDF').waitFor();
    await page.screenshot({ path: `${screenshotDir}marketing-files-hq-folder.png`, fullPage: true });
    await close();

    // The agent of the chosen level (agent1, Stockist) sees the folder, its preview, and downloads the file.
    const stockist = await signedInPage(browser, await apiToken(agent(1).email, 'agent'));
    await stockist.page.goto(`${baseUrl()}/files`);
    await stockist.page.locator(`[data-name="${FOLDER}"]`).getByText('1 file', { exact: false }).waitFor();
    expect(await stockist.page.getByTestId('folder-add').count()).toBe(0);
    await stockist.page.locator(`[data-name="${FOLDER}"]`).getByTestId('folder-open').click();
    const readerCard = stockist.page.locator('[data-name="Price list"]');
    await readerCard.locator('[data-testid="file-preview-pdf"][data-state="ready"]').waitFor();
    expect(await stockist.page.getByTestId('file-delete').count()).toBe(0);
    const single = await downloadOf(stockist.page, () => readerCard.getByTestId('file-download').click());
    expect(single.name).toBe('Price list.pdf');
    expect(single.file.equals(pdf)).toBe(true);
    const all = await downloadOf(stockist.page, () => stockist.page.getByTestId('folder-zip').click());
    expect(all.name).toBe(`${FOLDER}.zip`);
    expect(all.file.subarray(0, 2).toString()).toBe('PK');
    expect(all.file.includes(pdf)).toBe(true);
    await stockist.close();

    // An agent of another level (agent3, Agent) does not see it, nor reach it by its address.
    const other = await signedInPage(browser, await apiToken(agent(3).email, 'agent'));
    await other.page.goto(`${baseUrl()}/files`);
    await other.page.getByText('No folders yet').waitFor();
    await other.page.goto(folderUrl);
    await other.page.getByRole('alert').getByText('Not found.').waitFor();
    expect(await other.page.getByTestId('file-card').count()).toBe(0);
    await other.close();
  });

  it('deletes a file, and a folder with its files after confirming', async () => {
    const hq = await apiToken(HQ.email, 'hq');
    const folder = await call<{ id: string }>('POST', '/api/marketing/folder', hq, { name: 'To clear' });
    const { page, close } = await signedInPage(browser, hq);
    await page.goto(`${baseUrl()}/files/folders?id=${folder.id}`);
    for (const name of ['Old flyer', 'Old poster']) {
      await page.getByTestId('file-add').click();
      await page
        .getByTestId('file-form')
        .locator('input[type=file]')
        .setInputFiles({ name: `${name}.pdf`, mimeType: 'application/pdf', buffer: await pricePdf() });
      await page.getByTestId('file-save').click();
      await page.locator(`[data-name="${name}"]`).waitFor();
    }
    await page.locator('[data-name="Old flyer"]').getByTestId('file-delete').click();
    await page.getByTestId('file-delete-confirm').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('File deleted.').first().waitFor();
    await page.locator('[data-name="Old flyer"]').waitFor({ state: 'detached' });

    await page.goto(`${baseUrl()}/files`);
    await page.locator('[data-name="To clear"]').getByTestId('folder-delete').click();
    await page.getByTestId('folder-delete-confirm').getByText('and its 1 file are deleted').waitFor();
    await page.getByTestId('folder-delete-confirm').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Folder and the files in it deleted (1).').first().waitFor();
    expect(await folderNames(page)).not.toContain('To clear');
    await close();
  });

  it('looks right on a phone and a desktop, light and dark', async () => {
    const hq = await apiToken(HQ.email, 'hq');
    const folders = await call<{ id: string; name: string }[]>('GET', '/api/marketing/folder', hq);
    const kit = folders.find((folder) => folder.name === FOLDER) as { id: string };
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pngImage(240, 160))], { type: 'image/png' }), 'logo.png');
    const uploaded = await fetch(`${baseUrl()}/api/marketing/file/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${hq}` },
      body: form,
    }).then((response) => response.json() as Promise<{ data: { upload: string } }>);
    await call('POST', '/api/marketing/file', hq, {
      folderId: kit.id,
      upload: uploaded.data.upload,
      name: 'Logo',
      description: 'For posters and social media.',
    });
    await call('POST', '/api/marketing/folder', hq, { name: 'Social media' });
    const stockist = await apiToken(agent(1).email, 'agent');
    for (const [size, scheme] of SHOT_PAIRS)
      for (const [who, token] of [
        ['agent', stockist],
        ['hq', hq],
      ] as const) {
        const { page, close } = await signedInPage(browser, token, { viewport: VIEWPORTS[size], scheme });
        await page.goto(`${baseUrl()}/files`);
        await page.getByTestId('folder-list').waitFor();
        await page.screenshot({
          path: `${screenshotDir}marketing-folders-${who}-${size}-${scheme}.png`,
          fullPage: true,
        });
        await page.goto(`${baseUrl()}/files/folders?id=${kit.id}`);
        await page.locator('[data-testid="file-preview-pdf"][data-state="ready"]').waitFor();
        await page.getByTestId('file-preview-image').waitFor();
        await page.screenshot({
          path: `${screenshotDir}marketing-files-${who}-${size}-${scheme}.png`,
          fullPage: true,
        });
        await close();
      }
    const { page, close } = await signedInPage(browser, hq, { viewport: VIEWPORTS.phone, scheme: 'dark' });
    await page.goto(`${baseUrl()}/files/folders?id=${kit.id}`);
    await page.getByTestId('file-add').click();
    await page.getByTestId('file-form').waitFor();
    await page.screenshot({ path: `${screenshotDir}marketing-files-form-phone-dark.png` });
    await close();
  });
});
