import { describe, expect, it } from 'vitest';
import { commonMessages } from './common-messages';
import { defineLazyMessages, defineMessages, interpolate, messagesOf } from './messages';

const { es, en } = commonMessages;

describe('shared catalogue', () => {
  it('has the same keys in both languages', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
  });
  it('has no empty message', () => {
    for (const value of [...Object.values(es), ...Object.values(en)]) expect(value.trim()).not.toBe('');
  });
  it('keeps the Chinese messages of the spec identical in both languages', () => {
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
});

describe('messages', () => {
  const catalogue = defineMessages({
    es: { wait: 'Reenviar en {seconds} s', plain: 'Hola' },
    en: { wait: 'Resend in {seconds} s', plain: 'Hello' },
  });

  it('gives the message of the language with its placeholders filled', () => {
    expect(messagesOf(catalogue, 'es')('wait', { seconds: 42 })).toBe('Reenviar en 42 s');
    expect(messagesOf(catalogue, 'en')('plain')).toBe('Hello');
    expect(messagesOf(commonMessages, 'en')('ui.characterCount', { count: 3, max: 200 })).toBe('3/200');
  });

  it('checks keys at compile time', () => {
    const t = messagesOf(catalogue, 'es');
    // @ts-expect-error: a key the catalogue lacks does not compile
    expect(t('missing')).toBeUndefined();
    defineMessages({
      es: { a: 'a', b: 'b' },
      // @ts-expect-error: English lacks a key of Spanish
      en: { a: 'a' },
    });
    defineMessages({
      es: { a: 'a' },
      // @ts-expect-error: English has a key Spanish lacks
      en: { a: 'a', extra: 'x' },
    });
  });

  it('loads a lazy catalogue one language at a time, and says when one is missing', async () => {
    const lazy = defineLazyMessages<'hello'>({
      es: () => Promise.resolve({ hello: 'Hola {name}' }),
      en: () => Promise.resolve({ hello: 'Hello {name}' }),
    });
    expect(() => messagesOf(lazy, 'en')).toThrow('messages in en are not loaded');
    await lazy.load('en');
    expect(messagesOf(lazy, 'en')('hello', { name: 'Ana' })).toBe('Hello Ana');
    expect(() => messagesOf(lazy, 'es')).toThrow('messages in es are not loaded');
  });
});

describe('interpolate', () => {
  it('fills placeholders', () => {
    expect(interpolate('Reenviar en {seconds} s', { seconds: 42 })).toBe('Reenviar en 42 s');
  });
  it('leaves unknown placeholders', () => {
    expect(interpolate('{a} {b}', { a: 1 })).toBe('1 {b}');
    expect(interpolate('{a}')).toBe('{a}');
  });
});
