import { NotFound } from '../domain/errors.js';
import { isUuid } from '../domain/uuid.js';
import { resendDelivery } from '../features/webhooks/resend-delivery.js';
import { table, text, uuid, UsageError, type Command } from './command.js';

const replay: Command = {
  group: 'webhooks',
  name: 'replay',
  summary: 'Deliver a webhook again: same payload and webhook-id, a fresh retry schedule',
  details: 'The delivery is queued now; a worker (or an all-in-one server) sends it. A pending delivery is refused (it is retried on its schedule), and so is one of an inactive subscription.',
  options: {},
  positionals: [{ name: 'delivery id', description: 'The delivery (see `emoney admin webhooks deliveries`)' }],
  examples: ['emoney admin webhooks replay 3b1f…', 'emoney admin webhooks replay 3b1f… --json'],
  async run(input, session) {
    const deliveryId = input.positionals[0]!;
    if (!isUuid(deliveryId)) throw new UsageError(`<delivery id> must be a UUID, got "${deliveryId}"`);
    const ctx = await session.context();
    const row = await ctx.db
      .selectFrom('webhook_deliveries')
      .innerJoin('webhook_subscriptions', 'webhook_subscriptions.id', 'webhook_deliveries.subscription_id')
      .select(['webhook_subscriptions.id', 'webhook_subscriptions.state', 'webhook_subscriptions.url', 'webhook_deliveries.webhook_id', 'webhook_deliveries.type'])
      .where('webhook_deliveries.id', '=', deliveryId.toLowerCase())
      .executeTakeFirst();
    if (!row) throw new NotFound(`No webhook delivery has the id ${deliveryId}`);
    const id = await resendDelivery(ctx, { id: row.id, state: row.state }, deliveryId);
    const json = { deliveryId: id, subscriptionId: row.id, url: row.url, webhookId: row.webhook_id, type: row.type, state: 'pending' };
    return { json, human: `delivery ${id} (${row.type}) queued again for ${row.url}` };
  },
};

const deliveries: Command = {
  group: 'webhooks',
  name: 'deliveries',
  summary: 'List webhook deliveries, newest first (to find one to replay)',
  options: {
    subscription: { type: 'string', value: '<subscription id>', description: 'Only this subscription’s deliveries' },
    state: { type: 'string', value: '<state>', choices: ['pending', 'delivered', 'failed'], description: 'Only deliveries in this state' },
    limit: { type: 'string', value: '<n>', description: 'At most this many (default 50)' },
  },
  examples: ['emoney admin webhooks deliveries --state failed'],
  async run(input, session) {
    const limitText = text(input, 'limit');
    const limit = limitText === undefined ? 50 : Number(limitText);
    if (!Number.isSafeInteger(limit) || limit < 1 || limit > 10_000) throw new UsageError(`--limit must be a whole number from 1 to 10000, got "${limitText}"`);
    const subscription = uuid(input, 'subscription');
    const state = text(input, 'state') as 'pending' | 'delivered' | 'failed' | undefined;
    const ctx = await session.context();
    let query = ctx.db
      .selectFrom('webhook_deliveries')
      .innerJoin('webhook_subscriptions', 'webhook_subscriptions.id', 'webhook_deliveries.subscription_id')
      .select(['webhook_deliveries.id', 'webhook_deliveries.subscription_id', 'webhook_deliveries.type', 'webhook_deliveries.state', 'webhook_deliveries.created_at', 'webhook_subscriptions.url']);
    if (subscription) query = query.where('webhook_deliveries.subscription_id', '=', subscription);
    if (state) query = query.where('webhook_deliveries.state', '=', state);
    const rows = await query.orderBy('webhook_deliveries.created_at', 'desc').orderBy('webhook_deliveries.id').limit(limit).execute();
    const list = rows.map((r) => ({ id: r.id, subscriptionId: r.subscription_id, type: r.type, state: r.state, url: r.url, createdAt: r.created_at.toISOString() }));
    return { json: { deliveries: list }, human: table(list.map((d) => ({ id: d.id, type: d.type, state: d.state, url: d.url, created: d.createdAt })), 'no deliveries') };
  },
};

export const WEBHOOK_COMMANDS = [replay, deliveries];
