import { Stack, type StackProps } from 'aws-cdk-lib';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { HostedZone } from 'aws-cdk-lib/aws-route53';
import {
  CfnTemplate,
  ConfigurationSet,
  ConfigurationSetTlsPolicy,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { PUBLISHED_SES_EVENTS } from '../../functions/email-events/ses-event';
import { emailTemplates, sesTemplateName } from '../../shared/emails';
import type { StageConfig } from '../config/stages';

export interface EmailStackProps extends StackProps {
  readonly stage: StageConfig;
}

/**
 * SES: the sending identity, a configuration set and the nine notification templates. The
 * configuration set publishes bounces, complaints, deliveries and rejects to the `emailEvents` topic,
 * which the email-events function (api stack) records.
 */
export class EmailStack extends Stack {
  readonly identityArn: string;
  /** The domain (or address) the identity verifies; Cognito needs it to send through SES. */
  readonly verifiedDomain?: string;
  readonly configurationSetName: string;
  readonly configurationSetArn: string;
  readonly templateArns: string[];
  /** SES's BOUNCE, COMPLAINT, DELIVERY and REJECT events for the configuration set. */
  readonly emailEvents: Topic;

  constructor(scope: Construct, id: string, props: EmailStackProps) {
    super(scope, id, props);
    const { email, domain } = props.stage;
    const senderDomain = email.senderAddress.split('@')[1] ?? '';

    let identity: Identity;
    if (email.identity === 'address') {
      identity = Identity.email(email.senderAddress);
    } else if (domain && domain.hostedZone.name === senderDomain) {
      // The stage owns the zone, so SES's DKIM records are created with the identity.
      const zone = HostedZone.fromHostedZoneAttributes(this, 'Zone', {
        hostedZoneId: domain.hostedZone.id,
        zoneName: domain.hostedZone.name,
      });
      identity = Identity.publicHostedZone(zone);
    } else {
      // DKIM records must be published by whoever runs that domain's DNS.
      identity = Identity.domain(senderDomain);
    }
    if (email.identity === 'domain') this.verifiedDomain = senderDomain;

    const configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: `NeighbourhoodJobs-${props.stage.name}`,
      // Mail to parents and employers carries personal data: never deliver it in clear text.
      tlsPolicy: ConfigurationSetTlsPolicy.REQUIRE,
      reputationMetrics: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.configurationSetName = configurationSet.configurationSetName;
    this.configurationSetArn = this.formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: configurationSet.configurationSetName,
    });

    // Encrypted with our own key: SES must be allowed to use it to publish (the AWS managed SNS key
    // cannot be granted to a service).
    const eventsKey = new Key(this, 'EmailEventsKey', {
      description: `NeighbourhoodJobs-${props.stage.name} SES event topic`,
      enableKeyRotation: true,
    });
    eventsKey.grant(new ServicePrincipal('ses.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.emailEvents = new Topic(this, 'EmailEvents', {
      displayName: `Neighbourhood Jobs ${props.stage.name} SES events`,
      masterKey: eventsKey,
      enforceSSL: true,
    });
    configurationSet.addEventDestination('EventsToSns', {
      destination: EventDestination.snsTopic(this.emailEvents),
      events: PUBLISHED_SES_EVENTS.map((event) => EmailSendingEvent[event]),
    });

    const emailIdentity = new EmailIdentity(this, 'Identity', { identity, configurationSet });
    this.identityArn = emailIdentity.emailIdentityArn;

    this.templateArns = emailTemplates.map((template) => {
      const templateName = sesTemplateName(email.templatePrefix, template.name);
      new CfnTemplate(this, `Template${template.name}`, {
        template: {
          templateName,
          subjectPart: template.subject,
          htmlPart: template.html,
          textPart: template.text,
        },
      });
      return this.formatArn({ service: 'ses', resource: 'template', resourceName: templateName });
    });
  }
}
