import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EVENT_TYPES, EVENT_TYPES } from './deliveries';

// The event types the dashboard offers are the contract's, read here from the published document
// itself, so an event type added to spec/ shows up without an edit to the dashboard.
const contract = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@emoney/api-types/openapi.json'), 'utf8')) as {
  components: { schemas: Record<string, { enum?: string[]; properties?: Record<string, { default?: string[] }> }> };
};

describe('the webhook event types the dashboard offers', () => {
  it('are every type a subscription may choose', () => {
    expect([...EVENT_TYPES].sort()).toEqual([...contract.components.schemas.WebhookEventType!.enum!].sort());
  });

  it('preselect the API’s default for a new subscription', () => {
    expect([...DEFAULT_EVENT_TYPES]).toEqual(contract.components.schemas.NewWebhookSubscription!.properties!.types!.default);
  });
});
