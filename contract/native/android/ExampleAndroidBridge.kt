// How an Android app's `AndroidBridge` uses the types quicktype generates from
// contract/bridge.json (docs/bridge.md "For the native teams"): compiled against them in the
// test command, so a change of the document that breaks this use fails there.
package loan.bridge.example

import android.webkit.JavascriptInterface
import loan.bridge.Action
import loan.bridge.Android
import loan.bridge.LoanBridge

/**
 * The interface the app adds with `addJavascriptInterface(bridge, "AndroidBridge")`: one
 * method per action, plus the version handshake. `handle` gets each call as the contract's
 * message; a debug build also echoes it back to the page (`window.loanBridgeEcho`).
 */
class ExampleAndroidBridge(private val version: String, private val handle: (LoanBridge) -> Unit) {
    private fun call(action: Action, vararg arguments: String) =
        handle(LoanBridge(android = Android(action = action, arguments = arguments.toList()), version = version))

    @JavascriptInterface
    fun bridgeVersion(): String = version

    @JavascriptInterface
    fun openPage(url: String) = call(Action.OpenPage, url)

    @JavascriptInterface
    fun callPhone(number: String) = call(Action.CallPhone, number)

    @JavascriptInterface
    fun confirmTrackingPoint(productId: String) = call(Action.ConfirmTrackingPoint, productId)

    @JavascriptInterface
    fun goHome() = call(Action.GoHome)

    @JavascriptInterface
    fun closeWebView() = call(Action.CloseWebView)
}
