// What load/run.ts and its two child processes (the gateway fleet, the open dashboards) tell each other.

export interface FleetGateway {
  deviceId: string;
  secret: string;
  /** The node's MQTT over WebSocket URL this gateway connects to. */
  url: string;
}

export interface FleetReport {
  /** Per device id: telemetry and device/app messages the broker confirmed. */
  acknowledged: Record<string, { telemetry: number; app: number }>;
  errors: string[];
}

/** Bytes each telemetry message reports as moved on the LAN since the previous one. */
export const BYTES_PER_TELEMETRY = { download: 100_000, upload: 10_000 } as const;

export interface DashboardSession {
  /** The node this session talks to: its api URL and its MQTT over WebSocket URL. */
  apiUrl: string;
  mqttUrl: string;
  /** The gateways it watches; Home is polled for the first. */
  deviceIds: string[];
}

export interface SessionsReport {
  /** Per device id: the device/app sequence numbers received (each once) and the duplicates. */
  received: Record<string, { distinct: number; duplicates: number }>;
  /** Latencies of Home's data calls, in ms, and how many failed (with the first failure). */
  latencies: number[];
  failed: number;
  firstFailure: string | null;
  errors: string[];
}
