import type { AuthSession } from '@csz/core';
import { SpiritPointsCard } from '@csz/widgets';
import { spiritStatsQuery } from '../api/spiritPoints';
import { useQuery } from '../api/useQuery';
import { useApi } from '../state/api';

/** The Spirit PointZ side card of a member (spec §2): their points, leading to their activity. */
export function MemberSpiritCard({ session }: { session: AuthSession }) {
  const stats = useQuery(spiritStatsQuery(useApi(), session.email));
  return (
    <SpiritPointsCard
      viewer="member"
      stats={stats.status === 'loaded' ? stats.data : null}
      failed={stats.status === 'failed'}
    />
  );
}
