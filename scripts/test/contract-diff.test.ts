import { describe, expect, it } from 'vitest';
import { breakingChanges, diffContracts, type ContractChange } from '../contract-diff.js';

type Doc = Record<string, any>;

/** A small contract: one operation that takes a `Transfer` and answers one, one webhook event. */
function contract(): Doc {
  const json = (ref: string) => ({ content: { 'application/json': { schema: { $ref: `#/components/schemas/${ref}` } } } });
  return {
    openapi: '3.1.0',
    info: { title: 't', version: '1.0.0' },
    paths: {
      '/transfers': {
        post: {
          operationId: 'placeTransfer',
          summary: 'Place a transfer',
          parameters: [{ name: 'dryRun', in: 'query', required: false, schema: { type: 'boolean' } }],
          requestBody: { required: true, ...json('TransferRequest') },
          responses: { '201': { description: 'ok', ...json('Transfer') }, '400': { description: 'bad' } },
        },
        get: { operationId: 'listTransfers', summary: 'List transfers', responses: { '200': { description: 'ok', ...json('Transfer') } } },
      },
    },
    webhooks: { 'transfer.done': { post: { summary: 'Done', requestBody: json('TransferEvent'), responses: { '200': { description: 'ok' } } } } },
    components: {
      schemas: {
        State: { type: 'string', enum: ['pending', 'done'] },
        Kind: { type: 'string', enum: ['sepa', 'instant'] },
        TransferRequest: {
          type: 'object',
          required: ['amount'],
          properties: { amount: { type: 'string', maxLength: 20 }, memo: { type: 'string' }, kind: { $ref: '#/components/schemas/Kind' } },
        },
        Transfer: { type: 'object', required: ['id', 'state'], properties: { id: { type: 'string' }, state: { $ref: '#/components/schemas/State' }, note: { type: ['string', 'null'] } } },
        TransferEvent: { allOf: [{ $ref: '#/components/schemas/Transfer' }, { type: 'object', properties: { at: { type: 'string' } } }] },
      },
    },
  };
}

function changed(edit: (doc: Doc) => void): ContractChange[] {
  const after = contract();
  edit(after);
  return diffContracts(contract(), after);
}
const summary = (changes: ContractChange[]) => changes.map((c) => `${c.breaking ? 'BREAKING ' : ''}${c.group}: ${c.message}`);
const schemas = (d: Doc) => d.components.schemas;

describe('diffContracts', () => {
  it('finds nothing between equal contracts, and in edits of prose', () => {
    expect(diffContracts(contract(), contract())).toEqual([]);
    expect(changed((d) => { d.paths['/transfers'].post.description = 'New words.'; schemas(d).State.description = 'Where it is.'; })).toEqual([]);
  });

  it('a removed enum value breaks, in what partners send and in what they read', () => {
    expect(summary(changed((d) => schemas(d).State.enum.pop()))).toEqual(['BREAKING removed: `State`: enum value `done` removed.']);
    expect(summary(changed((d) => schemas(d).Kind.enum.pop()))).toEqual(['BREAKING removed: `Kind`: enum value `instant` removed.']);
  });

  it('a pattern added to a request field breaks, unless it only judges strings the field newly accepts', () => {
    expect(breakingChanges(changed((d) => { schemas(d).TransferRequest.properties.amount.pattern = '^[0-9]+$'; }))).toHaveLength(1);
    const widened = changed((d) => {
      schemas(d).TransferRequest.properties.count = { type: 'number' };
    });
    expect(breakingChanges(widened)).toEqual([]);
    const before = contract();
    schemas(before).TransferRequest.properties.count = { type: 'number' };
    const after = contract();
    schemas(after).TransferRequest.properties.count = { type: ['number', 'string'], pattern: '^[0-9]+$' };
    expect(breakingChanges(diffContracts(before, after))).toEqual([]);
    const narrowed = contract();
    schemas(narrowed).TransferRequest.properties.count = { type: 'number', multipleOf: 5 };
    expect(breakingChanges(diffContracts(before, narrowed))).toHaveLength(1);
  });

  it('additions break nothing: an enum value, an operation, a webhook event, an optional field, a schema', () => {
    const changes = changed((d) => {
      schemas(d).State.enum.push('incomplete');
      d.paths['/countries'] = { get: { operationId: 'listCountries', summary: 'List countries', responses: { '200': { description: 'ok' } } } };
      d.webhooks['transfer.failed'] = { post: { summary: 'Failed', responses: { '200': { description: 'ok' } } } };
      schemas(d).TransferRequest.properties.reference = { type: 'string' };
      schemas(d).Country = { type: 'object', properties: { code: { type: 'string' } } };
    });
    expect(breakingChanges(changes)).toEqual([]);
    expect(summary(changes)).toEqual([
      'added: Operation `GET /countries` added: List countries.',
      'added: Webhook event `transfer.failed` added: Failed.',
      'added: `State`: enum value `incomplete` added.',
      'added: `TransferRequest`: optional field `reference` added.',
      'added: Schema `Country` added.',
    ]);
  });

  it('a new required field breaks a request, not a response', () => {
    expect(summary(changed((d) => { schemas(d).TransferRequest.properties.iban = { type: 'string' }; schemas(d).TransferRequest.required.push('iban'); }))).toEqual([
      'BREAKING changed: `TransferRequest`: new required field `iban`.',
    ]);
    expect(summary(changed((d) => { schemas(d).Transfer.properties.createdAt = { type: 'string' }; schemas(d).Transfer.required.push('createdAt'); }))).toEqual([
      'added: `Transfer`: field `createdAt` added.',
    ]);
  });

  it('an existing field made required breaks a request; one no longer required breaks a response', () => {
    expect(summary(changed((d) => schemas(d).TransferRequest.required.push('memo')))).toEqual(['BREAKING changed: `TransferRequest`: field `memo` is now required.']);
    expect(summary(changed((d) => (schemas(d).Transfer.required = ['id'])))).toEqual([
      'BREAKING changed: `Transfer`: field `state` is no longer required (responses may leave it out).',
    ]);
  });

  it('a removed field breaks wherever it was', () => {
    expect(breakingChanges(changed((d) => delete schemas(d).Transfer.properties.note)).map((c) => c.message)).toEqual(['`Transfer`: field `note` removed.']);
    expect(breakingChanges(changed((d) => delete schemas(d).TransferRequest.properties.memo)).map((c) => c.message)).toEqual(['`TransferRequest`: field `memo` removed.']);
  });

  it('a narrowed type breaks a request; a type replaced by another breaks everywhere; a widened one breaks nothing', () => {
    expect(summary(changed((d) => (schemas(d).TransferRequest.properties.amount.maxLength = 10)))).toEqual([
      'BREAKING changed: `TransferRequest.amount`: maxLength lowered from 20 to 10.',
    ]);
    expect(summary(changed((d) => (schemas(d).TransferRequest.properties.memo.pattern = '^[a-z]+$')))).toEqual([
      'BREAKING changed: `TransferRequest.memo`: pattern `"^[a-z]+$"` added.',
    ]);
    expect(summary(changed((d) => (schemas(d).Transfer.properties.note.type = 'string')))).toEqual(['changed: `Transfer.note`: type narrowed: `null` no longer allowed.']);
    expect(summary(changed((d) => (schemas(d).Transfer.properties.id.type = 'integer')))).toEqual(['BREAKING changed: `Transfer.id`: type string changed to integer.']);
    expect(breakingChanges(changed((d) => (schemas(d).TransferRequest.properties.amount.maxLength = 40)))).toEqual([]);
    expect(breakingChanges(changed((d) => (schemas(d).TransferRequest.properties.memo.type = ['string', 'null'])))).toEqual([]);
  });

  it('judges a schema used by a webhook as a response, through allOf', () => {
    // TransferEvent includes Transfer: Transfer's own changes are reported once, under its name (the tests above).
    expect(summary(changed((d) => (schemas(d).TransferEvent.allOf[1].required = ['at'])))).toEqual(['changed: `TransferEvent`: field `at` is now required.']);
    expect(summary(changed((d) => delete schemas(d).TransferEvent.allOf[1].properties.at))).toEqual(['BREAKING removed: `TransferEvent`: field `at` removed.']);
    expect(summary(changed((d) => schemas(d).TransferEvent.allOf.shift()))).toEqual([
      'changed: `TransferEvent`: no longer includes `Transfer`.',
      'BREAKING removed: `TransferEvent`: field `id` removed.',
      'BREAKING removed: `TransferEvent`: field `state` removed.',
      'BREAKING removed: `TransferEvent`: field `note` removed.',
    ]);
    // The same fields moved into a component the schema includes: nothing is lost.
    expect(
      breakingChanges(
        changed((d) => {
          schemas(d).TransferFields = { type: 'object', properties: schemas(d).Transfer.properties };
          schemas(d).Transfer = { type: 'object', required: ['id', 'state'], allOf: [{ $ref: '#/components/schemas/TransferFields' }] };
        }),
      ),
    ).toEqual([]);
    // A response now a schema that includes the old one (LinkedAddress → PendingLinkedAddress): nothing is lost.
    const swapped = changed((d) => {
      schemas(d).PendingTransfer = { allOf: [{ $ref: '#/components/schemas/Transfer' }, { type: 'object', properties: { code: { type: 'integer' } } }] };
      d.paths['/transfers'].get.responses['200'].content['application/json'].schema = { $ref: '#/components/schemas/PendingTransfer' };
    });
    expect(summary(swapped)).toEqual([
      'changed: `GET /transfers`: response 200: now `PendingTransfer` (was `Transfer`).',
      'added: `GET /transfers`: response 200: optional field `code` added.',
      'added: Schema `PendingTransfer` added.',
    ]);
  });

  it('operations: removed, renamed, a new required parameter, a removed success response, deprecation', () => {
    expect(summary(changed((d) => delete d.paths['/transfers'].get))).toEqual(['BREAKING removed: Operation `GET /transfers` removed.']);
    expect(summary(changed((d) => delete d.webhooks['transfer.done']))).toEqual(['BREAKING removed: Webhook event `transfer.done` removed.']);
    expect(summary(changed((d) => (d.paths['/transfers'].get.operationId = 'getTransfers')))).toEqual([
      'BREAKING changed: `GET /transfers`: operationId `listTransfers` renamed to `getTransfers`.',
    ]);
    expect(summary(changed((d) => d.paths['/transfers'].post.parameters.push({ name: 'tenant', in: 'header', required: true, schema: { type: 'string' } })))).toEqual([
      'BREAKING changed: `POST /transfers`: new required header parameter `tenant`.',
    ]);
    expect(summary(changed((d) => (d.paths['/transfers'].post.parameters[0].required = true)))).toEqual([
      'BREAKING changed: `POST /transfers`: query parameter `dryRun` is now required.',
    ]);
    expect(summary(changed((d) => delete d.paths['/transfers'].post.parameters[0]))).toContain('BREAKING removed: `POST /transfers`: query parameter `dryRun` removed.');
    expect(summary(changed((d) => delete d.paths['/transfers'].post.responses['201']))).toEqual(['BREAKING removed: `POST /transfers`: response 201 removed.']);
    expect(summary(changed((d) => delete d.paths['/transfers'].post.responses['400']))).toEqual(['removed: `POST /transfers`: response 400 removed.']);
    expect(summary(changed((d) => (d.paths['/transfers'].get.deprecated = true)))).toEqual(['deprecated: `GET /transfers` is deprecated.']);
    expect(summary(changed((d) => (schemas(d).TransferRequest.properties.memo.deprecated = true)))).toEqual(['deprecated: `TransferRequest.memo`: deprecated.']);
  });

  it('parameters by reference and parameters of the path count as the operation\'s own', () => {
    expect(
      summary(
        changed((d) => {
          d.components.parameters = { Tenant: { name: 'tenant', in: 'header', required: true, schema: { type: 'string' } } };
          d.paths['/transfers'].get.parameters = [{ $ref: '#/components/parameters/Tenant' }];
        }),
      ),
    ).toEqual(['BREAKING changed: `GET /transfers`: new required header parameter `tenant`.']);
    expect(summary(changed((d) => (d.paths['/transfers'].parameters = [{ name: 'page', in: 'query', schema: { type: 'integer' } }])))).toEqual([
      'added: `GET /transfers`: optional query parameter `page` added.',
      'added: `POST /transfers`: optional query parameter `page` added.',
    ]);
  });

  it('a removed schema breaks (the SDK exports it as a type)', () => {
    expect(summary(changed((d) => delete schemas(d).Kind)).filter((s) => s.includes('Schema'))).toEqual(['BREAKING removed: Schema `Kind` removed.']);
  });

  it('from nothing, everything is added', () => {
    const changes = diffContracts({}, contract());
    expect(changes.every((c) => c.group === 'added' && !c.breaking)).toBe(true);
    expect(changes.filter((c) => c.kind === 'operation').map((c) => c.subject)).toEqual(['GET /transfers', 'POST /transfers']);
  });
});
