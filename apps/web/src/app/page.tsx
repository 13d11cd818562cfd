import { redirect } from 'next/navigation';

/** The product lives under /sports (spec §2.1). */
export default function Root(): never {
  redirect('/sports');
}
