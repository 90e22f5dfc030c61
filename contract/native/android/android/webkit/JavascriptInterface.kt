// A stub of Android's annotation (android.webkit.JavascriptInterface), so that the example
// below compiles with the plain Kotlin compiler, without the Android SDK (docs/bridge.md
// "For the native teams"). Same package, name, target and retention as the real one.
package android.webkit

@Target(AnnotationTarget.FUNCTION)
@Retention(AnnotationRetention.RUNTIME)
annotation class JavascriptInterface
