import type { NextConfig } from 'next';

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The project's own packages ship TypeScript source.
  transpilePackages: ['@sportsbook/core', '@sportsbook/contract'],
};

export default config;
