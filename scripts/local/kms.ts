import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

/*
 * The local stand-in for AWS KMS, for the one key the product uses: the stage's credential signing
 * key (ECC_NIST_P256, SIGN_VERIFY), which signs work-history credentials. It speaks KMS's JSON 1.1
 * protocol (`X-Amz-Target: TrentService.<Operation>`), so the functions call it with the SDK's KMS
 * client through AWS_ENDPOINT_URL_KMS, exactly as they call KMS in AWS:
 *   GetPublicKey → the DER SubjectPublicKeyInfo, base64; KeySpec, KeyUsage, SigningAlgorithms
 *   Sign         → ECDSA_SHA_256 over the message (RAW: hashed here, as KMS does; DIGEST: as given),
 *                  the signature DER-encoded, base64, as KMS answers
 *   DescribeKey  → the key's metadata
 * The private key is made once per data folder and kept there (a laptop's "local key"), so a
 * credential signed before a restart still verifies after it. The key id is the alias or the id.
 */

export const LOCAL_CREDENTIAL_KEY_ALIAS = 'alias/NeighbourhoodJobs-local-credentials';

interface KmsError {
  status: number;
  type: string;
  message: string;
}

const fail = (status: number, type: string, message: string): KmsError => ({ status, type, message });

export function createKmsStandIn(dataDir: string): { server: Server; keyId: string } {
  const file = path.join(dataDir, 'kms-credential-key.pem');
  if (!existsSync(file)) {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  }
  const privateKey = createPrivateKey(readFileSync(file, 'utf8'));
  const publicDer = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  // A stable id, as KMS gives each key one: derived from the key itself.
  const keyId = createHash('sha256')
    .update(publicDer)
    .digest('hex')
    .slice(0, 32)
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
  const arn = `arn:aws:kms:us-east-1:123456789012:key/${keyId}`;
  const known = new Set([
    keyId,
    arn,
    LOCAL_CREDENTIAL_KEY_ALIAS,
    `arn:aws:kms:us-east-1:123456789012:${LOCAL_CREDENTIAL_KEY_ALIAS}`,
  ]);

  type Operation = (input: Record<string, unknown>) => Record<string, unknown>;
  const describeKey: Operation = () => ({
    KeyMetadata: {
      KeyId: keyId,
      Arn: arn,
      KeySpec: 'ECC_NIST_P256',
      KeyUsage: 'SIGN_VERIFY',
      Enabled: true,
      KeyState: 'Enabled',
    },
  });
  const getPublicKey: Operation = () => ({
    KeyId: arn,
    PublicKey: publicDer.toString('base64'),
    KeySpec: 'ECC_NIST_P256',
    KeyUsage: 'SIGN_VERIFY',
    SigningAlgorithms: ['ECDSA_SHA_256'],
  });
  const signMessage: Operation = (input) => {
    if (input.SigningAlgorithm !== 'ECDSA_SHA_256') {
      throw fail(
        400,
        'InvalidKeyUsageException',
        `The key does not support ${String(input.SigningAlgorithm)}`,
      );
    }
    const message = Buffer.from(String(input.Message ?? ''), 'base64');
    if (message.length === 0 || message.length > 4096) {
      throw fail(400, 'ValidationException', 'Message must be 1 to 4096 bytes');
    }
    // Node signs a message (hashing it), not a digest: the one form the product sends is RAW.
    if (input.MessageType === 'DIGEST') {
      throw fail(400, 'UnsupportedOperationException', 'Only MessageType RAW is supported locally');
    }
    // SHA-256 of the message, signed, answered DER-encoded: what KMS does for ECDSA_SHA_256.
    const signature = sign('sha256', message, { key: privateKey, dsaEncoding: 'der' });
    return { KeyId: arn, Signature: signature.toString('base64'), SigningAlgorithm: 'ECDSA_SHA_256' };
  };
  const operations = new Map<string, Operation>([
    ['DescribeKey', describeKey],
    ['GetPublicKey', getPublicKey],
    ['Sign', signMessage],
  ]);

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
      res.end(JSON.stringify(body));
    };
    try {
      const target = String(req.headers['x-amz-target'] ?? '');
      const operation = operations.get(target.replace(/^TrentService\./, ''));
      if (!operation) throw fail(400, 'UnsupportedOperationException', `${target} is not supported locally`);
      const input = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      if (!known.has(String(input.KeyId ?? '')))
        throw fail(400, 'NotFoundException', `Key '${String(input.KeyId)}' does not exist`);
      reply(200, operation(input));
    } catch (error) {
      const known = error as Partial<KmsError>;
      if (known.type) reply(known.status ?? 400, { __type: known.type, message: known.message });
      else reply(500, { __type: 'KMSInternalException', message: (error as Error).message });
    }
  });
  return { server, keyId };
}
