import { base64url, randomToken } from './base64url';

/** RFC 7636: a 43-character verifier from 256 random bits. */
export function createCodeVerifier(): string {
  return randomToken(32);
}

/** RFC 7636 S256: BASE64URL(SHA-256(ASCII(verifier))). Needs a secure context (HTTPS or a local host). */
export async function codeChallengeS256(verifier: string): Promise<string> {
  if (!globalThis.crypto?.subtle) {
    throw new Error('PKCE 需要在 HTTPS（或本机地址）下运行');
  }
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}
