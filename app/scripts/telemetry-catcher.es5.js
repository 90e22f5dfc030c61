// The inline catcher (docs/telemetry.md "The inline catcher"): the first script of every page,
// inline in the HTML, so it runs where the bundle cannot (a syntax error, a missing API, no
// module scripts). It keeps the errors it sees for the reporter, which takes over after the
// first paint (`loanCatcher.c`); when none does, it sends them itself as an OTLP/HTTP JSON
// batch when the page hides, to config.json's telemetryPath. ES5 only: no arrow, no let, no
// regular expression lookbehind. The versions come from the page's own meta tags, so the
// catcher is the same text in every build and its CSP hash stays (docs/serving.md "Releases").
(function (w, d) {
  var state = { e: [] };
  var path;
  var opening = Math.random().toString(36).slice(2);
  w.loanCatcher = state;
  function clean(text) {
    var out = String(text).replace(/[?#][^\s"'()<>]*/g, '');
    var pairs = location.search.slice(1).split('&');
    for (var i = 0; i < pairs.length; i++) {
      // unescape: never throws; launch values are ASCII ids and numbers.
      var value = unescape(pairs[i].split('=')[1] || '');
      if (value.length > 2) out = out.split(value).join('[launch]');
    }
    return out.replace(/(:?)\d[\d\s.,/-]{2,}\d/g, function (all, colon) {
      return colon ? all : '[n]';
    });
  }
  function keep(message, where) {
    if (state.c) return;
    state.e.push({ m: clean(message), s: clean(where || ''), t: new Date().getTime() });
    if (path !== undefined) return;
    path = '';
    var x = new XMLHttpRequest();
    x.open('GET', '/config.json');
    x.onload = function () {
      try {
        var p = JSON.parse(x.responseText).telemetryPath;
        if (/^\/[^/\\]/.test(p)) path = p;
      } catch (e) {}
    };
    x.send();
  }
  function meta(name) {
    var tag = d.querySelector('meta[name="' + name + '"]');
    return tag ? tag.content : '';
  }
  function attrs(o) {
    var a = [];
    for (var k in o) a.push({ key: k, value: { stringValue: String(o[k]) } });
    return a;
  }
  function send() {
    if (state.c || !path || !state.e.length) return;
    var records = [];
    for (var i = 0; i < state.e.length; i++) {
      var e = state.e[i];
      records.push({
        timeUnixNano: e.t + '000000',
        severityNumber: 17,
        body: { stringValue: e.m },
        attributes: attrs({
          'event.name': 'loan.page.broken',
          'loan.route': location.pathname,
          'loan.error.at': e.s,
        }),
      });
    }
    state.e = [];
    var body = JSON.stringify({
      resourceLogs: [
        {
          resource: {
            attributes: attrs({
              'service.name': 'loan-webview',
              'service.version': meta('build-id'),
              'loan.contract.version': meta('contract-version'),
              'user_agent.original': navigator.userAgent,
              'session.id': opening,
            }),
          },
          scopeLogs: [{ scope: { name: 'loan-webview' }, logRecords: records }],
        },
      ],
    });
    // An engine without beacons (Chrome 39, iOS 11.3) is not heard from: a fallback would cost
    // the catcher a tenth of its size.
    try {
      navigator.sendBeacon(path, new Blob([body], { type: 'application/json' }));
    } catch (e) {}
  }
  // Where it was thrown (file:line:column) rather than the stack: what a syntax error has.
  w.addEventListener('error', function (event) {
    keep(event.message, (event.filename || '') + ':' + event.lineno + ':' + event.colno);
  });
  w.addEventListener('pagehide', send);
  d.addEventListener('visibilitychange', function () {
    if (d.visibilityState === 'hidden') send();
  });
  if (!('noModule' in d.createElement('script'))) keep('no module scripts');
})(window, document);
