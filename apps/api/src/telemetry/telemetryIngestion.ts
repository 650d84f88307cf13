import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { GatewayBus } from '../realtime/gatewayBus';
import type { RealtimeTransport } from '../realtime/realtimeTransport';

export interface TelemetryIngestion {
  /** Stops listening and writes what is buffered. */
  stop(): Promise<void>;
}

/** Subscribes to every gateway's telemetry and stores it (work in progress: the writer lands next). */
export async function startTelemetryIngestion(deps: {
  db: Database;
  transport: RealtimeTransport;
  gateways: GatewayBus;
  log: FastifyBaseLogger;
}): Promise<TelemetryIngestion> {
  void deps;
  return { stop: async () => {} };
}
