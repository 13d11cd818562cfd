import { originList } from '@/lib/url/origin-list';

/**
 * IMAGE_ORIGINS: comma-separated origins (the operator's CMS) whose images the resizing proxy fetches (core
 * IMG5). Entries that are no http(s) URL are left out.
 */
export function imageOrigins(value: string | undefined = process.env.IMAGE_ORIGINS): string[] {
  return originList(value);
}
