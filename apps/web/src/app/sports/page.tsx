import { fullPath } from '@sportsbook/contract/http/call';
import { listMatches } from '@sportsbook/contract/sportsbook/catalog-calls';
import { backendUrl } from '../../backend';

export const dynamic = 'force-dynamic';

async function liveMatches() {
  const url = new URL(fullPath(listMatches), backendUrl());
  url.searchParams.set('match_status', '1');
  url.searchParams.set('limit', '50');
  url.searchParams.set('sort_by', 'sport_priority,-tournament_priority,start_time');
  const response = await fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`live matches: HTTP ${response.status}`);
  return listMatches.response.parse(await response.json());
}

/** Sports home: the live matches now, server-rendered from the backend. */
export default async function SportsHome() {
  const { data, pagination } = await liveMatches();
  return (
    <main>
      <h1>Sportsbook</h1>
      <section aria-labelledby="live-now">
        <h2 id="live-now">Live now ({pagination.total})</h2>
        <ul>
          {data.map((match) => (
            <li key={match.id}>
              <span>{match.sport.name}</span> · <span>{match.tournament.name}</span> ·{' '}
              <strong>{match.name}</strong>
              {match.total_score ? (
                <span>
                  {' '}
                  {match.total_score.home}:{match.total_score.away}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
