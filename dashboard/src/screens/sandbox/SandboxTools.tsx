// The sandbox's shortcuts, each one click (reset asks first). Read-only members see what each does,
// without the buttons.
import { canChange } from '../../state/permissions';
import { useSession } from '../../state/SessionContext';
import { PageHead } from '../../theme/PageHead';
import { ClockTool } from './ClockTool';
import { KycTool } from './KycTool';
import { OrderTool } from './OrderTool';
import { PaymentTool } from './PaymentTool';
import { ResetTool } from './ResetTool';

export function SandboxTools({ iban }: { iban?: string | undefined }) {
  const { session } = useSession();
  const enabled = canChange(session);
  return (
    <>
      <PageHead title="Sandbox tools" />
      <p className="muted">Make things happen now instead of waiting for the sandbox’s simulator. Only your team’s sandbox data is touched.{enabled ? '' : ' Ask an admin to use these tools.'}</p>
      <div className="tools-grid">
        <PaymentTool enabled={enabled} iban={iban} />
        <KycTool enabled={enabled} />
        <OrderTool enabled={enabled} />
        <ClockTool enabled={enabled} />
        <ResetTool enabled={enabled} />
      </div>
    </>
  );
}
