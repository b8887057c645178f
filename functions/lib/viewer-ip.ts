import type { ApiEvent } from './api-event';

/** Set by CloudFront's viewer-request function on /api (infra/cloudfront/strip-api-prefix.js). */
export const VIEWER_IP_HEADER = 'x-viewer-ip';

/**
 * The viewer's IP, for per-IP limits. In AWS the API answers only through CloudFront (origin-verify),
 * so API Gateway's `sourceIp` is a CloudFront edge, shared by everyone near it: CloudFront's function
 * writes the viewer's own IP into `x-viewer-ip`, replacing any such header the viewer sent. Without
 * it (the local gateway, which sets `sourceIp` from the socket) `sourceIp` is the viewer.
 */
export function viewerIp(event: ApiEvent): string {
  return limitKeyOfIp(viewerAddress(event) ?? 'unknown');
}

/**
 * The viewer's address as it came (not grouped per /64): what Cognito's adaptive authentication
 * (UserContextData) and the API access log record. Undefined when there is none.
 */
export function viewerAddress(event: ApiEvent): string | undefined {
  const fromEdge = event.headers?.[VIEWER_IP_HEADER]?.trim();
  return fromEdge || event.requestContext?.http?.sourceIp || undefined;
}

/**
 * An IPv6 viewer usually holds a whole /64 (a phone or a home router hands out many addresses), so
 * IPv6 is counted per /64; IPv4 per address.
 */
export function limitKeyOfIp(ip: string): string {
  const address = ip.replace(/^\[|\]$/g, '').toLowerCase();
  if (!address.includes(':')) return address;
  if (address.startsWith('::ffff:') && address.includes('.')) return address.slice('::ffff:'.length);
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(Math.max(8 - left.length - right.length, 0)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
