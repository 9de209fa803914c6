import { createHash, createSign } from 'node:crypto';
import forge from 'node-forge';

/**
 * The digital signature of a MyInvois document version 1.1 (LHDN SDK "Digital Signature", JSON form): an
 * enveloped XAdES signature whose parts are written as UBL JSON. Steps, as the guide numbers them:
 * 1. the document minified, without `UBLExtensions` and `Signature`; 2. its SHA-256 (DocDigest);
 * 3. that text signed RSA-SHA256 with the company's key (SignatureValue); 4. the certificate's SHA-256 (CertDigest);
 * 5. SignedProperties (signing time, cert digest, issuer, serial); 6. their minified SHA-256 (PropsDigest);
 * 7. `UBLExtensions` and `Signature` added to the document.
 */

export type SigningCertificate = {
  /** PEM of the private key and of the certificate. */
  keyPem: string;
  certificatePem: string;
  /** DER of the certificate, base64. */
  certificateBase64: string;
  subject: string;
  issuer: string;
  serialNumber: string;
  notBefore: Date;
  notAfter: Date;
};

export type CertificateProblem = 'wrongPassword' | 'noPrivateKey' | 'expired' | 'notYetValid' | 'unreadable';

export class CertificateError extends Error {
  constructor(readonly problem: CertificateProblem) {
    super(problem);
  }
}

/** An X.509 name as LHDN's sample prints it: in the certificate's order, `C=MY, O=…, CN=…`. */
const nameOf = (attributes: forge.pki.CertificateField[]) =>
  attributes.map((a) => `${a.shortName ?? a.name ?? a.type}=${a.value}`).join(', ');

/** The PKCS#12 file (.p12/.pfx) HQ uploads, opened with its password; refused when it cannot sign today. */
export function openPkcs12(file: Buffer, password: string, now = new Date()): SigningCertificate {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(file.toString('binary')));
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    const message = String((error as Error)?.message ?? '');
    throw new CertificateError(/password|MAC/i.test(message) ? 'wrongPassword' : 'unreadable');
  }
  const bagsOf = (type: string) => p12.getBags({ bagType: type })[type] ?? [];
  const { pkcs8ShroudedKeyBag, keyBag, certBag } = forge.pki.oids as Record<string, string>;
  const keyBags = [...bagsOf(pkcs8ShroudedKeyBag as string), ...bagsOf(keyBag as string)];
  const key = keyBags.find((bag) => bag.key)?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new CertificateError('noPrivateKey');
  const certificates = bagsOf(certBag as string)
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => Boolean(cert));
  // The signing certificate is the one whose public key matches the private key (the others are its CA chain).
  const certificate = certificates.find((cert) => (cert.publicKey as forge.pki.rsa.PublicKey).n?.equals(key.n));
  if (!certificate) throw new CertificateError('noPrivateKey');
  if (certificate.validity.notAfter < now) throw new CertificateError('expired');
  if (certificate.validity.notBefore > now) throw new CertificateError('notYetValid');
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes();
  return {
    keyPem: forge.pki.privateKeyToPem(key),
    certificatePem: forge.pki.certificateToPem(certificate),
    certificateBase64: forge.util.encode64(der),
    subject: nameOf(certificate.subject.attributes),
    issuer: nameOf(certificate.issuer.attributes),
    // LHDN wants the serial as a decimal integer.
    serialNumber: BigInt(`0x${certificate.serialNumber}`).toString(10),
    notBefore: certificate.validity.notBefore,
    notAfter: certificate.validity.notAfter,
  };
}

const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const SIGNED_PROPS_TYPE = 'http://uri.etsi.org/01903/v1.3.2#SignedProperties';
const v = (value: string) => [{ _: value }];

type UblDocument = { Invoice?: Array<Record<string, unknown>> } & Record<string, unknown>;
const ROOT = 'Invoice';

/** Step 1: the document without its signature parts, minified (JSON.stringify keeps the builder's key order). */
export function unsignedText(document: UblDocument): string {
  const [invoice, ...rest] = (document[ROOT] as Array<Record<string, unknown>>) ?? [];
  const { UBLExtensions: _e, Signature: _s, ...unsigned } = invoice ?? {};
  return JSON.stringify({ ...document, [ROOT]: [unsigned, ...rest] });
}

export const sha256Base64 = (data: string | Buffer) => createHash('sha256').update(data).digest('base64');

/** SigningTime: UTC to the second, `2024-07-23T15:14:54Z`. */
const signingTime = (at: Date) => `${at.toISOString().slice(0, 19)}Z`;

export function signedPropertiesOf(certificate: SigningCertificate, at: Date) {
  return {
    Id: 'id-xades-signed-props',
    SignedSignatureProperties: [
      {
        SigningTime: v(signingTime(at)),
        SigningCertificate: [
          {
            Cert: [
              {
                CertDigest: [
                  {
                    DigestMethod: [{ _: '', Algorithm: SHA256 }],
                    DigestValue: v(sha256Base64(Buffer.from(certificate.certificateBase64, 'base64'))),
                  },
                ],
                IssuerSerial: [
                  { X509IssuerName: v(certificate.issuer), X509SerialNumber: v(certificate.serialNumber) },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}

/** The signed document: steps 1–7 over a UBL JSON document built by `toUblJson`. */
export function signDocument(document: UblDocument, certificate: SigningCertificate, at: Date) {
  const text = unsignedText(document);
  const docDigest = sha256Base64(Buffer.from(text, 'utf8'));
  const signatureValue = createSign('RSA-SHA256').update(text, 'utf8').sign(certificate.keyPem, 'base64');
  const signedProperties = signedPropertiesOf(certificate, at);
  const propsDigest = sha256Base64(Buffer.from(JSON.stringify(signedProperties), 'utf8'));
  const issuerSerial = [{ X509IssuerName: v(certificate.issuer), X509SerialNumber: v(certificate.serialNumber) }];
  const extensions = [
    {
      UBLExtension: [
        {
          ExtensionURI: v('urn:oasis:names:specification:ubl:dsig:enveloped:xades'),
          ExtensionContent: [
            {
              UBLDocumentSignatures: [
                {
                  SignatureInformation: [
                    {
                      ID: v('urn:oasis:names:specification:ubl:signature:1'),
                      ReferencedSignatureID: v('urn:oasis:names:specification:ubl:signature:Invoice'),
                      Signature: [
                        {
                          Id: 'signature',
                          Object: [
                            { QualifyingProperties: [{ Target: 'signature', SignedProperties: [signedProperties] }] },
                          ],
                          KeyInfo: [
                            {
                              X509Data: [
                                {
                                  X509Certificate: v(certificate.certificateBase64),
                                  X509SubjectName: v(certificate.subject),
                                  X509IssuerSerial: issuerSerial,
                                },
                              ],
                            },
                          ],
                          SignatureValue: v(signatureValue),
                          SignedInfo: [
                            {
                              SignatureMethod: [{ _: '', Algorithm: RSA_SHA256 }],
                              Reference: [
                                {
                                  Type: SIGNED_PROPS_TYPE,
                                  URI: '#id-xades-signed-props',
                                  DigestMethod: [{ _: '', Algorithm: SHA256 }],
                                  DigestValue: v(propsDigest),
                                },
                                {
                                  Type: '',
                                  URI: '',
                                  DigestMethod: [{ _: '', Algorithm: SHA256 }],
                                  DigestValue: v(docDigest),
                                },
                              ],
                            },
                          ],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
  const [invoice, ...rest] = document[ROOT] as Array<Record<string, unknown>>;
  const signed = {
    ...invoice,
    UBLExtensions: extensions,
    Signature: [
      {
        ID: v('urn:oasis:names:specification:ubl:signature:Invoice'),
        SignatureMethod: v('urn:oasis:names:specification:ubl:dsig:enveloped:xades'),
      },
    ],
  };
  return { ...document, [ROOT]: [signed, ...rest] };
}
