/**
 * The API answers only requests that came through the site's front door (CloudFront in AWS, the local
 * web server's /api proxy on a developer's machine): that proxy adds this header with a secret, and the
 * functions' glue (functions/lib/origin-verify.ts) refuses a request without it. So the execute-api
 * address, which anyone can find, serves nothing, and WAF in front of CloudFront cannot be bypassed.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

export const originVerifyRefusal = {
  message: 'Please use the Neighbourhood Jobs website: this address does not serve the API.',
  code: 'DIRECT_ACCESS_REFUSED',
} as const;
