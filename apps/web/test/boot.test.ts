import { afterEach, describe, expect, it, vi } from 'vitest';

/** The document's first answers: each taken once, matched by path and sorted parameters, never with a session. */
describe('first answers in the document', () => {
  afterEach(() => {
    document.getElementById('boot')?.remove();
    vi.resetModules();
    vi.unstubAllGlobals();
  });
  const withBoot = (answers: Record<string, unknown>) => {
    const script = document.createElement('script');
    script.id = 'boot';
    script.type = 'application/json';
    script.textContent = JSON.stringify(answers);
    document.head.append(script);
  };

  it('answers a first GET from the document once, whatever the order of its parameters, then asks the server', async () => {
    withBoot({ '/wps/relay/x?a=1&b=2': { success: true, code: 0, message: 'ok', value: { from: 'document' } } });
    const fetched = vi.fn(
      async () => new Response(JSON.stringify({ success: true, code: 0, message: 'ok', value: { from: 'server' } })),
    );
    vi.stubGlobal('fetch', fetched);
    const { api } = await import('../src/shared/api/client.ts');
    expect(await api('GET', '/wps/relay/x', { query: { b: 2, a: 1 } })).toEqual({ from: 'document' });
    expect(fetched).not.toHaveBeenCalled();
    expect(await api('GET', '/wps/relay/x', { query: { b: 2, a: 1 } })).toEqual({ from: 'server' });
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('never answers a visitor with a session from the document', async () => {
    withBoot({ '/wps/relay/y?': { success: true, code: 0, message: 'ok', value: 'document' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: true, code: 0, message: 'ok', value: 'server' }))),
    );
    const { useSession } = await import('../src/shared/session/store.ts');
    useSession.setState({ token: 'tok' });
    const { api } = await import('../src/shared/api/client.ts');
    expect(await api('GET', '/wps/relay/y')).toBe('server');
    useSession.setState({ token: null });
  });
});
