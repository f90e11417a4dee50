// The dashboard API's contract as TypeScript, generated from spec/dashboard.yaml. The only module
// that knows where the types come from; `types.ts` reads the screens' shapes off these paths.
export type { paths } from '@emoney/api-types/dashboard';
