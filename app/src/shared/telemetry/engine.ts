/**
 * The web view's engine and version from its user agent (OpenTelemetry's `user_agent.name`
 * and `user_agent.version`): the engine decides what the bundle can run (app/README.md
 * "Supported engines"). The whole user agent is not sent: it names the phone's model.
 */
export interface Engine {
  name: string;
  version: string;
}

export function engineOf(userAgent: string): Engine {
  const chrome = /(?:Chrome|CriOS)\/(\d+(?:\.\d+)?)/.exec(userAgent);
  if (chrome?.[1]) {
    // Android's System WebView says `; wv)`; a Chrome Custom Tab or the browser does not.
    const name = /;\s*wv\)/.test(userAgent) ? 'Android WebView' : 'Chrome';
    return { name, version: chrome[1] };
  }
  const firefox = /Firefox\/(\d+(?:\.\d+)?)/.exec(userAgent);
  if (firefox?.[1]) return { name: 'Firefox', version: firefox[1] };
  if (/AppleWebKit\//.test(userAgent)) {
    // WKWebView has no `Version/`: its WebKit is the system's, so the iOS version says it.
    const safari = /Version\/(\d+(?:\.\d+)?)/.exec(userAgent);
    if (safari?.[1]) return { name: 'Safari', version: safari[1] };
    const ios = /OS (\d+)_(\d+)/.exec(userAgent);
    if (ios) return { name: 'iOS WebKit', version: `${ios[1]}.${ios[2]}` };
    return { name: 'WebKit', version: /AppleWebKit\/([\d.]+)/.exec(userAgent)?.[1] ?? '' };
  }
  return { name: 'unknown', version: '' };
}
