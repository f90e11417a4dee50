// "Cancel and return to {app}", on every step: the server answers the request with
// error=access_denied (naming the profile state when that is what stops the person) and says where to go.
import { api } from '../api/client';
import { toProblem } from '../api/problem';
import { useAction } from '../flow/useAction';
import { BusyButton } from './BusyButton';
import { ErrorSummary } from './ErrorSummary';

interface CancelFlowProps {
  requestId: string;
  appName: string;
  /** Another action on the screen is running. */
  blocked?: boolean;
  onLeave: (redirectTo: string) => void;
}

export function CancelFlow({ requestId, appName, blocked = false, onLeave }: CancelFlowProps) {
  const action = useAction();
  const cancel = () =>
    void action.run('cancel', async () => {
      const { data, error, response } = await api.POST('/requests/{request}/cancel', { params: { path: { request: requestId } } });
      if (error !== undefined) return toProblem(error, response);
      onLeave(data.redirectTo);
      return undefined;
    });
  return (
    <div className="cancel-flow">
      <ErrorSummary problem={action.problem} />
      <BusyButton variant="link" busy={action.busy === 'cancel'} blocked={blocked} onClick={cancel}>
        Cancel and return to {appName}
      </BusyButton>
    </div>
  );
}
