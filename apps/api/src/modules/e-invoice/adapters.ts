import type { AppDeps } from '../../platform/deps.js';
import { activeIntegration, openCredentials } from '../integrations/integrations.repo.js';
import { baseUrlOf } from '../integrations/provider-http.js';
import type { EInvoiceAdapter } from './adapter.js';
import { MYINVOIS_HOSTS, myInvoisAdapter } from './myinvois.js';
import { sandboxEInvoiceAdapter } from './sandbox-adapter.js';
import { openPkcs12, type SigningCertificate } from './signature.js';
import { makeTestPkcs12 } from './test-certificate.js';

/** One sandbox per process: its submissions are answered by the polling job of the same process. */
const sandbox = sandboxEInvoiceAdapter();

/**
 * The one place that decides where a company's e-invoices go: its active MyInvois integration (LHDN production
 * or pre-production), else the sandbox when EINVOICE_SANDBOX is on (never in production), else nowhere.
 */
export async function companyEInvoiceAdapter(
  deps: Pick<AppDeps, 'db' | 'config' | 'secrets'>,
  companyId: string,
): Promise<EInvoiceAdapter | null> {
  const row = await activeIntegration(deps.db, companyId, 'e_invoice');
  if (row?.provider === 'myinvois') {
    const credentials = openCredentials(deps.secrets, row);
    return myInvoisAdapter({
      clientId: credentials.clientId ?? '',
      clientSecret: credentials.clientSecret ?? '',
      sandbox: row.sandbox,
      baseUrl: baseUrlOf(
        deps.config.NODE_ENV,
        deps.config.MYINVOIS_BASE_URL,
        (row.sandbox ? MYINVOIS_HOSTS.sandbox : MYINVOIS_HOSTS.production).api,
      ),
    });
  }
  return deps.config.EINVOICE_SANDBOX && deps.config.NODE_ENV !== 'production' ? sandbox : null;
}

/** The adapter for checking new credentials before they are saved. */
export function myInvoisFor(
  deps: Pick<AppDeps, 'config'>,
  settings: { clientId: string; clientSecret: string; sandbox: boolean },
) {
  const hosts = settings.sandbox ? MYINVOIS_HOSTS.sandbox : MYINVOIS_HOSTS.production;
  return myInvoisAdapter({
    ...settings,
    baseUrl: baseUrlOf(deps.config.NODE_ENV, deps.config.MYINVOIS_BASE_URL, hosts.api),
  });
}

let sandboxCertificate: SigningCertificate | null = null;

/**
 * The certificate a company's documents are signed with: the PKCS#12 uploaded with its MyInvois integration
 * (null when none was uploaded, or it no longer opens or has expired), or, for the sandbox, a self-made test
 * certificate made once per process (LHDN would refuse it; the sandbox only records what was sent).
 */
export async function companySigningCertificate(
  deps: Pick<AppDeps, 'db' | 'secrets'>,
  companyId: string,
  adapter: EInvoiceAdapter,
  now = new Date(),
): Promise<SigningCertificate | null> {
  if (adapter.name === 'sandbox') {
    sandboxCertificate ??= openPkcs12(makeTestPkcs12({ password: 'sandbox' }), 'sandbox');
    return sandboxCertificate;
  }
  const row = await activeIntegration(deps.db, companyId, 'e_invoice');
  if (row?.provider !== 'myinvois') return null;
  const credentials = openCredentials(deps.secrets, row);
  if (!credentials.certificateP12) return null;
  try {
    return openPkcs12(Buffer.from(credentials.certificateP12, 'base64'), credentials.certificatePassword ?? '', now);
  } catch {
    return null;
  }
}
