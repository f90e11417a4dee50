import { useState, type FormEvent } from 'react';
import { BusyButton } from '@emoney/onboarding/components/BusyButton';
import { ErrorSummary } from '@emoney/onboarding/components/ErrorSummary';
import { Field } from '@emoney/onboarding/components/Field';
import { useAction } from '@emoney/onboarding/flow/useAction';
import { api, ok } from '../../api/client';
import { attempt } from '../../state/attempt';
import { formatAmount } from '../../state/format';
import { Status } from '../../theme/Status';

const FIELDS = { iban: { id: 'pay-iban', label: 'IBAN' }, amount: { id: 'pay-amount', label: 'Amount' } };

/** An incoming bank payment to a customer's IBAN (given when opened from the customer): it becomes an issue order, as a real one would. */
export function PaymentTool({ enabled, iban: initialIban = '' }: { enabled: boolean; iban?: string | undefined }) {
  const [iban, setIban] = useState(initialIban);
  const [amount, setAmount] = useState('100.00');
  const [said, setSaid] = useState('');
  const action = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid('');
    void action.run('pay', () =>
      attempt(async () => {
        const order = await ok(api.POST('/sandbox/payments', { body: { iban: iban.replace(/\s+/g, ''), amount: amount.trim(), currency: 'eur' } }));
        setSaid(`Payment received: order ${order.id} for ${formatAmount(order.amount, order.currency)} is ${order.state}.`);
      }),
    );
  };
  return (
    <section className="panel" aria-labelledby="pay-title">
      <h2 id="pay-title">Simulate an incoming payment</h2>
      <p className="muted">Money arrives at a customer’s IBAN and is issued to the address it is linked to.</p>
      <form onSubmit={submit} noValidate>
        <ErrorSummary problem={action.problem} fields={FIELDS} />
        <Field id="pay-iban" label="IBAN" error={action.problem?.fields.iban}>
          {(control) => <input {...control} name="iban" className="mono" autoComplete="off" spellCheck={false} value={iban} onChange={(e) => setIban(e.target.value)} />}
        </Field>
        <Field id="pay-amount" label="Amount (EUR)" error={action.problem?.fields.amount}>
          {(control) => <input {...control} name="amount" inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} />}
        </Field>
        {enabled && (
          <BusyButton type="submit" variant="secondary" busy={action.busy === 'pay'}>
            Simulate payment
          </BusyButton>
        )}
        <Status>{said}</Status>
      </form>
    </section>
  );
}
