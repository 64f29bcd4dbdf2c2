import pg from 'pg';

/** A NOTIFY listener: `stop` ends it. */
export type StopListening = () => Promise<void>;

/** Quotes a channel name as an identifier (it may hold ':' and upper case). */
export const quoteChannel = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

/** The channel as this connection's schema hears it: outside public the schema is part of the name. */
export const channelIn = (schema: string, channel: string) => (schema === 'public' ? channel : `${channel}:${schema}`);

/**
 * LISTEN on a PostgreSQL connection of its own (a pooled one would be handed to other queries). A lost connection is
 * reported and opened again after a pause; `onReconnect` then runs, since notifications sent meanwhile were lost.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  hooks: { report(err: Error): void; onReconnect?(): void },
): Promise<StopListening> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const open = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, application_name: 'portal-listen' });
    c.on('error', (err) => {
      hooks.report(err);
      again(c);
    });
    c.on('end', () => again(c));
    try {
      await c.connect();
      const [row] = (await c.query<{ schema: string }>('SELECT current_schema() AS schema')).rows;
      c.on('notification', (n) => {
        if (n.payload !== undefined) onPayload(n.payload);
      });
      await c.query(`LISTEN ${quoteChannel(channelIn(row?.schema ?? 'public', channel))}`);
    } catch (err) {
      await c.end().catch(() => undefined);
      throw err;
    }
    client = c;
  };
  const again = (c: pg.Client) => {
    if (stopped || client !== c) return;
    client = null;
    void c.end().catch(() => undefined);
    retry = setTimeout(function attempt() {
      if (stopped) return;
      open().then(
        () => hooks.onReconnect?.(),
        (err: Error) => {
          hooks.report(err);
          retry = setTimeout(attempt, 2000);
        },
      );
    }, 1000);
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = null;
    await c?.end().catch(() => undefined);
  };
}
