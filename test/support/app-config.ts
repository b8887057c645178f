import type { AppConfig } from '../../shared/schemas/app-config';

/** A stage's settings as a test writes them into a page: the site at https://jobs.example, with Google sign-in. */
export const appConfigFixture: AppConfig = {
  stage: 'test',
  apiBaseUrl: '/api',
  siteUrl: 'https://jobs.example',
  region: 'us-east-1',
  userPoolId: 'us-east-1_abc',
  userPoolClientId: 'client',
  oauthBaseUrl: 'https://auth.jobs.example',
  googleProviderName: 'Google',
  supportEmail: 'help@jobs.example',
  social: { facebook: 'https://f.example', instagram: 'https://i.example', x: 'https://x.example' },
  rum: null,
};
