import type { NextConfig } from 'next';

const config: NextConfig = {
  // The app is small and its e2e builds it once per run: no source maps, no telemetry-bound extras.
  productionBrowserSourceMaps: false,
  poweredByHeader: false,
};

export default config;
