/**
 * The parts of oauth4webapi that the Google sign-in uses, named here so the bundler keeps only these:
 * imported whole (`await import('oauth4webapi')`) the library came along entire, 14 KB gzip.
 */
export { calculatePKCECodeChallenge, generateRandomCodeVerifier, generateRandomState } from 'oauth4webapi';
