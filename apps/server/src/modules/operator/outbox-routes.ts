import { outboxOps } from '@portal/contracts/console';
import { type App, merchantOf } from '../../platform/http.ts';
import { audit } from '../../platform/operator-auth.ts';
import { route } from '../../platform/ops.ts';
import { outboxMessages } from '../accounts/index.ts';

/**
 * The SMS and mail outbox (where messages stay while no gateway is set), for support and admin: how an operator of
 * the demo reads a member's login codes, whatever DEV_ENDPOINTS says. Only the messages of the brand serving the
 * console's host, and every read is audited, since the messages carry login codes and reset tokens.
 */
export default async function outboxRoutes(app: App) {
  const { db } = app.deps;

  route(app, outboxOps.search, async ({ query, who }, req) => {
    const merchant = await merchantOf(req);
    const messages = await outboxMessages(db, query.to, merchant.id);
    await audit(db, {
      operatorId: who.operatorId,
      action: 'outbox.read',
      target: query.to,
      detail: { merchant: merchant.code, messages: messages.length },
    });
    return messages;
  });
}
