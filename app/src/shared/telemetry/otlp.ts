/**
 * Records as OTLP/HTTP JSON logs: an `ExportLogsServiceRequest`, what an OpenTelemetry
 * Collector's OTLP/HTTP receiver takes at `/v1/logs` (docs/telemetry.md "The format"). The
 * mock server decodes every payload with the protocol's own definitions (the
 * `opentelemetry-proto` crate), so a shape written wrong here fails its tests.
 */

export type AttributeValue = string | number | boolean;
export type Attributes = Record<string, AttributeValue | undefined>;

/** One log record before encoding. */
export interface TelemetryRecord {
  /** Epoch milliseconds. */
  at: number;
  /** OpenTelemetry's severity: 9 INFO, 13 WARN, 17 ERROR. */
  severity: 9 | 13 | 17;
  /** The record's one-line summary. */
  body: string;
  /** `event.name` and the rest; undefined ones are left out. */
  attributes: Attributes;
}

const SEVERITY_TEXT = { 9: 'INFO', 13: 'WARN', 17: 'ERROR' } as const;

type AnyValue = { stringValue: string } | { intValue: string } | { doubleValue: number } | { boolValue: boolean };

function anyValue(value: AttributeValue): AnyValue {
  if (typeof value === 'boolean') return { boolValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { intValue: String(value) } : { doubleValue: value };
  return { stringValue: value };
}

/** OTLP's `KeyValue` list; undefined values are left out. */
export function keyValues(attributes: Attributes): { key: string; value: AnyValue }[] {
  return Object.entries(attributes).flatMap(([key, value]) => (value === undefined ? [] : [{ key, value: anyValue(value) }]));
}

/** Epoch milliseconds as OTLP's nanoseconds (a decimal string: the JSON form of a fixed64). */
export function unixNano(ms: number): string {
  return `${Math.round(ms * 1000)}000`;
}

/** The scope every record of the bundle is logged under. */
export const SCOPE_NAME = 'loan-webview';

/** The request body for `records`, all under one resource (this page opening). */
export function exportLogsRequest(resource: Attributes, records: readonly TelemetryRecord[]): unknown {
  return {
    resourceLogs: [
      {
        resource: { attributes: keyValues(resource) },
        scopeLogs: [
          {
            scope: { name: SCOPE_NAME },
            logRecords: records.map((record) => ({
              timeUnixNano: unixNano(record.at),
              observedTimeUnixNano: unixNano(record.at),
              severityNumber: record.severity,
              severityText: SEVERITY_TEXT[record.severity],
              body: { stringValue: record.body },
              attributes: keyValues(record.attributes),
            })),
          },
        ],
      },
    ],
  };
}
