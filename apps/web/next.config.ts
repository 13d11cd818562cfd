import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The project's own packages ship TypeScript source.
  transpilePackages: ['@sportsbook/core', '@sportsbook/contract'],
  // Not `experimental.inlineCss`: Next writes the inlined stylesheet into the RSC payload once per segment
  // that imports it as well (4 copies of the 22 KB catalogue stylesheet in /sports), which costs more bytes
  // before the first paint than the three small render-blocking CSS requests (5.5 KB gzip) it saves.
};

export default createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    messages: {
      format: 'json',
      path: './messages',
      locales: 'infer',
      // ICU messages are compiled at build time: the browser gets the small formatter of compiled
      // messages instead of the ICU parser (intl-messageformat, about 12 KB gzip), and no message is
      // parsed at run time.
      precompile: true,
    },
  },
})(config);
