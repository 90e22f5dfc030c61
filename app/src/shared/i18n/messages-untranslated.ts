/**
 * Messages the specification gives in one language only, shown exactly as written whatever the
 * language flag: the promotion page's and the legacy payment flow's Chinese messages, and the
 * marketing contact form's English ones. Both catalogues spread this one object, so the two
 * cannot drift apart.
 */
export const untranslated = {
  'marketing.incomplete': 'Please provide complete information!',
  'marketing.submitted': 'Submit successfully',

  'promotion.mobileInvalid': '请正确输入手机号！',
  'promotion.captchaInvalid': '请正确输入图形验证码！',
  'promotion.smsCodeInvalid': '请正确输入短信验证码！',
  'promotion.smsRepeat': '请勿重复发送验证码!',
  'promotion.smsSent': '验证码已发送，请在手机上查看！',
  'promotion.registered': '您已注册,请直接下载APP登录！',
  'promotion.registerSuccess': '注册成功',
  'promotion.networkError': 'error',

  'legacy.chooseCard': '请先选择付款银行卡！',
  'legacy.smsCodeInvalid': '请输入正确的验证码',
  'legacy.failed': '处理失败',
  'legacy.wrongCode': '验证码错误',
  'legacy.duplicate': '请勿重复提交支付申请',
  'legacy.cardsFailed': '查询卡列表失败',
  'legacy.networkError': 'error',
} as const;
