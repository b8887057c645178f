import { SecretValue, Validations } from 'aws-cdk-lib';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { StageConfig } from '../config/stages';

/*
 * The stage's generated secrets. The functions read them at run time through the Parameters and
 * Secrets extension (functions/lib/secrets.ts): their environment holds only the secret's name.
 *
 * - origin verify: what CloudFront sends to the API in ORIGIN_VERIFY_HEADER (shared/origin-verify.ts)
 *   and the functions compare (functions/lib/origin-verify.ts). The web stack reads it by name, as a
 *   CloudFormation dynamic reference resolved at deploy, into the distribution's origin header (the
 *   one place its value must be configuration): so no cross-stack export pins it.
 * - link signing: the key that signs the links in e-mails that act without a sign-in
 *   (functions/lib/signed-token.ts).
 */

export const originVerifySecretName = (stage: StageConfig) => `NeighbourhoodJobs-${stage.name}-origin-verify`;
export const linkSigningSecretName = (stage: StageConfig) => `NeighbourhoodJobs-${stage.name}-link-signing`;

/** The secret's value for CloudFront's origin header (a `{{resolve:secretsmanager:…}}` reference). */
export const originVerifyValue = (stage: StageConfig) =>
  SecretValue.secretsManager(originVerifySecretName(stage)).unsafeUnwrap();

interface StageSecretProps {
  secretName: string;
  description: string;
  /** Why it is not rotated automatically (cdk-nag AwsSolutions-SMG4). */
  notRotatedBecause: string;
}

/** A secret Secrets Manager generates once per stage. */
export class StageSecret extends Construct {
  readonly secret: Secret;
  /** The literal name (the secret's `secretName` attribute is a token parsed out of its ARN). */
  readonly secretName: string;

  constructor(scope: Construct, id: string, props: StageSecretProps) {
    super(scope, id);
    this.secretName = props.secretName;
    this.secret = new Secret(this, 'Secret', {
      secretName: props.secretName,
      description: props.description,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    Validations.of(this.secret).acknowledge({ id: 'AwsSolutions-SMG4', reason: props.notRotatedBecause });
  }

  /** The name a function's environment holds, and read access to the value. */
  grantRead(grantee: IGrantable): string {
    this.secret.grantRead(grantee);
    return this.secretName;
  }
}

export const originVerifySecret = (scope: Construct, stage: StageConfig) =>
  new StageSecret(scope, 'OriginVerify', {
    secretName: originVerifySecretName(stage),
    description:
      'Sent by CloudFront to the HTTP API; requests without it are refused (the API is only served through CloudFront).',
    notRotatedBecause:
      'Not rotated automatically: CloudFront reads it at deploy, so a rotation lambda would break the API ' +
      'until the Web stack redeploys. To change it: update the secret, then deploy the Api and Web stacks.',
  });

export const linkSigningSecret = (scope: Construct, stage: StageConfig) =>
  new StageSecret(scope, 'LinkSigning', {
    secretName: linkSigningSecretName(stage),
    description:
      'Signs the links in e-mails that act without a sign-in (guardian invitations and approvals, alert unsubscribes).',
    notRotatedBecause:
      'Not rotated automatically: a new key voids every link already in an inbox (an invitation is valid for 7 days). ' +
      'To rotate after a leak: update the secret; the functions read it again when their containers are replaced.',
  });
