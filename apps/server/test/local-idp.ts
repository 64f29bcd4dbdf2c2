import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

/**
 * A local identity provider for tests: OpenID Connect discovery, an authorize endpoint that approves at once, a token
 * endpoint issuing RS256 ID tokens, JWKS and a userinfo endpoint (for the OAuth 2.0 flavour). It also mints phone-auth
 * ID tokens with a phone_number claim.
 */
export async function startLocalIdp(user: { sub: string; email: string; name: string; phone?: string }) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  // A key the JWKS does not publish: tokens signed with it (under the same kid) must not verify.
  const stranger = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { nonce: string; clientId: string }>();
  let issuer = '';
  const sign = (claims: Record<string, unknown>, aud: string, opts: { issuer?: string; forged?: boolean } = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(opts.issuer ?? issuer)
      .setAudience(aud)
      .setSubject(user.sub)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(opts.forged ? stranger.privateKey : privateKey);
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const json = (v: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(v));
    };
    if (url.pathname === '/.well-known/openid-configuration')
      return json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        userinfo_endpoint: `${issuer}/userinfo`,
      });
    if (url.pathname === '/jwks') return json({ keys: [jwk] });
    if (url.pathname === '/authorize') {
      const code = randomBytes(12).toString('hex');
      codes.set(code, {
        nonce: url.searchParams.get('nonce') ?? '',
        clientId: url.searchParams.get('client_id') ?? '',
      });
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (url.pathname === '/token') {
      let body = '';
      for await (const chunk of req) body += chunk;
      const form = new URLSearchParams(body);
      const c = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!c || !form.get('code_verifier')) {
        res.writeHead(400);
        return res.end('{"error":"invalid_grant"}');
      }
      return json({
        access_token: `at-${randomBytes(8).toString('hex')}`,
        token_type: 'Bearer',
        id_token: await sign({ nonce: c.nonce, email: user.email, name: user.name }, c.clientId),
      });
    }
    if (url.pathname === '/userinfo') return json({ id: user.sub, email: user.email, name: user.name });
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const addr = server.address();
  issuer = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  return {
    issuer,
    /** A phone-auth ID token; `issuer` overrides the issuer, `forged` signs with a key the JWKS does not hold. */
    phoneToken: (audience: string, phone: string, opts: { issuer?: string; forged?: boolean } = {}) =>
      sign({ phone_number: phone }, audience, opts),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
