import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, call, signedInPage } from './recruitment-support';
import { baseUrl, HQ } from './support/browser';
import { sql } from './support/mail';
import { SHOT_PAIRS, shoot, VIEWPORTS } from './support/screens';
import { browser } from './support/shared-browser';

const received: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, done) {
    stream.resume();
    stream.on('end', () => {
      received.push(session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','));
      done();
    });
  },
});
let token: string;
let port: number;

beforeAll(async () => {
  token = await apiToken(HQ.email, 'hq');
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => smtp.close(() => done())));

describe('e-mail notifications', () => {
  it('HQ chooses who is told, stores an address and its mail server after a test mail, previews and resends', async () => {
    const { page, close } = await signedInPage(browser, token);
    await page.goto(`${baseUrl()}/company/notifications`);
    await page.getByTestId('notification-matrix').waitFor();
    await page.getByTestId('check-order_shipped-upline').click();
    await page.getByTestId('matrix-save').click();
    await page.getByText('Notification settings saved.').first().waitFor();

    await page.getByTestId('field-hqAddresses').fill('ops@demo.niaga.test');
    await page.getByTestId('field-hqAddresses').press('Enter');
    await page.getByTestId('hq-addresses-save').click();
    await page.getByText('HQ e-mail addresses saved.').first().waitFor();

    // A server that is not there: refused with the reason, and "Save anyway" offered.
    await page.getByTestId('field-smtp-host').fill('127.0.0.1');
    await page.locator('input[name="port"]').fill('1');
    await page.getByTestId('field-smtp-fromEmail').fill('orders@demo.niaga.test');
    await page.getByTestId('smtp-save').click();
    await page.getByTestId('smtp-unreachable').waitFor();
    await page.locator('input[name="port"]').fill(String(port));
    await page.getByTestId('smtp-test').click();
    await page.getByText(`A test e-mail has been sent to ${HQ.email}.`).first().waitFor();
    await page.getByTestId('smtp-save').click();
    await page.getByText('Mail server saved.').first().waitFor();
    await page.getByTestId('smtp-in-use').getByText('127.0.0.1').waitFor();
    expect(received).toEqual([HQ.email, HQ.email]);

    await page.getByTestId('preview-language').getByText('MS').click();
    await page.getByTestId('preview-mail').getByText('Niaga Demo Sdn Bhd: pesanan ORD-240001 dibuat').waitFor();

    const settings = await call<{ events: Array<{ event: string; upline: boolean }>; hqAddresses: string[] }>(
      'GET',
      '/api/setup/company-features/notification',
      token,
    );
    expect(settings.events.find((item) => item.event === 'order_shipped')?.upline).toBe(true);
    expect(settings.hqAddresses).toEqual(['ops@demo.niaga.test']);

    await sql(
      `insert into mail_outbox (company_id, id, to_email, subject, body, error, attempts, failed_at)
       values ('demo', 'e2e-failed-mail', 'agent1@demo.niaga.test', 'Niaga Demo Sdn Bhd: order shipped', 'Body',
               '550 mailbox unavailable', 5, now())`,
    );
    await page.reload();
    await page.getByTestId('failed-mail-row').getByText('550 mailbox unavailable').waitFor();
    for (const [viewport, scheme] of SHOT_PAIRS) {
      const shot = await signedInPage(browser, token, { viewport: VIEWPORTS[viewport], scheme });
      await shot.page.goto(`${baseUrl()}/company/notifications`);
      await shot.page.getByTestId('failed-mail-row').waitFor();
      await shot.page.getByTestId('preview-mail').waitFor();
      await shoot(shot.page, `notifications-${viewport}-${scheme}`);
      await shot.close();
    }
    await page.getByTestId('resend').click();
    await page.getByText('The e-mail is queued again.').first().waitFor();
    await page.getByText('No failed e-mails').waitFor();
    await close();
  });
});
