//! Test certificates made at test time: a staging CA and a server certificate it signed for
//! 127.0.0.1 and localhost. Shared by the conformance crate's client tests and the mock
//! server's https backend test (which includes this file by path, as it does `forward.rs`).

use openssl::asn1::Asn1Time;
use openssl::bn::{BigNum, MsbOption};
use openssl::ec::{EcGroup, EcKey};
use openssl::hash::MessageDigest;
use openssl::nid::Nid;
use openssl::pkey::{PKey, Private};
use openssl::x509::extension::{BasicConstraints, KeyUsage, SubjectAlternativeName};
use openssl::x509::{X509, X509NameBuilder};

/// A fresh P-256 key (fast to make, unlike RSA).
pub fn key() -> PKey<Private> {
    let group = EcGroup::from_curve_name(Nid::X9_62_PRIME256V1).expect("curve");
    PKey::from_ec_key(EcKey::generate(&group).expect("ec key")).expect("key")
}

/// A certificate for `name` valid from now for a day: without `issuer`, a self-signed CA;
/// with one, a server certificate for 127.0.0.1 and localhost that the issuer signed.
pub fn certificate(
    name: &str,
    key: &PKey<Private>,
    issuer: Option<(&X509, &PKey<Private>)>,
) -> X509 {
    let mut subject = X509NameBuilder::new().expect("name");
    subject.append_entry_by_text("CN", name).expect("cn");
    let subject = subject.build();
    let mut serial = BigNum::new().expect("bn");
    serial
        .rand(64, MsbOption::MAYBE_ZERO, false)
        .expect("serial");
    let mut cert = X509::builder().expect("builder");
    cert.set_version(2).expect("v3");
    cert.set_serial_number(&serial.to_asn1_integer().expect("serial"))
        .expect("serial");
    cert.set_subject_name(&subject).expect("subject");
    cert.set_issuer_name(issuer.map_or(&subject, |(ca, _)| ca.subject_name()))
        .expect("issuer");
    cert.set_pubkey(key).expect("pubkey");
    cert.set_not_before(&Asn1Time::days_from_now(0).expect("now"))
        .expect("not before");
    cert.set_not_after(&Asn1Time::days_from_now(1).expect("tomorrow"))
        .expect("not after");
    match issuer {
        None => {
            let ca = BasicConstraints::new().critical().ca().build().expect("ca");
            cert.append_extension(ca).expect("ca");
            let usage = KeyUsage::new()
                .critical()
                .key_cert_sign()
                .crl_sign()
                .build()
                .expect("usage");
            cert.append_extension(usage).expect("usage");
        }
        Some((ca, _)) => {
            let names = SubjectAlternativeName::new()
                .ip("127.0.0.1")
                .dns("localhost")
                .build(&cert.x509v3_context(Some(ca), None))
                .expect("names");
            cert.append_extension(names).expect("names");
        }
    }
    let signer = issuer.map_or(key, |(_, k)| k);
    cert.sign(signer, MessageDigest::sha256()).expect("sign");
    cert.build()
}
