import { serializeJsonLd } from '@sportsbook/core/seo/seo';

/**
 * Structured data (spec §2.4) as `<script type="application/ld+json">`. The JSON is escaped (SEO3), so no text
 * in it (a team name with `</script>` in it) can end the element: it stays data, never markup or script.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes < > & (SEO3)
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
