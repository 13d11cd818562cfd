import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The project's own packages ship TypeScript source.
  transpilePackages: ['@sportsbook/core', '@sportsbook/contract'],
};

export default createNextIntlPlugin('./src/i18n/request.ts')(config);
