import {
  employerDisplayBodySchema,
  employerDisplayResponseSchema,
  employerDisplaySavedSchema,
} from '../schemas/employer-display';
import { mailStatusResponseSchema } from '../schemas/mail-status';
import {
  dateOfBirthBodySchema,
  profileMessageResponseSchema,
  profileResponseSchema,
  profileUpdateSchema,
  registrationResponseSchema,
  registrationSchema,
  socialSignUpSchema,
} from '../schemas/user';
import type { RouteContract } from './route-contract';

/** The users function's routes (functions/users): registration and the caller's own profile. */
export const registerUser = {
  name: 'registerUser',
  limits: ['registerPerAddress', 'registerPerIp'],
  body: registrationSchema,
  status: 201,
  response: registrationResponseSchema,
} as const satisfies RouteContract;

export const getOwnProfile = {
  name: 'getOwnProfile',
  response: profileResponseSchema,
} as const satisfies RouteContract;

export const updateOwnProfile = {
  name: 'updateOwnProfile',
  limits: ['profileUpdate'],
  body: profileUpdateSchema,
  response: profileMessageResponseSchema,
} as const satisfies RouteContract;

export const completeSocialSignUp = {
  name: 'completeSocialSignUp',
  body: socialSignUpSchema,
  status: 201,
  response: profileMessageResponseSchema,
} as const satisfies RouteContract;

export const getMailStatus = {
  name: 'getMailStatus',
  response: mailStatusResponseSchema,
} as const satisfies RouteContract;

export const confirmDateOfBirth = {
  name: 'confirmDateOfBirth',
  limits: ['profileUpdate'],
  body: dateOfBirthBodySchema,
  response: profileMessageResponseSchema,
} as const satisfies RouteContract;

/** How work histories name the employer: by name, or as "A household in Austin, TX". */
export const getEmployerDisplay = {
  name: 'getEmployerDisplay',
  response: employerDisplayResponseSchema,
} as const satisfies RouteContract;

export const setEmployerDisplay = {
  name: 'setEmployerDisplay',
  body: employerDisplayBodySchema,
  response: employerDisplaySavedSchema,
} as const satisfies RouteContract;
