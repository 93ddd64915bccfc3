import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeChallengeS256, createCodeVerifier } from './pkce';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PKCE (RFC 7636, docs/configuration.md `pkce`)', () => {
  it('S256 matches the RFC 7636 appendix B test vector', async () => {
    // Appendix B: the verifier is the base64url of the octets 116, 24, 223, 180, …, 141, 121.
    await expect(codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('S256 hashes the verifier as given: another verifier, another challenge', async () => {
    // SHA-256("abc") is the FIPS 180-2 example ba7816bf…f20015ad, here in base64url.
    await expect(codeChallengeS256('abc')).resolves.toBe(
      'ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0',
    );
  });

  it('a verifier is 43 base64url characters (256 random bits), fresh every time', () => {
    const verifiers = new Set(Array.from({ length: 20 }, () => createCodeVerifier()));
    expect(verifiers.size).toBe(20);
    for (const verifier of verifiers) expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('a verifier is drawn from crypto.getRandomValues', () => {
    const getRandomValues = vi.spyOn(crypto, 'getRandomValues');
    createCodeVerifier();
    expect(getRandomValues).toHaveBeenCalledTimes(1);
    expect((getRandomValues.mock.calls[0]?.[0] as Uint8Array).byteLength).toBe(32);
  });

  it('without Web Crypto (an insecure context) says why, instead of sending no challenge', async () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    await expect(codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).rejects.toThrow(
      'PKCE 需要在 HTTPS（或本机地址）下运行',
    );
  });

  it('without any crypto object at all, says the same', async () => {
    vi.stubGlobal('crypto', undefined);
    await expect(codeChallengeS256('x'.repeat(43))).rejects.toThrow(
      'PKCE 需要在 HTTPS（或本机地址）下运行',
    );
  });
});
