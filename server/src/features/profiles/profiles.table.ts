import type { ColumnType, Generated } from 'kysely';
import type { components } from '@emoney/api-types';

export type ProfileKind = components['schemas']['ProfileKind'];
export type ProfileState = components['schemas']['ProfileState'];

export interface ProfilesTable {
  id: string;
  kind: ProfileKind;
  name: Generated<string>;
  state: ProfileState;
  /** Set by `POST /profiles`: the kind was chosen at creation and no details may change it. */
  kind_fixed: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
