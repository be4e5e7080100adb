import { z } from 'zod';

export const sessionIdSchema = z
  .string()
  .trim()
  .min(1, 'A session ID is required')
  .max(100, 'The session ID is too long')
  .regex(/^[\w.:-]+$/, 'The session ID may only contain letters, digits, _ . : and -');

export const clearMemoryBodySchema = z.object({ sessionId: sessionIdSchema });
