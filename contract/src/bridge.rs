//! The native bridge: the actions the page asks the lender's app to do (docs/bridge.md).
//!
//! One enum, [`BridgeAction`], declared through [`bridge_actions!`] so that each action's name,
//! argument, error handling and the bridge version that added it are written in one place,
//! beside its description (the variant's doc comment). [`bridge_document()`] makes of it
//! `contract/bridge.json`: a JSON Schema of every message as the iOS app receives it (a
//! message handler named after the action, one string body) and as the Android app does (a
//! method of the `AndroidBridge` interface, with the argument or none), plus
//! [`BRIDGE_VERSION`](crate::BRIDGE_VERSION). The app's action list, docs/bridge.md's table and
//! the native teams' Kotlin and Swift are generated from that document, never copied by hand.

use schemars::JsonSchema;
use serde::Serialize;
use serde_json::{Map, Value, json};

use crate::version::BRIDGE_VERSION;

/// What an action's argument is: the page sends it as one string, or sends none.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Argument {
    /// No argument: iOS receives "", Android's method is called with none.
    None,
    /// An absolute `http` or `https` URL.
    Url,
    /// A telephone number as the borrower sees it.
    TelephoneNumber,
    /// A product id (on the promotion page, the campaign's `UC`).
    ProductId,
}

impl Argument {
    /// The name of its schema in the document's `$defs` (none for [`Argument::None`]).
    pub fn name(self) -> Option<&'static str> {
        match self {
            Argument::None => None,
            Argument::Url => Some("Url"),
            Argument::TelephoneNumber => Some("TelephoneNumber"),
            Argument::ProductId => Some("ProductId"),
        }
    }

    /// The JSON Schema of the one string the page sends (none for [`Argument::None`]).
    pub fn schema(self) -> Option<Value> {
        match self {
            Argument::None => None,
            Argument::Url => Some(json!({
                "type": "string",
                "format": "uri",
                "pattern": "^https?://",
                "maxLength": 2048,
                "description": "An absolute http or https URL, sent as the page has it (not re-encoded).",
                "examples": ["https://example.com/"],
            })),
            Argument::TelephoneNumber => Some(json!({
                "type": "string",
                "pattern": "^\\+?[0-9][0-9 ()-]*[0-9]$",
                "minLength": 3,
                "maxLength": 32,
                "description": "A telephone number as the borrower sees it: digits with the spaces, hyphens and parentheses of its display, an optional leading +. The app dials it as given.",
                "examples": ["800 123 4567"],
            })),
            Argument::ProductId => Some(json!({
                "type": "string",
                "pattern": "^\\S+$",
                "minLength": 1,
                "maxLength": 128,
                "description": "A product id as the launch parameter productId gives it (on the promotion page, the campaign's UC): no spaces.",
                "examples": ["1"],
            })),
        }
    }
}

/// Everything the bridge knows of one action besides its name and description.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ActionSpec {
    /// What the page sends with it.
    pub argument: Argument,
    /// The page ignores a failure of the call (it may already be going away).
    pub errors_ignored: bool,
    /// A call takes the borrower away from the page (the conformance run asks before it).
    pub leaves_page: bool,
    /// The bridge version that added the action.
    pub since: &'static str,
}

/// Declares [`BridgeAction`] and its table from one list: each variant with its doc comment
/// (the description) and its [`ActionSpec`]. Adding an action here is all it takes: the
/// document, the app's types, the test preview page and docs/bridge.md follow from it.
macro_rules! bridge_actions {
    ($(
        $(#[$doc:meta])*
        $variant:ident {
            argument: $argument:ident,
            errors_ignored: $ignored:literal,
            leaves_page: $leaves:literal,
            since: $since:literal $(,)?
        }
    )*) => {
        /// An action of the native bridge; its wire name is the variant's name in camelCase, the
        /// same on iOS (the message handler) and Android (the interface's method).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
        #[serde(rename_all = "camelCase")]
        pub enum BridgeAction {
            $( $(#[$doc])* $variant, )*
        }

        impl BridgeAction {
            /// Every action, in the order of the table in docs/bridge.md.
            pub const ALL: &'static [BridgeAction] = &[$(BridgeAction::$variant),*];

            /// Its argument, error handling, whether it leaves the page and its first version.
            pub const fn spec(self) -> ActionSpec {
                match self {
                    $(BridgeAction::$variant => ActionSpec {
                        argument: Argument::$argument,
                        errors_ignored: $ignored,
                        leaves_page: $leaves,
                        since: $since,
                    },)*
                }
            }
        }
    };
}

bridge_actions! {
    /// Opens a page in the app: the lender's app shows the URL (loan details' product page).
    OpenPage { argument: Url, errors_ignored: false, leaves_page: true, since: "1.0.0" }
    /// Closes the web view and returns to the app.
    CloseWebView { argument: None, errors_ignored: true, leaves_page: true, since: "1.0.0" }
    /// Goes to the app's home tab.
    GoHome { argument: None, errors_ignored: false, leaves_page: true, since: "1.0.0" }
    /// Goes to the app's "mine" (account) tab.
    GoMine { argument: None, errors_ignored: false, leaves_page: false, since: "1.0.0" }
    /// Goes to the app's login screen (the session has ended).
    GoLogin { argument: None, errors_ignored: false, leaves_page: true, since: "1.0.0" }
    /// Opens the dialler with the telephone number (customer service).
    CallPhone { argument: TelephoneNumber, errors_ignored: false, leaves_page: false, since: "1.0.0" }
    /// Opens the app's page in the store to rate it (after a rating of 4 or 5 stars).
    GoRateApp { argument: None, errors_ignored: false, leaves_page: false, since: "1.0.0" }
    /// Confirms the application tracking point of the product (after a loan is submitted; on the promotion page, a campaign's registration).
    ConfirmTrackingPoint { argument: ProductId, errors_ignored: false, leaves_page: false, since: "1.0.0" }
    /// Starts the app's own bank-card flow (binding a bank account).
    StartBankFlow { argument: None, errors_ignored: false, leaves_page: true, since: "1.0.0" }
    /// Ends the app's bank-card flow.
    EndBankFlow { argument: None, errors_ignored: true, leaves_page: true, since: "1.0.0" }
}

impl BridgeAction {
    /// The wire name (`openPage`), the same on both platforms.
    pub fn name(self) -> String {
        match serde_json::to_value(self) {
            Ok(Value::String(name)) => name,
            _ => unreachable!("a unit variant serialises as its name"),
        }
    }

    /// The description: the variant's doc comment, as schemars reads it.
    pub fn description(self) -> String {
        let schema = serde_json::to_value(schemars::schema_for!(BridgeAction)).unwrap_or_default();
        let name = self.name();
        schema["oneOf"]
            .as_array()
            .into_iter()
            .flatten()
            .find(|variant| variant["const"] == name.as_str())
            .and_then(|variant| variant["description"].as_str())
            .unwrap_or_default()
            .to_string()
    }
}

/// Upper camel case of a wire name (`openPage` → `OpenPage`), for the document's type names.
fn type_name(name: &str) -> String {
    let mut chars = name.chars();
    chars
        .next()
        .map(|first| first.to_ascii_uppercase().to_string() + chars.as_str())
        .unwrap_or_default()
}

/// The bridge document (`contract/bridge.json`): JSON Schema 2020-12.
///
/// The root is one message as both apps receive it: `ios` (the action, the handler's name, and
/// the body of `postMessage`) or `android` (the action, the method's name, and its arguments). `$defs` holds one schema
/// per action and platform, the argument formats and `Action`, the list of names; the
/// extension `x-bridge-actions` repeats each action's facts for the generators that do not
/// read schemas (the app's types, docs/bridge.md, the change check).
pub fn bridge_document() -> Value {
    let mut defs = Map::new();
    let names: Vec<String> = BridgeAction::ALL.iter().map(|a| a.name()).collect();
    defs.insert(
        "Action".into(),
        json!({
            "type": "string",
            "enum": names,
            "description": "The name of an action: the iOS message handler's and the Android interface method's.",
        }),
    );
    let mut arguments: Vec<Argument> = Vec::new();
    for action in BridgeAction::ALL {
        let argument = action.spec().argument;
        if argument != Argument::None && !arguments.contains(&argument) {
            arguments.push(argument);
        }
    }
    for argument in &arguments {
        if let (Some(name), Some(schema)) = (argument.name(), argument.schema()) {
            defs.insert(name.into(), schema);
        }
    }
    let mut ios = Vec::new();
    let mut android = Vec::new();
    let mut facts = Map::new();
    for action in BridgeAction::ALL {
        let name = action.name();
        let spec = action.spec();
        let description = action.description();
        let argument_ref = spec
            .argument
            .name()
            .map(|n| json!({ "$ref": format!("#/$defs/{n}") }));
        let body = argument_ref.clone().unwrap_or_else(
            || json!({ "type": "string", "const": "", "description": "No argument: the body is the empty string." }),
        );
        // One item of the argument's schema, or none: `items` rather than `prefixItems`,
        // which the generators of the native types do not read.
        let (items, count) = match &argument_ref {
            Some(r) => (r.clone(), 1),
            None => (json!({ "type": "string" }), 0),
        };
        let ios_name = format!("Ios{}", type_name(&name));
        let android_name = format!("Android{}", type_name(&name));
        defs.insert(
            ios_name.clone(),
            json!({
                "type": "object",
                "description": format!("{description} iOS: `window.webkit.messageHandlers.{name}.postMessage(body)`."),
                "properties": { "action": { "type": "string", "const": name }, "body": body },
                "required": ["action", "body"],
                "additionalProperties": false,
            }),
        );
        defs.insert(
            android_name.clone(),
            json!({
                "type": "object",
                "description": format!("{description} Android: `AndroidBridge.{name}({})`.", if count == 1 { "argument" } else { "" }),
                "properties": {
                    "action": { "type": "string", "const": name },
                    "arguments": { "type": "array", "items": items, "minItems": count, "maxItems": count },
                },
                "required": ["action", "arguments"],
                "additionalProperties": false,
            }),
        );
        ios.push(json!({ "$ref": format!("#/$defs/{ios_name}") }));
        android.push(json!({ "$ref": format!("#/$defs/{android_name}") }));
        facts.insert(
            name,
            json!({
                "description": description,
                "argument": spec.argument.name(),
                "errorsIgnored": spec.errors_ignored,
                "leavesPage": spec.leaves_page,
                "since": spec.since,
            }),
        );
    }
    defs.insert(
        "IosMessage".into(),
        json!({ "description": "A message as the iOS app's handler receives it.", "oneOf": ios }),
    );
    defs.insert(
        "AndroidCall".into(),
        json!({ "description": "A call as the Android app's `AndroidBridge` interface receives it.", "oneOf": android }),
    );
    json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://loan-webview.invalid/contract/bridge.json",
        "title": "LoanBridge",
        "description": "The native bridge of the loan web view: every message the page sends the lender's app, as iOS and as Android receive it (docs/bridge.md). A wrapper tells the page the version it implements: Android's `AndroidBridge.bridgeVersion()` returns it, iOS injects `window.loanBridgeVersion`.",
        "x-bridge-version": BRIDGE_VERSION,
        "type": "object",
        "properties": {
            "version": { "type": "string", "description": format!("The bridge version a wrapper implements; this document describes {BRIDGE_VERSION}."), "examples": [BRIDGE_VERSION] },
            "ios": { "$ref": "#/$defs/IosMessage" },
            "android": { "$ref": "#/$defs/AndroidCall" },
        },
        "required": ["version"],
        "additionalProperties": false,
        "$defs": defs,
        "x-bridge-actions": facts,
    })
}

/// The document as written to `contract/bridge.json`.
pub fn bridge_json() -> String {
    let mut text = serde_json::to_string_pretty(&bridge_document()).unwrap_or_default();
    text.push('\n');
    text
}
