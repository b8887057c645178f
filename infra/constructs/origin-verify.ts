import { SecretValue, Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { StageConfig } from '../config/stages';

/*
 * The secret CloudFront sends to the API in ORIGIN_VERIFY_HEADER (shared/origin-verify.ts) and the
 * functions compare (functions/lib/origin-verify.ts). The API stack creates it; the web stack reads it
 * by name, so no cross-stack export pins it. Both take it as a CloudFormation dynamic reference,
 * resolved at deploy: the value is in no template, only in the distribution's and functions' settings.
 */

export const originVerifySecretName = (stage: StageConfig) => `NeighbourhoodJobs-${stage.name}-origin-verify`;

/** The secret's value for CloudFront's origin header (a `{{resolve:secretsmanager:…}}` reference). */
export const originVerifyValue = (stage: StageConfig) =>
  SecretValue.secretsManager(originVerifySecretName(stage)).unsafeUnwrap();

export class OriginVerifySecret extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string, props: { stage: StageConfig }) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      secretName: originVerifySecretName(props.stage),
      description:
        'Sent by CloudFront to the HTTP API; requests without it are refused (the API is only served through CloudFront).',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Not rotated automatically: CloudFront and the functions read it at deploy, so a rotation lambda would ' +
        'break the API until both redeploy. To change it: update the secret, then deploy the Api and Web stacks.',
    });
  }

  /** The value for the functions' environment (a dynamic reference to this secret). */
  get value(): string {
    return this.secret.secretValue.unsafeUnwrap();
  }
}
