import { refreshTokenResponseSchema } from '@shared/schemas/auth';
import { apiRequest } from '../api-client';

/** POST /token/refresh: a new ID token for the stored refresh token (spec/1 §4). */
export async function refreshIdToken(refreshToken: string) {
  const response = await apiRequest('/token/refresh', {
    method: 'POST',
    body: { refreshToken },
    schema: refreshTokenResponseSchema,
  });
  return response.data;
}
