import { getLaunchParams } from '../../shared/launch/launch-params';

/** The launch query, for the screens of the order that one screen leads to (docs/decisions.md "Routes"). */
export function launchQuery(): Record<string, string> {
  return Object.fromEntries(Object.entries(getLaunchParams()).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
