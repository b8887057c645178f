import net from 'node:net';

export interface Ports {
  /** The web app and /api on one origin, as CloudFront serves them. */
  app: number;
  dynamodb: number;
  cognito: number;
  ses: number;
  /** Lambda Invoke API stand-in for the async notify function. */
  lambda: number;
  /** Amazon Location stand-in (the US gazetteer). */
  location: number;
  /** SQS stand-in (local-aws-sqs): the notifications queue and its dead-letter queue. */
  sqs: number;
  /** The AWS Parameters and Secrets Lambda Extension stand-in (its port in AWS is 2773 too). */
  secrets: number;
  /** The live messages WebSocket API stand-in's management API (@connections), for the functions. */
  live: number;
  /** KMS stand-in: the credential signing key. */
  kms: number;
}

export const defaultPorts: Ports = {
  app: 5173,
  dynamodb: 4567,
  cognito: 9229,
  ses: 8005,
  lambda: 9001,
  location: 9002,
  sqs: 9324,
  secrets: 2773,
  live: 9003,
  kms: 9004,
};

const portLabels: Record<keyof Ports, string> = {
  app: 'the web app',
  dynamodb: 'local DynamoDB (dynalite)',
  cognito: 'local Cognito (cognito-local)',
  ses: 'local SES and the inbox (aws-ses-v2-local)',
  lambda: 'the local Lambda invoke endpoint',
  location: 'the local places service',
  sqs: 'the local SQS (the notifications queue and its dead-letter queue)',
  secrets: "the functions' local secrets endpoint (the Parameters and Secrets extension)",
  live: 'the live messages management API (posting to a WebSocket connection)',
  kms: 'the local KMS (the credential signing key)',
};

export class PortInUseError extends Error {}

/** Fails fast, naming the port and what needed it, before anything starts. */
export async function assertPortsFree(ports: Ports): Promise<void> {
  for (const [name, port] of Object.entries(ports) as [keyof Ports, number][]) {
    if (!(await isFree(port))) {
      throw new PortInUseError(
        `Port ${port} is already in use, and ${portLabels[name]} needs it. ` +
          `Stop the other process (is another "npm start" running?) or choose another port with NJ_PORT_${name.toUpperCase()}=<port>.`,
      );
    }
  }
}

/** True when nothing listens on `port` (127.0.0.1). */
export function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Listens on a port that the kernel chooses, and holds it until closed. */
function holdFreePort(): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

function portOf(server: net.Server): number {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

function release(server: net.Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

export async function freePort(): Promise<number> {
  const server = await holdFreePort();
  const port = portOf(server);
  await release(server);
  return port;
}

/**
 * A port for each service, all different. Each is held until every one is chosen: a port released at
 * once can be the kernel's next answer. That happened: Cognito and SES were given the same port, the
 * SES stand-in took it first, and the stack's first Cognito call got the inbox's HTML.
 */
export async function freePorts(): Promise<Ports> {
  const ports = { ...defaultPorts };
  const held: net.Server[] = [];
  try {
    for (const name of Object.keys(ports) as (keyof Ports)[]) {
      const server = await holdFreePort();
      held.push(server);
      ports[name] = portOf(server);
    }
    return ports;
  } finally {
    await Promise.all(held.map(release));
  }
}

export function portsFromEnv(env: NodeJS.ProcessEnv = process.env): Ports {
  const pick = (name: keyof Ports) => {
    const value = env[`NJ_PORT_${name.toUpperCase()}`];
    return value ? Number(value) : defaultPorts[name];
  };
  return {
    app: pick('app'),
    dynamodb: pick('dynamodb'),
    cognito: pick('cognito'),
    ses: pick('ses'),
    lambda: pick('lambda'),
    location: pick('location'),
    sqs: pick('sqs'),
    secrets: pick('secrets'),
    live: pick('live'),
    kms: pick('kms'),
  };
}

export function waitForPort(port: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline)
          reject(new Error(`Nothing answered on port ${port} within ${timeoutMs} ms`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}
