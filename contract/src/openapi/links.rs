//! The document's links: which calls feed which (Schemathesis's stateful phase follows them).

use serde_json::{Map, Value};

/// One link between two calls: Schemathesis's stateful phase follows it with values taken
/// from the first call, and a reader of the document sees the flow.
pub struct Link {
    /// The operation whose 200 answer carries the link.
    pub from: &'static str,
    /// The link's name.
    pub name: &'static str,
    /// The operation it leads to.
    pub to: &'static str,
    /// Query parameters of `to`: name, runtime expression.
    pub parameters: &'static [(&'static str, &'static str)],
    /// Form fields of `to` (merged into a generated body): name, runtime expression.
    pub body: &'static [(&'static str, &'static str)],
}

/// The calls that feed each other, as OpenAPI links on the 200 answer of the first. The
/// promotion flow passes on the `sid` (get-sid → get-captcha → get-sms → register), a saved
/// complaint its id, a repayment commit its record id. Borrower calls pass on no session: it
/// is the identity every borrower call carries (the `SessionId` security scheme), the same for
/// all calls of one client, so the state a link leads to is already that session's.
pub const LINKS: [Link; 11] = [
    Link {
        from: "get-sid",
        name: "NewCaptcha",
        to: "get-captcha",
        parameters: &[("sid", "$response.body#/data/sid")],
        body: &[],
    },
    Link {
        from: "get-sid",
        name: "RequestSms",
        to: "get-sms",
        parameters: &[],
        body: &[("sid", "$response.body#/data/sid")],
    },
    Link {
        from: "get-captcha",
        name: "RequestSms",
        to: "get-sms",
        parameters: &[],
        body: &[("sid", "$request.query.sid")],
    },
    Link {
        from: "get-sms",
        name: "Register",
        to: "register",
        parameters: &[],
        body: &[
            ("sid", "$request.body#/sid"),
            ("phone", "$request.body#/phone"),
            ("capcode", "$request.body#/capcode"),
            ("deviceId", "$request.body#/deviceId"),
            ("appName", "$request.body#/appName"),
        ],
    },
    Link {
        from: "problem-init",
        name: "SaveComplaint",
        to: "problem-save",
        parameters: &[],
        body: &[],
    },
    Link {
        from: "upload-problem-img",
        name: "SaveWithImages",
        to: "problem-save",
        parameters: &[],
        body: &[("problemImage", "$response.body#/data/url")],
    },
    Link {
        from: "problem-save",
        name: "ComplaintDetail",
        to: "problem-detail",
        parameters: &[("problemId", "$response.body#/data/problemId")],
        body: &[],
    },
    Link {
        from: "problem-save",
        name: "ComplaintList",
        to: "problem-list",
        parameters: &[],
        body: &[],
    },
    Link {
        from: "repayment-way",
        name: "Commit",
        to: "repayment-commit",
        parameters: &[],
        body: &[
            ("orderId", "$request.body#/orderId"),
            ("repayToken", "$response.body#/data/repayToken"),
        ],
    },
    Link {
        from: "repayment-commit",
        name: "Confirm",
        to: "repayment-confirm",
        parameters: &[],
        body: &[
            ("orderId", "$request.body#/orderId"),
            ("repaymentRecordId", "$response.body#/data/repayRecordId"),
        ],
    },
    Link {
        from: "repayment-commit",
        name: "CommitAgain",
        to: "repayment-commit",
        parameters: &[],
        body: &[],
    },
];

fn pairs(list: &[(&str, &str)]) -> Map<String, Value> {
    list.iter()
        .map(|(k, v)| ((*k).to_owned(), Value::String((*v).to_owned())))
        .collect()
}

pub(super) fn add_links(doc: &mut Value) {
    let Some(paths) = doc.get_mut("paths").and_then(Value::as_object_mut) else {
        return;
    };
    for item in paths.values_mut() {
        let Some(item) = item.as_object_mut() else {
            continue;
        };
        for operation in item.values_mut() {
            let id = operation
                .get("operationId")
                .and_then(Value::as_str)
                .unwrap_or("")
                .to_owned();
            let Some(ok) = operation.pointer_mut("/responses/200") else {
                continue;
            };
            for link in LINKS.iter().filter(|l| l.from == id) {
                // utoipa's Link reads `parameters` back only when present, even if empty.
                let mut value = serde_json::json!({
                    "operationId": link.to,
                    "parameters": pairs(link.parameters),
                });
                if !link.body.is_empty() {
                    value["requestBody"] = Value::Object(pairs(link.body));
                }
                ok["links"][link.name] = value;
            }
        }
    }
}
