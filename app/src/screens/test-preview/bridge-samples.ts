import { BRIDGE_ACTION_FACTS, type BridgeArgumentKind } from '../../api/contract-bridge';
import { BRIDGE_ACTIONS, type BridgeAction } from '../../shared/bridge/bridge';
import { SAMPLE_PAGE } from './preview-links';
import { previewMessages } from './test-preview-messages';
import type { PreviewKey } from './test-preview-messages-es';

/**
 * The sample argument of each action that takes one, by the kind the contract gives it
 * (docs/bridge.md "What the test preview page shows"): the example page for a URL, the config's
 * `servicePhone` for a telephone number, the product id field for a product id. An action added
 * to the contract gets its sample from its kind, with nothing written here.
 */
export function bridgeSamples(servicePhone: string, productId: string): { readonly [A in BridgeAction]?: string } {
  const byKind: Record<BridgeArgumentKind, string> = { Url: SAMPLE_PAGE, TelephoneNumber: servicePhone, ProductId: productId };
  return Object.fromEntries(
    BRIDGE_ACTIONS.flatMap((action) => {
      const kind = BRIDGE_ACTION_FACTS[action].argument;
      return kind ? [[action, byKind[kind]]] : [];
    }),
  );
}

/**
 * The catalogue key of an action's button: `bridge.<action>`, else "Call <action>"
 * (`bridge.generic`, with `action`) for an action new to the contract that the catalogue does
 * not name yet.
 */
export function actionLabelKey(action: BridgeAction): PreviewKey {
  const key = `bridge.${action}`;
  return key in previewMessages.es ? (key as PreviewKey) : 'bridge.generic';
}
