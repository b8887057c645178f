import { describe, expect, it } from 'vitest';
import {
  latestCode,
  newEmail,
  PASSWORD,
  registerVerified,
  studentPayload,
  wrongCode,
} from './support/accounts';
import { api } from './support/api';

const SENT = 'Reset code sent to your email. Please check your inbox.';
const NEW_PASSWORD = 'Fresh-start9!';

describe('password reset', () => {
  it('sends a code, refuses a wrong one, resets with the right one; only the new password then works', async () => {
    const { emailId } = await registerVerified(studentPayload());
    const sent = await api('forgotPassword', { body: { email: emailId } });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ message: SENT });
    const code = latestCode(emailId);

    const wrong = await api('confirmForgotPassword', {
      body: { email: emailId, confirmationCode: wrongCode(code), newPassword: NEW_PASSWORD },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('CODE_MISMATCH');
    expect(wrong.body.message).toBe(
      'That reset code is not right. Check the latest e-mail or request a new code.',
    );

    const ok = await api('confirmForgotPassword', {
      body: { email: emailId, confirmationCode: code, newPassword: NEW_PASSWORD },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'Password reset successful!' });

    const withNew = await api('signIn', {
      body: { emailId, password: NEW_PASSWORD, expectedRoleId: 1 },
    });
    expect(withNew.status).toBe(200);
    const withOld = await api('signIn', {
      body: { emailId, password: PASSWORD, expectedRoleId: 1 },
    });
    expect(withOld.status).toBe(401);
  });

  it('gives the same answer for an address with no account', async () => {
    const res = await api('forgotPassword', { body: { email: newEmail('nobody') } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: SENT });
    const confirm = await api('confirmForgotPassword', {
      body: { email: newEmail('nobody'), confirmationCode: '123456', newPassword: NEW_PASSWORD },
    });
    expect(confirm.status).toBe(400);
    expect(confirm.body.code).toBe('CODE_MISMATCH');
  });

  it.each([
    ['', 'Password is required'],
    ['Ab1!', 'Password must be at least 8 characters long'],
    ['ABCDEFG1!', 'Password must contain at least one lowercase letter'],
    ['abcdefg1!', 'Password must contain at least one uppercase letter'],
    ['Abcdefgh!', 'Password must contain at least one number'],
    ['Abcdefgh1', 'Password must contain at least one special character, such as ! @ # $ - _ .'],
  ])('enforces the password rules on the server: %j', async (newPassword, message) => {
    const res = await api('confirmForgotPassword', {
      body: { email: 'student@example.com', confirmationCode: '123456', newPassword },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.newPassword).toBe(message);
  });

  it.each([
    [
      { email: 'student@example.com', confirmationCode: '12345', newPassword: NEW_PASSWORD },
      'confirmationCode',
      'Code must be 6 digits',
    ],
    [
      { email: 'student@example.com', confirmationCode: 'abcdef', newPassword: NEW_PASSWORD },
      'confirmationCode',
      'Please enter numbers only',
    ],
    [{ confirmationCode: '123456', newPassword: NEW_PASSWORD }, 'email', 'Email is required'],
  ])('validates %j', async (body, field, message) => {
    const res = await api('confirmForgotPassword', { body });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
  });

  it('validates the request address', async () => {
    const res = await api('forgotPassword', { body: { email: 'not-an-address' } });
    expect(res.status).toBe(400);
    expect(res.body.fields.email).toBe('Please enter a valid email address');
  });
});
