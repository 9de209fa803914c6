import { describe, expect, it } from 'vitest';
import { apiToken, call, freshAgent, signedInPage } from './recruitment-support';
import { agent, baseUrl, HQ, screenshotDir } from './support/browser';
import { latestMail } from './support/mail';
import { openMenuGroup } from './support/menu';
import { SHOT_PAIRS, shoot, shotPage } from './support/screens';
import { browser } from './support/shared-browser';

const SUBJECT = 'Welcome to {{company}}, {{agentName}}';
const BODY = 'Hello {{agentName}},\nyou are now a {{level}} under {{upline}}.\nSign in: {{loginLink}}';

describe('welcoming e-mail', () => {
  it('HQ writes the greeting of a level, previews it, sends a test; a new agent gets it once verified', async () => {
    const hq = await apiToken(HQ.email, 'hq');
    const { page, close } = await signedInPage(browser, hq);
    await page.goto(`${baseUrl()}/company/welcome-email`);
    const card = page.locator('[data-testid="greeting"][data-level="Agent"]');
    await card.getByText('No welcoming e-mail').waitFor();

    // An unknown placeholder is refused beside the field, naming the ones that exist.
    await card.locator('input[name="greetSubject"]').fill(SUBJECT);
    await card.locator('textarea[name="greetDetail"]').fill('Hello {{agent_name}}');
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByText('Unknown placeholder {{agent_name}}. Use only {{agentName}},', { exact: false }).waitFor();
    await card.locator('textarea[name="greetDetail"]').fill(BODY);
    await card.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Welcoming e-mail saved.').first().waitFor();
    await card.getByText(/^Updated /).waitFor();

    // The preview fills in sample values; "Send me a test" mails it to the signed-in HQ user.
    await card.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByTestId('greeting-preview');
    await expect
      .poll(() => preview.getByTestId('greeting-preview-subject').textContent())
      .toBe('Welcome to Niaga Demo Sdn Bhd, Aisyah Rahman');
    expect(await preview.getByTestId('greeting-preview-body').textContent()).toBe(
      `Hello Aisyah Rahman,\nyou are now a Agent under HQ.\nSign in: ${baseUrl()}/login`,
    );
    const since = new Date(Date.now() - 2000);
    await preview.getByRole('button', { name: 'Send me a test' }).click();
    await page.getByText(`A test e-mail has been sent to ${HQ.email}.`).first().waitFor();
    expect((await latestMail(HQ.email, since)).subject).toBe('Welcome to Niaga Demo Sdn Bhd, Aisyah Rahman');
    await preview.getByRole('button', { name: 'Close' }).click();
    await close();

    // An agent registers by HQ's invite link and verifies its e-mail: the welcoming e-mail is in the outbox.
    const before = new Date(Date.now() - 2000);
    const fresh = await freshAgent('welcome');
    const mail = await latestMail(fresh.email, before);
    expect(mail.subject).toBe(`Welcome to Niaga Demo Sdn Bhd, ${fresh.name}`);
    expect(mail.body).toBe(`Hello ${fresh.name},\nyou are now a Agent under HQ.\nSign in: ${baseUrl()}/login`);
  });

  it('looks right on a phone and a desktop, light and dark (screen, preview, agreements)', async () => {
    const hq = await apiToken(HQ.email, 'hq');
    for (const [size, scheme] of SHOT_PAIRS) {
      const { page, context } = await shotPage(browser, size, scheme, hq);
      await page.goto(`${baseUrl()}/company/welcome-email`);
      await page
        .locator('[data-testid="greeting"][data-level="Agent"]')
        .getByText(/^Updated /)
        .waitFor();
      await shoot(page, `welcome-email-${size}-${scheme}`);
      await page
        .locator('[data-testid="greeting"][data-level="Agent"]')
        .getByRole('button', { name: 'Preview' })
        .click();
      await page.getByTestId('greeting-preview-subject').waitFor();
      await page.screenshot({ path: `${screenshotDir}welcome-email-preview-${size}-${scheme}.png` });
      // The agreements screen beside it, with its PDF field.
      await page.goto(`${baseUrl()}/company/agreements`);
      await page.getByTestId('terms-pdf-field').first().waitFor();
      await shoot(page, `agreements-${size}-${scheme}`);
      await context.close();
    }
  });
});

describe('helpline', () => {
  it('HQ sets the helpline; agents see mailto:, tel: and wa.me links, and the try-again text where one is missing', async () => {
    const hq = await apiToken(HQ.email, 'hq');
    const { page, close } = await signedInPage(browser, hq);
    await page.goto(`${baseUrl()}/`);
    const menu = page.getByTestId('main-menu');
    await menu.getByText('Dashboard', { exact: true }).waitFor();
    // In the "Help" group; a group of one entry (until the FAQ joins it) is shown as that entry.
    if (await menu.getByRole('button', { name: 'Help', exact: true }).count()) await openMenuGroup(page, 'Help');
    await menu.getByText('Helpline', { exact: true }).click();
    await page.waitForURL(`${baseUrl()}/helpline`);
    await page.getByText('No helpline yet').waitFor();
    await page.getByTestId('helpline-edit').first().click();
    const form = page.getByTestId('helpline-form');
    await form.getByLabel('E-mail').fill('not-mail');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Enter a valid email address.').waitFor();
    await form.getByLabel('E-mail').fill('help@demo.niaga.test');
    await form.locator('input[name="phone"]').fill('321600000');
    await form.locator('textarea[name="hours"]').fill('Mon–Fri 9:00–17:00');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Helpline saved.').first().waitFor();
    await page.getByTestId('helpline').waitFor();
    await close();

    const viewer = await apiToken(agent(3).email, 'agent');
    const reader = await signedInPage(browser, viewer);
    await reader.page.goto(`${baseUrl()}/helpline`);
    const email = reader.page.getByTestId('helpline-email');
    expect(await email.getByRole('link', { name: 'Send an e-mail' }).getAttribute('href')).toBe(
      'mailto:help@demo.niaga.test',
    );
    expect(await reader.page.getByTestId('helpline-phone').getByRole('link').getAttribute('href')).toBe(
      'tel:+60321600000',
    );
    // No WhatsApp number yet: spec §8's "try again or contact HQ" instead of a link that cannot open.
    await reader.page
      .getByTestId('helpline-whatsapp')
      .getByText('WhatsApp is not available. Please try again later or contact HQ another way.')
      .waitFor();
    expect(await reader.page.getByTestId('helpline-hours').textContent()).toBe('Mon–Fri 9:00–17:00');
    expect(await reader.page.getByTestId('helpline-edit').count()).toBe(0);

    await call('POST', '/api/setup/helpline/store', hq, {
      email: 'help@demo.niaga.test',
      phoneCode: '+60',
      phone: '321600000',
      whatsappCode: '+60',
      whatsapp: '123456789',
      hours: 'Mon–Fri 9:00–17:00\nSat 9:00–13:00',
    });
    await reader.page.reload();
    const whatsapp = reader.page.getByTestId('helpline-whatsapp').getByRole('link', { name: 'Chat on WhatsApp' });
    expect(await whatsapp.getAttribute('href')).toBe('https://wa.me/60123456789');
    expect(await whatsapp.getAttribute('target')).toBe('_blank');
    await reader.close();
  });

  it('looks right on a phone and a desktop, light and dark', async () => {
    const viewer = await apiToken(agent(3).email, 'agent');
    for (const [size, scheme] of SHOT_PAIRS) {
      const { page, context } = await shotPage(browser, size, scheme, viewer);
      await page.goto(`${baseUrl()}/helpline`);
      await page.getByTestId('helpline-whatsapp').getByRole('link').waitFor();
      await shoot(page, `helpline-${size}-${scheme}`);
      await context.close();
    }
  });
});
