/**
 * The gateway's state for the health endpoint (issue 45): ready when the client is and every shard of
 * this process is, and since when it has been as it is, so a reconnect of a few seconds is not reported
 * as an outage but a gateway down for longer is. The shard events mark each change when it happens;
 * reading the state checks it again, in case a change came without one.
 */
import { Events, Status, type Client } from 'discord.js';
import type { GatewayStatus } from './health.js';

export function watchGateway(client: Client, now: () => number = Date.now): () => GatewayStatus {
  let ready = false;
  let since = now();
  const check = (): boolean => {
    const shards = [...client.ws.shards.values()];
    const isReady = client.isReady() && shards.length > 0 && shards.every((s) => s.status === Status.Ready);
    if (isReady !== ready) {
      ready = isReady;
      since = now();
    }
    return isReady;
  };
  for (const event of [
    Events.ShardReady,
    Events.ShardResume,
    Events.ShardDisconnect,
    Events.ShardReconnecting,
    Events.ShardError,
    Events.ClientReady,
  ] as const)
    client.on(event, () => void check());
  return () => {
    const isReady = check();
    const ping = client.ws.ping;
    const configured = client.options.shards;
    const shards =
      client.ws.shards.size > 0 ? [...client.ws.shards.keys()] : Array.isArray(configured) ? configured : [];
    return { ready: isReady, ping: Number.isFinite(ping) && ping >= 0 ? ping : null, shards, since };
  };
}
