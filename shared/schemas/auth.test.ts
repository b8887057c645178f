import { describe, expect, it } from 'vitest';
import { confirmForgotPasswordSchema, signInSchema, verificationErrorText, verifyUserSchema } from './auth';

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('auth schemas', () => {
  it('sign-in needs e-mail, password and the tab', () => {
    expect(
      signInSchema.safeParse({ emailId: 'A@b.co', password: 'x', expectedRoleId: 2 }).data?.emailId,
    ).toBe('a@b.co');
    expect(messageOf(signInSchema.safeParse({ emailId: 'a@b.co', password: '', expectedRoleId: 1 }))).toBe(
      'Password is required',
    );
    expect(
      messageOf(signInSchema.safeParse({ emailId: 'a@b.co', password: 'x', expectedRoleId: 3 })),
    ).toMatch(/tab/);
  });

  it('codes are 6 digits', () => {
    expect(messageOf(verifyUserSchema.safeParse({ userId: 'a@b.co', verificationCode: '12a456' }))).toBe(
      'Please enter numbers only',
    );
    expect(messageOf(verifyUserSchema.safeParse({ userId: 'a@b.co', verificationCode: '12345' }))).toBe(
      'Code must be 6 digits',
    );
    expect(verifyUserSchema.safeParse({ userId: 'a@b.co', verificationCode: '012345' }).success).toBe(true);
  });

  it('a new password meets every rule', () => {
    expect(
      messageOf(
        confirmForgotPasswordSchema.safeParse({
          email: 'a@b.co',
          confirmationCode: '123456',
          newPassword: 'abc',
        }),
      ),
    ).toBe('Password must be at least 8 characters long');
  });

  it('splits verification errors at the first colon', () => {
    expect(verificationErrorText('VerificationFailed: That code is not right: try again.')).toBe(
      'That code is not right: try again.',
    );
    expect(verificationErrorText('No colon')).toBe('No colon');
  });
});
