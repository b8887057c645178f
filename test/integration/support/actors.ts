import { expect } from 'vitest';
import { ageAt } from '../../../shared/rules/age';
import { claimsOf, latestCode, register, signIn } from './accounts';
import { api } from './api';

/** A signed-in person of the tests: registered, verified and signed in through the API. */
export interface Actor {
  token: string;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Students only. */
  contactNumber?: string;
  zipCode?: string;
  /** Students only: as registered, and today's age from it. */
  dateOfBirth?: string;
  age?: number;
  parentName?: string;
  parentEmail?: string;
}

export async function actorFor(payload: Record<string, unknown>, roleId: 1 | 2): Promise<Actor> {
  const email = payload.emailId as string;
  await register(payload);
  const verified = await api('verifyUser', {
    body: { userId: email, verificationCode: latestCode(email) },
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const { idToken } = await signIn(email, roleId);
  return {
    token: idToken,
    userId: String(claimsOf(idToken).sub),
    email,
    firstName: payload.firstName as string,
    lastName: payload.lastName as string,
    contactNumber: payload.contactNumber as string | undefined,
    zipCode: payload.zipCode as string | undefined,
    ...(typeof payload.dateOfBirth === 'string'
      ? { dateOfBirth: payload.dateOfBirth, age: ageAt(payload.dateOfBirth, new Date()) }
      : {}),
    parentName: payload.parentName as string | undefined,
    parentEmail: payload.parentEmail as string | undefined,
  };
}
