import { describe, expect, it } from 'vitest';
import { commonMessages } from '../i18n/common-messages';
import { messagesOf } from '../i18n/messages';
import { validateCaptcha, validateMobile, validateRating, validateSmsCode } from './validators';
import { validateLegacyCard, validateLegacySmsCode } from './legacy-validators';

describe('promotion rules', () => {
  it('mobile: 1, then 3–9, then 9 digits', () => {
    for (const ok of ['13800138000', '19912345678', '15000000000']) expect(validateMobile(ok)).toBeNull();
    for (const bad of ['12800138000', '10800138000', '1380013800', '138001380001', '23800138000', '1380013800a', ''])
      expect(validateMobile(bad)).toBe('promotion.mobileInvalid');
    expect(messagesOf(commonMessages, 'es')('promotion.mobileInvalid')).toBe('请正确输入手机号！');
  });
  it('captcha: required, at most 4', () => {
    expect(validateCaptcha('')).toBe('promotion.captchaInvalid');
    expect(validateCaptcha('abcd')).toBeNull();
    expect(validateCaptcha('abcde')).toBe('promotion.captchaInvalid');
    expect(messagesOf(commonMessages, 'en')('promotion.captchaInvalid')).toBe('请正确输入图形验证码！');
  });
  it('SMS code: required, at most 6', () => {
    expect(validateSmsCode('')).toBe('promotion.smsCodeInvalid');
    expect(validateSmsCode('123456')).toBeNull();
    expect(validateSmsCode('1234567')).toBe('promotion.smsCodeInvalid');
    expect(messagesOf(commonMessages, 'es')('promotion.smsCodeInvalid')).toBe('请正确输入短信验证码！');
  });
});

describe('legacy repayment rules', () => {
  it('SMS code: at least 6', () => {
    expect(validateLegacySmsCode('12345')).toBe('legacy.smsCodeInvalid');
    expect(validateLegacySmsCode('123456')).toBeNull();
    expect(validateLegacySmsCode('1234567')).toBeNull();
    expect(messagesOf(commonMessages, 'es')('legacy.smsCodeInvalid')).toBe('请输入正确的验证码');
  });
  it('a card must be chosen', () => {
    expect(validateLegacyCard(-1)).toBe('legacy.chooseCard');
    expect(validateLegacyCard(0)).toBeNull();
    expect(messagesOf(commonMessages, 'en')('legacy.chooseCard')).toBe('请先选择付款银行卡！');
  });
});

describe('rating', () => {
  it('needs at least one star', () => {
    expect(validateRating(0)).toBe('rating.required');
    expect(validateRating(1)).toBeNull();
    expect(messagesOf(commonMessages, 'es')('rating.required')).toBe('Seleccione una calificación');
  });
});
