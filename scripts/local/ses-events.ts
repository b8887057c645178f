import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { answeringFailures } from './answering-failures';

/*
 * What aws-ses-v2-local lacks of SES, added with SES's behaviour, in front of it on the SES
 * port; every other request goes through to it unchanged (the inbox, /store, templates, sends):
 *
 * - The account-level suppression list: PutSuppressedDestination, GetSuppressedDestination,
 *   DeleteSuppressedDestination, ListSuppressedDestinations (`/v2/email/suppression/addresses`).
 * - Event publishing: a send that names the configuration set with an event destination produces
 *   SES's event records (the JSON SES publishes to SNS) for each recipient: a Delivery, or what the
 *   tests asked for that address (a hard Bounce, or a Delivery then a Complaint), and for an address
 *   on the suppression list the Bounce SES gives instead of sending (subtype OnAccountSuppressionList).
 *   They go to `publish`, which the local runner hands to the email-events function in SNS's event
 *   shape, as the topic's subscription would.
 */

export type MailOutcome = 'delivery' | 'bounce' | 'complaint';

export interface SesEventPublisher {
  /** The configuration set whose sends publish events. */
  readonly configurationSet: string;
  /** Called with each SES event record; awaited before the stand-in stops. */
  readonly publish: (event: Record<string, unknown>) => Promise<void>;
}

export interface SesFront {
  readonly server: Server;
  /** What a send to this address produces from now on (the test-only admin endpoint sets it). */
  setOutcome(address: string, outcome: MailOutcome): void;
  clearOutcomes(): void;
  /** Resolves when every event published so far has been handled. */
  settled(): Promise<void>;
}

const SUPPRESSION_PATH = '/v2/email/suppression/addresses';

const normalize = (address: string) => address.trim().toLowerCase();

/** The address inside `Name <address>` or a bare address. */
const bareAddress = (value: string) => /<([^>]+)>/.exec(value)?.[1] ?? value;

export function createSesFront(innerPort: () => number, events?: SesEventPublisher): SesFront {
  const suppressed = new Map<string, { Reason: 'BOUNCE' | 'COMPLAINT'; LastUpdateTime: string }>();
  const outcomes = new Map<string, MailOutcome>();
  const pending = new Set<Promise<void>>();

  const publish = (event: Record<string, unknown>) => {
    if (!events) return;
    const delivery = events.publish(event).finally(() => pending.delete(delivery));
    pending.add(delivery);
  };

  const server = createServer(
    answeringFailures('ses', async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://ses.local');
      const json = (status: number, value?: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(value === undefined ? '{}' : JSON.stringify(value));
      };

      if (url.pathname === SUPPRESSION_PATH || url.pathname.startsWith(`${SUPPRESSION_PATH}/`)) {
        const address = decodeURIComponent(url.pathname.slice(SUPPRESSION_PATH.length + 1));
        if (req.method === 'PUT' && url.pathname === SUPPRESSION_PATH) {
          const { EmailAddress, Reason } = JSON.parse(body.toString('utf8') || '{}') as {
            EmailAddress?: string;
            Reason?: string;
          };
          if (!EmailAddress || (Reason !== 'BOUNCE' && Reason !== 'COMPLAINT')) {
            return json(400, { message: 'EmailAddress and a Reason of BOUNCE or COMPLAINT are required' });
          }
          suppressed.set(normalize(EmailAddress), { Reason, LastUpdateTime: new Date().toISOString() });
          return json(200);
        }
        if (req.method === 'GET' && url.pathname === SUPPRESSION_PATH) {
          return json(200, {
            SuppressedDestinationSummaries: [...suppressed].map(([EmailAddress, entry]) => ({
              EmailAddress,
              ...entry,
            })),
          });
        }
        const entry = suppressed.get(normalize(address));
        if (req.method === 'GET') {
          return entry
            ? json(200, { SuppressedDestination: { EmailAddress: normalize(address), ...entry } })
            : json(404, { message: `Email address ${address} does not exist on your suppression list.` });
        }
        if (req.method === 'DELETE') {
          if (!entry)
            return json(404, {
              message: `Email address ${address} does not exist on your suppression list.`,
            });
          suppressed.delete(normalize(address));
          return json(200);
        }
      }

      const answer = await forward(innerPort(), req, body);
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
      if (req.method === 'POST' && url.pathname === '/v2/email/outbound-emails' && answer.status === 200) {
        publishSendEvents(body, answer.body);
      }
    }),
  );

  function publishSendEvents(requestBody: Buffer, answerBody: Buffer): void {
    if (!events) return;
    const send = JSON.parse(requestBody.toString('utf8')) as {
      ConfigurationSetName?: string;
      FromEmailAddress?: string;
      Destination?: { ToAddresses?: string[]; CcAddresses?: string[]; BccAddresses?: string[] };
      EmailTags?: { Name: string; Value: string }[];
    };
    if (send.ConfigurationSetName !== events.configurationSet) return;
    const { MessageId } = JSON.parse(answerBody.toString('utf8')) as { MessageId: string };
    const destination = [
      ...(send.Destination?.ToAddresses ?? []),
      ...(send.Destination?.CcAddresses ?? []),
      ...(send.Destination?.BccAddresses ?? []),
    ].map(bareAddress);
    const now = new Date().toISOString();
    const mail = {
      timestamp: now,
      messageId: MessageId,
      source: send.FromEmailAddress,
      destination,
      tags: {
        'ses:configuration-set': [events.configurationSet],
        ...Object.fromEntries((send.EmailTags ?? []).map((tag) => [tag.Name, [tag.Value]])),
      },
    };
    for (const address of destination) {
      const bounce = (bounceSubType: string) =>
        publish({
          eventType: 'Bounce',
          mail,
          bounce: {
            bounceType: 'Permanent',
            bounceSubType,
            bouncedRecipients: [{ emailAddress: address, action: 'failed', status: '5.1.1' }],
            timestamp: now,
            feedbackId: randomUUID(),
          },
        });
      if (suppressed.has(normalize(address))) {
        bounce('OnAccountSuppressionList');
        continue;
      }
      const outcome = outcomes.get(normalize(address)) ?? 'delivery';
      if (outcome === 'bounce') {
        bounce('General');
        continue;
      }
      publish({
        eventType: 'Delivery',
        mail,
        delivery: { timestamp: now, recipients: [address], processingTimeMillis: 1, smtpResponse: '250 OK' },
      });
      if (outcome === 'complaint') {
        publish({
          eventType: 'Complaint',
          mail,
          complaint: {
            complainedRecipients: [{ emailAddress: address }],
            timestamp: now,
            feedbackId: randomUUID(),
            complaintFeedbackType: 'abuse',
          },
        });
      }
    }
  }

  return {
    server,
    setOutcome: (address, outcome) => outcomes.set(normalize(address), outcome),
    clearOutcomes: () => outcomes.clear(),
    settled: async () => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

function forward(
  port: number,
  req: IncomingMessage,
  body: Buffer,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, connection: 'close' },
        // A connection per request: a kept-alive socket closed by the SES stand-in as it is reused
        // would fail a send on a busy machine.
        agent: false,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }),
        );
        answer.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** An SES event record in the shape SNS hands a subscribed Lambda function (one record per message). */
export function snsEventOf(topicArn: string, message: Record<string, unknown>) {
  const messageId = randomUUID();
  return {
    Records: [
      {
        EventSource: 'aws:sns',
        EventVersion: '1.0',
        EventSubscriptionArn: `${topicArn}:${randomUUID()}`,
        Sns: {
          Type: 'Notification',
          MessageId: messageId,
          TopicArn: topicArn,
          Subject: null,
          Message: JSON.stringify(message),
          Timestamp: new Date().toISOString(),
          SignatureVersion: '1',
          Signature: '',
          SigningCertUrl: '',
          UnsubscribeUrl: '',
          MessageAttributes: {},
        },
      },
    ],
  };
}
