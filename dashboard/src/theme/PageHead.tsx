// A screen's heading (focused when the screen changes, as the hosted screens do) with its main
// action beside it, and the way back to its list above it.
import type { ReactNode } from 'react';
import { ScreenHeading } from '@emoney/onboarding/components/ScreenHeading';
import type { Route } from '../state/route';
import { Link } from './Link';

interface PageHeadProps {
  title: string;
  back?: { to: Route; label: string };
  action?: ReactNode;
}

export function PageHead({ title, back, action }: PageHeadProps) {
  return (
    <>
      {back !== undefined && (
        <p className="breadcrumb">
          <Link to={back.to}>← {back.label}</Link>
        </p>
      )}
      <div className="page-head">
        <ScreenHeading title={title} />
        {action}
      </div>
    </>
  );
}
