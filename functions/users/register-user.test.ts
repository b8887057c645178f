import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dateOfBirthAged } from '../../shared/rules/age';
import type { Registration } from '../../shared/schemas/user';

// Quiet logs for these tests only: the unit project shares its workers' environment between files.
beforeEach(() => {
  vi.stubEnv('LOG_LEVEL', 'SILENT');
});
afterEach(() => {
  vi.unstubAllEnvs();
});
const pool = vi.hoisted(() => ({ signUp: vi.fn(), setRole: vi.fn(), delete: vi.fn(), find: vi.fn() }));
const repo = vi.hoisted(() => ({ findAllByEmail: vi.fn(), create: vi.fn(), delete: vi.fn() }));
const cooldown = vi.hoisted(() => ({ claim: vi.fn(), release: vi.fn() }));
const notify = vi.hoisted(() => vi.fn());

vi.mock('./user-pool-accounts', () => ({ userPoolAccounts: pool }));
vi.mock('./user-repository', () => ({ userRepository: repo }));
vi.mock('./verification-cooldown', () => ({ verificationCooldown: cooldown }));
vi.mock('../lib/notify', () => ({ notify }));

const { registerUser } = await import('./register-user');

const teen: Registration = {
  roleId: 1,
  firstName: 'Alex',
  lastName: 'Kim',
  emailId: 'alex@example.com',
  contactNumber: '5035550123',
  zipCode: '97201',
  dateOfBirth: dateOfBirthAged(15),
  parentName: 'Morgan Kim',
  parentEmail: 'morgan@example.com',
  interests: [],
  bio: '',
  password: 'Neighbour1!',
  referralSource: 'friends',
};

const unconfirmed = { username: 'alex@example.com', sub: 'old-sub', status: 'UNCONFIRMED' };

beforeEach(() => {
  vi.resetAllMocks();
  repo.findAllByEmail.mockResolvedValue([]);
  pool.find.mockResolvedValue(undefined);
  pool.signUp.mockResolvedValue('sub-1');
  pool.delete.mockResolvedValue(undefined);
  repo.delete.mockResolvedValue(undefined);
  repo.create.mockResolvedValue({ ok: true, value: undefined });
  cooldown.claim.mockResolvedValue({ ok: true });
  cooldown.release.mockResolvedValue(undefined);
});

describe('registerUser', () => {
  it('creates the pool user, sets the role and stores the record, mailing nobody yet', async () => {
    const item = await registerUser(teen, undefined, new Date('2026-01-02T03:04:05Z'));
    expect(pool.setRole).toHaveBeenCalledWith('alex@example.com', 1);
    expect(repo.create).toHaveBeenCalledWith(item);
    expect(item).toMatchObject({
      userId: 'sub-1',
      parentEmail: 'morgan@example.com',
      signUpMethod: 'password',
    });
    // The parent hears about it only once the teen has verified the address (POST /verifyuser).
    expect(notify).not.toHaveBeenCalled();
    expect(cooldown.release).not.toHaveBeenCalled();
  });

  it.each(['setRole', 'create'] as const)(
    'removes the pool user and the profile again when %s fails, so a retry works',
    async (step) => {
      (step === 'setRole' ? pool.setRole : repo.create).mockRejectedValue(new Error('boom'));
      await expect(registerUser(teen)).rejects.toThrow('boom');
      expect(pool.delete).toHaveBeenCalledWith('alex@example.com');
      expect(repo.delete).toHaveBeenCalledWith('sub-1');
      expect(cooldown.release).toHaveBeenCalledWith('alex@example.com');
    },
  );

  it('still answers with the original error when the rollback fails too', async () => {
    repo.create.mockRejectedValue(new Error('boom'));
    pool.delete.mockRejectedValue(new Error('cognito down'));
    await expect(registerUser(teen)).rejects.toThrow('boom');
  });

  it('answers 409 while another registration of the address holds its code slot', async () => {
    cooldown.claim.mockResolvedValue({ ok: false, retryAfterSeconds: 12 });
    await expect(registerUser(teen)).rejects.toMatchObject({ status: 409, code: 'EMAIL_TAKEN' });
    expect(pool.signUp).not.toHaveBeenCalled();
    expect(cooldown.release).not.toHaveBeenCalled();
  });

  it('answers 409 when a confirmed account has the address, touching nothing', async () => {
    pool.find.mockResolvedValue({ ...unconfirmed, status: 'CONFIRMED' });
    repo.findAllByEmail.mockResolvedValue([{ userId: 'old-sub' }]);
    await expect(registerUser(teen)).rejects.toMatchObject({ status: 409, code: 'EMAIL_TAKEN' });
    expect(pool.signUp).not.toHaveBeenCalled();
    expect(pool.delete).not.toHaveBeenCalled();
    expect(repo.delete).not.toHaveBeenCalled();
    expect(cooldown.release).toHaveBeenCalledWith('alex@example.com');
  });

  it("answers 409 when a Google account's profile has the address", async () => {
    repo.findAllByEmail.mockResolvedValue([{ userId: 'google-sub' }]);
    await expect(registerUser(teen)).rejects.toMatchObject({ status: 409 });
    expect(pool.signUp).not.toHaveBeenCalled();
  });

  it('never replaces a sign-up waiting for its code: 409 SIGN_UP_PENDING, nothing deleted', async () => {
    pool.find.mockResolvedValue(unconfirmed);
    repo.findAllByEmail.mockResolvedValue([{ userId: 'old-sub' }]);
    await expect(registerUser(teen)).rejects.toMatchObject({ status: 409, code: 'SIGN_UP_PENDING' });
    expect(repo.delete).not.toHaveBeenCalled();
    expect(pool.delete).not.toHaveBeenCalled();
    expect(pool.signUp).not.toHaveBeenCalled();
  });

  it('answers a parameter error from a later step with a 400, after removing the half account', async () => {
    pool.setRole.mockRejectedValue(
      Object.assign(new Error('Invalid phone number format.'), { name: 'InvalidParameterException' }),
    );
    await expect(registerUser(teen)).rejects.toMatchObject({ status: 400, code: 'INVALID_PARAMETER' });
    expect(pool.delete).toHaveBeenCalledWith('alex@example.com');
    expect(repo.delete).toHaveBeenCalledWith('sub-1');
  });

  it('answers 409 when the pool gets the address first', async () => {
    pool.signUp.mockRejectedValue(Object.assign(new Error('exists'), { name: 'UsernameExistsException' }));
    await expect(registerUser(teen)).rejects.toMatchObject({ status: 409, code: 'EMAIL_TAKEN' });
    expect(pool.delete).not.toHaveBeenCalled();
  });

  it.each([
    [
      "1 validation error detected: Value at 'username' failed to satisfy constraint: Member must have length less than or equal to 128",
      { emailId: 'Email addresses must be 128 characters or fewer' },
    ],
    ['Invalid email address format.', { emailId: 'Please enter a valid email address' }],
    ['Invalid phone number format.', { contactNumber: 'Please enter a valid 10-digit phone number' }],
    ['Something else entirely', undefined],
  ])('maps the Cognito parameter error "%s" to a 400', async (message, fields) => {
    pool.signUp.mockRejectedValue(Object.assign(new Error(message), { name: 'InvalidParameterException' }));
    const error = await registerUser(teen).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, fields });
    expect((error as Error).message).not.toBe(message);
  });
});
