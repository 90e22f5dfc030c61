# Generates mock-server/scenarios/default.json (the default world). Edit here, run
# `python3 mock-server/tools/world.py`, then `INSTA_UPDATE=always cargo test -p mock-server`.
import json, os

L = "/__mock/media/logo/"
def ok(data, v3=True, string=False):
    env = {"code": "00" if string else 0}
    if v3: env["success"] = True
    env["message"] = "ok"
    env["data"] = data
    return env

def tv(*rows): return [{"text": t, "value": v} for t, v in rows]
def ttv(*rows): return [{"title": t, "value": v} for t, v in rows]

def channels(lang):
    es = lang == "es"
    return [
        {"title": "Pago en efectivo" if es else "Cash payment", "channels": [
            {"logo": L+"oxxo.png", "desc": "Pague en efectivo en cualquier tienda OXXO; se acredita en 24 h." if es else "Pay cash at any OXXO store; credited within 24 h.", "payCode": "OXXO", "vCode": "93000412345678", "BARcodeImg": "/__mock/media/barcode/93000412345678.png"},
            {"logo": L+"seven-eleven.png", "desc": "Pague en 7-Eleven mostrando el código de barras." if es else "Pay at 7-Eleven by showing the barcode.", "payCode": "SEVEN", "vCode": "71004588210937", "BARcodeImg": "/__mock/media/barcode/71004588210937.png"},
        ]},
        {"title": "Transferencia bancaria" if es else "Bank transfer", "channels": [
            {"logo": L+"spei.png", "desc": "Transferencia SPEI a la CLABE de referencia; se acredita al instante." if es else "SPEI transfer to the reference CLABE; credited instantly.", "payCode": "SPEI", "vCode": "646180157000482101", "BARcodeImg": ""},
            {"logo": L+"bbva.png", "desc": "Depósito en ventanilla o practicaja BBVA con el número de convenio." if es else "Deposit at a BBVA branch or cash machine with the agreement number.", "payCode": "BBVA", "vCode": "1234567890123", "BARcodeImg": "/__mock/media/barcode/1234567890123.png"},
        ]},
    ]

def orders(lang):
    es = lang == "es"
    return [
        {"orderNo": "MX202611220001", "productLogo": L+"credito-agil.png", "productName": "Crédito Ágil", "status": "Pendiente de pago" if es else "Awaiting repayment", "isShow": 1,
         "list": ttv(("Monto" if es else "Amount", "$3.000,00" if es else "₹3.000,00"), ("Fecha de vencimiento" if es else "Due date", "2026-12-07"))},
        {"orderNo": "MX202610050007", "productLogo": L+"presta-ya.png", "productName": "Presta Ya", "status": "Pagado" if es else "Repaid", "isShow": 1,
         "list": ttv(("Monto" if es else "Amount", "$1.500,00" if es else "₹1.500,00"), ("Fecha de pago" if es else "Repaid on", "2026-10-19"))},
        {"orderNo": "MX202609140003", "productLogo": L+"dinero-express.png", "productName": "Dinero Express", "status": "Vencido" if es else "Overdue", "isShow": 0,
         "list": ttv(("Monto" if es else "Amount", "$2.000,00" if es else "₹2.000,00"), ("Fecha de vencimiento" if es else "Due date", "2026-09-28"))},
    ]

def world(lang):
    es = lang == "es"
    cur = "$" if es else "₹"
    return {
    "loan-confirm": ok({
        "firstPayTime": "2026-12-07", "amount": 300000, "periods": 15, "termUnit": 1, "isNeedPop": 0, "sendSms": 0,
        "details": tv(("Monto recibido" if es else "Amount received", cur+"2.700,00"), ("Comisión" if es else "Commission", cur+"300,00"), ("IVA" if es else "VAT", cur+"52,68"), ("Plazo" if es else "Term", "15 días" if es else "15 days")),
        "repay_plans": [{"title": "Cuota 1" if es else "Instalment 1", "amount": 345000, "description": "Capital + intereses" if es else "Principal + interest", "pay_time": "2026-12-07"}],
        "loanRate": "0.0065%", "ratemsg": "Interés diario" if es else "Daily interest", "amountDec": "Monto del préstamo" if es else "Loan amount",
        "isNewContract": "/loan-agreement?orderNo=MX202611220001", "messageType": 1,
        "comProductLogo": L+"credito-agil.png", "comProductName": "Crédito Ágil"}),
    "loan-push": ok({"lendDetailsUrl": "/loan-detail"}),
    "loan-details": ok({
        "orderStatus": 174, "noticeStatusText": "Pendiente de pago" if es else "Awaiting repayment",
        "noticeDesText": "Pague antes del 2026-12-07 para evitar cargos por mora." if es else "Pay before 2026-12-07 to avoid late fees.",
        "productName": "Crédito Ágil", "productLogo": L+"credito-agil.png",
        "userOrderDetail": {"detail": tv(("Número de orden" if es else "Order number", "MX202611220001"), ("Monto del préstamo" if es else "Loan amount", cur+"3.000,00"), ("Monto a pagar" if es else "Amount due", cur+"3.450,00"), ("Fecha de préstamo" if es else "Loan date", "2026-11-22"), ("Fecha de vencimiento" if es else "Due date", "2026-12-07"))},
        "inside": 0, "isScore": 1, "h5Url": "", "isDelay": 0, "isNewContract": "/loan-agreement?orderNo=MX202611220001"}),
    "google-score": ok({}),
    "contract-detail": ok({
        "userName": "María Fernanda López García", "productName": "Crédito Ágil", "amount": 300000, "bankNo": "**** **** **** 4821",
        "daiDate": "2026-11-22", "planDate": "2026-12-07", "contractAmount": 345000, "commission": 30000, "Interest": 2925, "IVA": 5268, "giveAmount": 270000,
        "userAddress": "Av. Insurgentes Sur 1235, Col. Del Valle, CDMX", "contractDate": "2026-11-22", "company": "Financiera Ágil S.A. de C.V., SOFOM, E.N.R."}),
    "repay-detail": ok({
        "repayAmount": 345000, "productName": "Crédito Ágil", "repayDate": "2026-12-07", "productLogo": L+"credito-agil.png",
        "detail": tv(("Capital" if es else "Principal", cur+"3.000,00"), ("Intereses" if es else "Interest", cur+"29,25"), ("Comisión" if es else "Commission", cur+"300,00"), ("IVA" if es else "VAT", cur+"52,68"), ("Cargos por mora" if es else "Late fees", cur+"0,00")),
        "repayList": channels(lang),
        "noticeMsg": "Conserve su comprobante de pago." if es else "Keep your payment receipt."}),
    "extension-detail": ok({
        "productLogo": L+"credito-agil.png", "productName": "Crédito Ágil",
        "delayInfo": {"delayAmount": 52500, "delayTime": "2026-12-14", "heading": "Extienda su plazo 7 días" if es else "Extend your term by 7 days"},
        "repayPlan": [{"title": "Fecha de pago actual" if es else "Current due date", "time": "2026-12-07"}, {"title": "Nueva fecha de pago" if es else "New due date", "time": "2026-12-14"}],
        "repayList": channels(lang),
        "noticeMsg": "La extensión se aplica al acreditarse el pago." if es else "The extension applies once the payment is credited.",
        "note": "Puede extender su préstamo hasta 7 días." if es else "You can extend your loan by up to 7 days."}),
    "generate-vcode": ok({
        "topLogo": L+"oxxo.png",
        "repayDetail": {"amount": 345000, "repayTitle": "Pago en OXXO" if es else "Pay at OXXO", "repayDes": "Muestre el código en caja y pague el monto exacto." if es else "Show the code at the till and pay the exact amount.",
                        "repayCode": "/__mock/media/qr/93000412345678.png", "vCode": "93000412345678", "companyName": "Financiera Ágil S.A. de C.V."},
        "dataList": [{"title": "Pasos para pagar" if es else "How to pay", "content": (["Acuda a cualquier tienda OXXO.", "Indique que realizará un pago de servicio.", "Muestre el código de referencia y pague en efectivo."] if es else ["Go to any OXXO store.", "Say you are making a service payment.", "Show the reference code and pay in cash."])},
                     {"title": "Importante" if es else "Important", "content": (["El pago se acredita en un máximo de 24 horas.", "OXXO cobra una comisión por operación."] if es else ["Payments are credited within 24 hours.", "OXXO charges a fee per payment."])}],
        "imgList": {"title": "Ejemplo de comprobante" if es else "Sample receipt", "eMail": "pagos@creditoagil.mx", "content": [L+"receipt.png"]},
        "bottomLogo": L+"credito-agil.png"}),
    "problem-init": ok({
        "problemType": [{"title": "Cobranza" if es else "Collection", "value": 1}, {"title": "Pagos" if es else "Payments", "value": 2}, {"title": "Otros" if es else "Other", "value": 3}],
        "problemSonType": [{"title": "Llamadas excesivas" if es else "Too many calls", "value": 11}, {"title": "Trato irrespetuoso" if es else "Disrespectful treatment", "value": 12}, {"title": "Contacto a terceros" if es else "Third parties contacted", "value": 13}],
        "orderDetail": orders(lang)[0], "orderList": orders(lang)}, v3=False),
    "upload-problem-img": ok({"url": "/__mock/media/upload/example.png"}, v3=False),
    "problem-save": ok({"problemId": 5003}),
    "problem-list": ok({"tabs": [
        {"title": "Todas" if es else "All", "items": [
            {"id": 5002, "time": "2026-11-21 09:15:40", "type": "Pagos" if es else "Payments", "content": "Pagué en OXXO y mi pago no aparece." if es else "I paid at OXXO and my payment does not show."},
            {"id": 5001, "time": "2026-11-20 14:32:05", "type": "Cobranza" if es else "Collection", "content": "Me llaman varias veces al día antes de la fecha de vencimiento." if es else "They call me several times a day before the due date."}]},
        {"title": "En proceso" if es else "Processing", "items": [
            {"id": 5002, "time": "2026-11-21 09:15:40", "type": "Pagos" if es else "Payments", "content": "Pagué en OXXO y mi pago no aparece." if es else "I paid at OXXO and my payment does not show."}]},
        {"title": "Resueltas" if es else "Resolved", "items": [
            {"id": 5001, "time": "2026-11-20 14:32:05", "type": "Cobranza" if es else "Collection", "content": "Me llaman varias veces al día antes de la fecha de vencimiento." if es else "They call me several times a day before the due date."}]}]}, v3=False),
    "problem-detail": ok({
        "type": "Cobranza" if es else "Collection", "sonType": "Llamadas excesivas" if es else "Too many calls", "problemId": 5001,
        "content": "Me llaman varias veces al día antes de la fecha de vencimiento." if es else "They call me several times a day before the due date.",
        "images": [L+"receipt.png"], "disposeDetail": "", "disposeImages": [], "isNeedScore": 0}, v3=False),
    "get-whatsapp": ok({"phone": "800 123 4567", "va": "+52 55 1234 5678", "email": "soporte@creditoagil.mx"}, v3=False),
    "channel-template": ok({"id": 12, "appName": "Crédito Ágil", "title": "Hasta $10.000 en minutos" if es else "Up to ₹10.000 in minutes", "banner": L+"banner.png", "downloadUrl": "https://play.google.com/store/apps/details?id=mx.creditoagil.app"}, v3=False, string=True),
    "track-visit": ok({}, v3=False),
    "get-sid": ok({"sid": "sid-4b7e19d2c0a8"}, v3=False),
    "get-sms": {"code": 0, "message": "验证码已发送，请在手机上查看！", "data": {}},
    "track-click": ok({}, v3=False),
    "register": {"code": 0, "message": "注册成功", "data": {}},
    "repayment-way": ok({"alipay": 0, "repayToken": "rt-9d1c7e20", "bankCards": [
        {"id": 7001, "bankName": "招商银行", "cardNo": "6225 **** **** 4821", "bankCode": "CMB"},
        {"id": 7002, "bankName": "中国工商银行", "cardNo": "6222 **** **** 1093", "bankCode": "ICBC"}]}, v3=False, string=True),
    "repayment-commit": ok({"needValid": 0, "repayRecordId": "rr-20261122-0001"}, v3=False, string=True),
    "repayment-confirm": ok({}, v3=False, string=True),
    "repayment-huichao": ok({"url": "/legacy-repay/borrow-detail?orderId=10482"}, v3=False, string=True),
    }

def diff(es, en):
    """Merge patch turning es into en."""
    if isinstance(es, dict) and isinstance(en, dict):
        out = {}
        for k in en:
            if k not in es: out[k] = en[k]
            elif es[k] != en[k]:
                out[k] = diff(es[k], en[k])
        for k in es:
            if k not in en: out[k] = None
        return out
    return en

es, en = world("es"), world("en")
responses = {}
for k in es:
    r = {"patch": es[k]}
    d = diff(es[k], en[k])
    if d: r["en"] = d
    responses[k] = r
responses["repayment-commit"]["when"] = [{"params": {"sendMsg": "1"}, "patch": {"data": {"needValid": 1}}}]
doc = {"$schema": "../scenario.schema.json", "name": "default",
       "description": "Everything succeeds: María has a 3.000 loan awaiting repayment (status 174) with Crédito Ágil, two older orders, complaint history, cash and bank-transfer channels with vouchers and barcodes.",
       "screens": ["/loan-confirm", "/loan-detail", "/repay", "/repay-extension", "/carpmm", "/complaint", "/complaintList", "/complainDetails?problemId=5001", "/customer-service", "/loan-agreement?orderNo=MX202611220001", "/promotion/", "/legacy-repay"],
       "responses": responses}
path = os.path.join(os.path.dirname(__file__), "..", "scenarios", "default.json")
with open(path, "w") as f:
    json.dump(doc, f, ensure_ascii=False, indent=2); f.write("\n")
