import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { derivedKey, type KeyPurpose } from './installation-secret';

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** Keyed hash, so a leaked table cannot be brute-forced offline without the installation secret. */
export function keyedHash(purpose: KeyPurpose, value: string): string {
  return createHmac('sha256', derivedKey(purpose)).update(value).digest('base64url');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
