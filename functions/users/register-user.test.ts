import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Registration } from '../../shared/schemas/user';

vi.hoisted(() => {
  process.env.LOG_LEVEL = 'SILENT';
});
const pool = vi.hoisted(() => ({ signUp: vi.fn(), setRole: vi.fn(), delete: vi.fn() }));
const repo = vi.hoisted(() => ({ existsWithEmail: vi.fn(), create: vi.fn() }));
const cooldown = vi.hoisted(() => ({ start: vi.fn() }));
const notify = vi.hoisted(() => vi.fn());

vi.mock('./user-pool-accounts', () => ({ userPoolAccounts: pool }));
vi.mock('./user-repository', () => ({ userRepository: repo }));
vi.mock('../auth/verification-cooldown', () => ({ verificationCooldown: cooldown }));
vi.mock('../lib/notify', () => ({ notify }));

const { registerUser } = await import('./register-user');

const teen: Registration = {
  roleId: 1,
  firstName: 'Alex',
  lastName: 'Kim',
  emailId: 'alex@example.com',
  contactNumber: '5035550123',
  zipCode: '97201',
  age: 15,
  parentName: 'Morgan Kim',
  parentEmail: 'morgan@example.com',
  interests: [],
  bio: '',
  password: 'Neighbour1!',
  referralSource: 'friends',
};

beforeEach(() => {
  vi.resetAllMocks();
  process.env.APP_URL = 'http://localhost:5173';
  repo.existsWithEmail.mockResolvedValue(false);
  pool.signUp.mockResolvedValue('sub-1');
  pool.delete.mockResolvedValue(undefined);
  cooldown.start.mockResolvedValue(undefined);
});

describe('registerUser', () => {
  it('creates the pool user, sets the role, stores the record and alerts the parent', async () => {
    const item = await registerUser(teen, new Date('2026-01-02T03:04:05Z'));
    expect(pool.setRole).toHaveBeenCalledWith('alex@example.com', 1);
    expect(repo.create).toHaveBeenCalledWith(item);
    expect(item).toMatchObject({
      userId: 'sub-1',
      parentEmail: 'morgan@example.com',
      signUpMethod: 'password',
    });
    expect(notify).toHaveBeenCalledWith('ParentAlert_TeenRegistered', ['morgan@example.com'], {
      parentName: 'Morgan Kim',
      teenName: 'Alex Kim',
      appUrl: 'http://localhost:5173',
    });
  });

  it.each(['setRole', 'create'] as const)(
    'deletes the pool user again when %s fails, so a retry works',
    async (step) => {
      (step === 'setRole' ? pool.setRole : repo.create).mockRejectedValue(new Error('boom'));
      await expect(registerUser(teen)).rejects.toThrow('boom');
      expect(pool.delete).toHaveBeenCalledWith('alex@example.com');
      expect(notify).not.toHaveBeenCalled();
    },
  );

  it('answers 409 before touching the pool when the address is taken', async () => {
    repo.existsWithEmail.mockResolvedValue(true);
    await expect(registerUser(teen)).rejects.toMatchObject({ status: 409, code: 'EMAIL_TAKEN' });
    expect(pool.signUp).not.toHaveBeenCalled();
  });

  it('answers 409 when the pool has the address already', async () => {
    pool.signUp.mockRejectedValue(Object.assign(new Error('exists'), { name: 'UsernameExistsException' }));
    await expect(registerUser(teen)).rejects.toMatchObject({ status: 409, code: 'EMAIL_TAKEN' });
    expect(pool.delete).not.toHaveBeenCalled();
  });

  it('still succeeds when the cooldown cannot be recorded', async () => {
    cooldown.start.mockRejectedValue(new Error('dynamo down'));
    await expect(registerUser({ ...teen, age: 19 })).resolves.toMatchObject({ userId: 'sub-1' });
    expect(notify).not.toHaveBeenCalled();
  });
});
