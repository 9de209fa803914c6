import { createHash, createVerify, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { toUblJson } from './document.js';
import { sampleInvoice } from './document-fixtures.js';
import { type CertificateError, openPkcs12, type SigningCertificate, signDocument, unsignedText } from './signature.js';
import { makeTestPkcs12 } from './test-certificate.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const AT = new Date('2026-10-15T02:31:05.123Z');
const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('base64');

/** The sample's placeholders put in place of our values, so the shape can be compared with LHDN's. */
function withPlaceholders(invoice: any) {
  const signature =
    invoice.UBLExtensions[0].UBLExtension[0].ExtensionContent[0].UBLDocumentSignatures[0].SignatureInformation[0]
      .Signature[0];
  const props = signature.Object[0].QualifyingProperties[0].SignedProperties[0].SignedSignatureProperties[0];
  props.SigningTime[0]._ = '<SIGNING TIME>';
  const cert = props.SigningCertificate[0].Cert[0];
  cert.CertDigest[0].DigestValue[0]._ = '<CERT DIGEST>';
  const x509 = signature.KeyInfo[0].X509Data[0];
  for (const serial of [cert.IssuerSerial[0], x509.X509IssuerSerial[0]]) {
    serial.X509IssuerName[0]._ = '<ISSUER>';
    serial.X509SerialNumber[0]._ = '<SERIAL>';
  }
  x509.X509Certificate[0]._ = '<CERTIFICATE>';
  x509.X509SubjectName[0]._ = '<SUBJECT>';
  signature.SignatureValue[0]._ = '<SIGNATURE VALUE>';
  signature.SignedInfo[0].Reference[0].DigestValue[0]._ = '<PROPS DIGEST>';
  signature.SignedInfo[0].Reference[1].DigestValue[0]._ = '<DOC DIGEST>';
  return { UBLExtensions: invoice.UBLExtensions, Signature: invoice.Signature };
}

describe('MyInvois digital signature (document version 1.1)', () => {
  let certificate: SigningCertificate;
  let file: Buffer;
  beforeAll(() => {
    file = makeTestPkcs12({ password: 'rahsia' });
    certificate = openPkcs12(file, 'rahsia');
  });

  it('opens the PKCS#12 file: subject, issuer, decimal serial, dates', () => {
    expect(certificate.subject).toBe('CN=Niaga Demo Sdn Bhd, O=Niaga Demo Sdn Bhd, C=MY');
    expect(certificate.issuer).toBe('CN=Niaga Test CA, O=Niaga, C=MY');
    expect(certificate.serialNumber).toBe(String(0x0a1b2c3d4e5f));
    expect(certificate.notAfter.getTime()).toBeGreaterThan(Date.now());
  });

  it('refuses a wrong password, an expired certificate and a file without a private key', () => {
    const problem = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return (error as CertificateError).problem;
      }
      return null;
    };
    expect(problem(() => openPkcs12(file, 'salah'))).toBe('wrongPassword');
    const expired = makeTestPkcs12({
      password: 'p',
      notBefore: new Date('2020-01-01'),
      notAfter: new Date('2021-01-01'),
    });
    expect(problem(() => openPkcs12(expired, 'p'))).toBe('expired');
    expect(problem(() => openPkcs12(makeTestPkcs12({ password: 'p', withKey: false }), 'p'))).toBe('noPrivateKey');
    expect(problem(() => openPkcs12(Buffer.from('not a p12'), 'p'))).toBe('unreadable');
  });

  it('signs the minified document without UBLExtensions/Signature, and the signature verifies', () => {
    const document = toUblJson(sampleInvoice());
    const signed = signDocument(document, certificate, AT) as any;
    const invoice = signed.Invoice[0];
    const signature =
      invoice.UBLExtensions[0].UBLExtension[0].ExtensionContent[0].UBLDocumentSignatures[0].SignatureInformation[0]
        .Signature[0];
    // Step 1: the signed text is the document as built, minified; signing it again changes nothing in it.
    const text = JSON.stringify(document);
    expect(unsignedText(signed)).toBe(text);
    const publicKey = new X509Certificate(certificate.certificatePem).publicKey;
    expect(
      createVerify('RSA-SHA256').update(text, 'utf8').verify(publicKey, signature.SignatureValue[0]._, 'base64'),
    ).toBe(true);
    expect(
      createVerify('RSA-SHA256').update(`${text} `, 'utf8').verify(publicKey, signature.SignatureValue[0]._, 'base64'),
    ).toBe(false);
    const [propsRef, docRef] = signature.SignedInfo[0].Reference;
    expect(docRef.DigestValue[0]._).toBe(sha(text));
    const der = new X509Certificate(certificate.certificatePem).raw;
    expect(signature.KeyInfo[0].X509Data[0].X509Certificate[0]._).toBe(der.toString('base64'));
    const props = signature.Object[0].QualifyingProperties[0].SignedProperties[0];
    const cert = props.SignedSignatureProperties[0].SigningCertificate[0].Cert[0];
    expect(cert.CertDigest[0].DigestValue[0]._).toBe(sha(der));
    expect(props.SignedSignatureProperties[0].SigningTime[0]._).toBe('2026-10-15T02:31:05Z');
    expect(propsRef.DigestValue[0]._).toBe(sha(JSON.stringify(props)));
  });

  it("has the JSON shape of LHDN's signed sample (golden file)", () => {
    const signed = signDocument(toUblJson(sampleInvoice()), certificate, AT) as any;
    const golden = JSON.parse(
      readFileSync(path.join(here, 'golden', 'lhdn-1.1-signature-sample-structure.json'), 'utf8'),
    );
    const { _comment, ...sample } = golden;
    expect(withPlaceholders(signed.Invoice[0])).toEqual(sample);
  });
});
