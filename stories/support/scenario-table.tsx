import { scenarioIndex, snapshotIndex } from '../../app/src/shared/testing/msw/snapshot-handlers';

/** The mock server's scenarios (snapshots/scenarios.json) as the stories see them. */
export function ScenarioTable() {
  const rows = [...scenarioIndex.values()];
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">scenario</th>
          <th scope="col">what it shows</th>
          <th scope="col">screens</th>
          <th scope="col">latency / faults</th>
          <th scope="col">snapshot files</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <td>
              <code>{row.name}</code>
            </td>
            <td>{row.description}</td>
            <td>{row.screens.join(', ')}</td>
            <td>
              {row.latencyMs ? `${row.latencyMs} ms` : ''}
              {row.faultRate ? ` HTTP 500 × ${row.faultRate}` : ''}
            </td>
            <td>{[...(snapshotIndex.get(row.name)?.keys() ?? [])].length * 2}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
