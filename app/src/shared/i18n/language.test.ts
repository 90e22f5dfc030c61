import { describe, expect, it } from 'vitest';
import { en } from './messages-en';
import { es } from './messages-es';
import { currencySymbol, interpolate, languageFromFlag, translate } from './language';

describe('language flag', () => {
  it('1 is English with the rupee sign', () => {
    expect(languageFromFlag('1')).toBe('en');
    expect(currencySymbol('en')).toBe('₹');
  });
  it('2, anything else or nothing is Spanish with the dollar sign', () => {
    for (const flag of ['2', '0', 'en', '', null, undefined]) expect(languageFromFlag(flag)).toBe('es');
    expect(currencySymbol('es')).toBe('$');
  });
});

describe('catalogues', () => {
  it('have the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
  });
  it('have no empty message', () => {
    for (const value of [...Object.values(es), ...Object.values(en)]) expect(value.trim()).not.toBe('');
  });
  it('keep the Chinese messages of the spec identical in both languages', () => {
    const chinese = Object.keys(es).filter((key) => key.startsWith('promotion.') || key.startsWith('legacy.'));
    expect(chinese.length).toBeGreaterThan(10);
    for (const key of chinese) expect(en[key as keyof typeof es]).toBe(es[key as keyof typeof es]);
    expect(es['promotion.smsRepeat']).toBe('请勿重复发送验证码!');
    expect(es['promotion.smsSent']).toBe('验证码已发送，请在手机上查看！');
    expect(es['promotion.registered']).toBe('您已注册,请直接下载APP登录！');
    expect(es['promotion.registerSuccess']).toBe('注册成功');
    expect(es['legacy.failed']).toBe('处理失败');
    expect(es['legacy.wrongCode']).toBe('验证码错误');
    expect(es['legacy.duplicate']).toBe('请勿重复提交支付申请');
    expect(es['legacy.cardsFailed']).toBe('查询卡列表失败');
  });
  it('joint-login failure says Fracaso in Spanish', () => {
    expect(translate('es', 'jointLogin.title')).toBe('Fracaso');
  });
});

describe('interpolate', () => {
  it('fills placeholders', () => {
    expect(interpolate('Reenviar en {seconds} s', { seconds: 42 })).toBe('Reenviar en 42 s');
    expect(translate('en', 'ui.characterCount', { count: 3, max: 200 })).toBe('3/200');
  });
  it('leaves unknown placeholders', () => {
    expect(interpolate('{a} {b}', { a: 1 })).toBe('1 {b}');
    expect(interpolate('{a}')).toBe('{a}');
  });
});
