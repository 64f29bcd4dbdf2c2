/** One Server-Sent Event as a browser's EventSource hands it over. */
export type SseEvent = { event: string; data: string };

/**
 * A minimal EventSource for tests: opens `url`, parses events as they arrive, and `next(ms)` waits for the next one
 * (null when none came in time). Comments (heartbeats) are skipped.
 */
export async function openSse(url: string) {
  const abort = new AbortController();
  const res = await fetch(url, { signal: abort.signal });
  const queue: SseEvent[] = [];
  const waiters: Array<() => void> = [];
  let ended = false;
  if (res.ok && res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let cut = buffer.indexOf('\n\n');
          while (cut >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const lines = block.split('\n').filter((l) => !l.startsWith(':'));
            const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
            const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
            if (data !== undefined) queue.push({ event, data });
            cut = buffer.indexOf('\n\n');
          }
          for (const w of waiters.splice(0)) w();
        }
      } catch {
        // aborted by close()
      }
      ended = true;
      for (const w of waiters.splice(0)) w();
    })();
  }
  const next = async (ms = 2000): Promise<SseEvent | null> => {
    const deadline = Date.now() + ms;
    while (queue.length === 0 && !ended && Date.now() < deadline)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, deadline - Date.now());
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    return queue.shift() ?? null;
  };
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    body: (res.ok ? null : await res.json()) as { message?: string } | null,
    next,
    ended: () => ended,
    close: () => abort.abort(),
  };
}
