import forge from 'node-forge';

/**
 * A self-made RSA certificate and its PKCS#12 file, for tests and for the sandbox (which signs with one so the
 * demo flow runs end to end; LHDN would refuse it: it is not issued by a Malaysian CA).
 */
export function makeTestPkcs12(options: {
  password: string;
  notBefore?: Date;
  notAfter?: Date;
  withKey?: boolean;
  commonName?: string;
}): Buffer {
  const keys = forge.pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 });
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = keys.publicKey;
  certificate.serialNumber = '0a1b2c3d4e5f';
  const now = Date.now();
  certificate.validity.notBefore = options.notBefore ?? new Date(now - 86_400_000);
  certificate.validity.notAfter = options.notAfter ?? new Date(now + 365 * 86_400_000);
  const subject = [
    { shortName: 'CN', value: options.commonName ?? 'Niaga Demo Sdn Bhd' },
    { shortName: 'O', value: 'Niaga Demo Sdn Bhd' },
    { shortName: 'C', value: 'MY' },
  ];
  const issuer = [
    { shortName: 'CN', value: 'Niaga Test CA' },
    { shortName: 'O', value: 'Niaga' },
    { shortName: 'C', value: 'MY' },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(issuer);
  certificate.sign(keys.privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(
    options.withKey === false ? null : keys.privateKey,
    [certificate],
    options.password,
    { algorithm: '3des' },
  );
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}
