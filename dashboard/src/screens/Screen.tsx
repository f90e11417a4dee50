// The signed-in screen a route names.
import { useEffect } from 'react';
import { ScreenHeading } from '@emoney/onboarding/components/ScreenHeading';
import type { Route } from '../state/route';
import { useSession } from '../state/SessionContext';
import { navigate } from '../state/useRoute';
import { Link } from '../theme/Link';
import { AppDetail } from './apps/AppDetail';
import { AppList } from './apps/AppList';
import { NewApp } from './apps/NewApp';
import { CustomerDetail } from './customers/CustomerDetail';
import { CustomerList } from './customers/CustomerList';
import { RequestDetail } from './requests/RequestDetail';
import { RequestLog } from './requests/RequestLog';
import { SandboxTools } from './sandbox/SandboxTools';
import { Team } from './team/Team';
import { DeliveryDetail } from './webhooks/DeliveryDetail';
import { NewWebhook } from './webhooks/NewWebhook';
import { WebhookDetail } from './webhooks/WebhookDetail';
import { WebhookList } from './webhooks/WebhookList';

export function Screen({ route }: { route: Route }) {
  const { session } = useSession();
  // Signed in on a sign-in or sign-up address (a reload, the back button): the apps.
  const publicRoute = route.name === 'signIn' || route.name === 'signUp' || route.name === 'verify';
  useEffect(() => {
    if (publicRoute) navigate({ name: 'apps' }, { replace: true });
  }, [publicRoute]);
  switch (route.name) {
    case 'apps':
      return <AppList />;
    case 'newApp':
      return <NewApp />;
    case 'app':
      return <AppDetail id={route.id} />;
    case 'webhooks':
      return <WebhookList />;
    case 'newWebhook':
      return <NewWebhook />;
    case 'webhook':
      return <WebhookDetail id={route.id} />;
    case 'delivery':
      return <DeliveryDetail subscription={route.id} delivery={route.delivery} />;
    case 'requests':
      return <RequestLog status={route.status ?? ''} path={route.path ?? ''} />;
    case 'request':
      return <RequestDetail id={route.id} />;
    case 'customers':
      return <CustomerList />;
    case 'customer':
      return <CustomerDetail id={route.id} />;
    case 'sandbox':
      // Read-only members see the tools' explanations without their buttons.
      if (session.sandbox) return <SandboxTools iban={route.iban} />;
      break;
    case 'team':
      return <Team />;
    default:
      if (publicRoute) return null;
  }
  return (
    <>
      <ScreenHeading title="Page not found" />
      <p>The dashboard has no such page{route.name === 'sandbox' ? ' for you: sandbox tools are for admins of a sandbox deployment' : ''}.</p>
      <p>
        <Link to={{ name: 'apps' }}>Go to your apps</Link>
      </p>
    </>
  );
}
