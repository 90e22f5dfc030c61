import { COOKIE_EXPIRES } from '../config/constants';

/** The `document.cookie` assignment for a cookie that expires in the year 9999. */
export function cookieString(name: string, value: string, path = '/'): string {
  return `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${COOKIE_EXPIRES}; path=${path}`;
}

/** Sets a cookie that expires in the year 9999. */
export function setCookie(name: string, value: string, path = '/'): void {
  document.cookie = cookieString(name, value, path);
}

/** Reads a cookie, or null when it is not set. */
export function getCookie(name: string, cookies: string = document.cookie): string | null {
  const wanted = encodeURIComponent(name);
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === wanted) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Removes a cookie. */
export function removeCookie(name: string, path = '/'): void {
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`;
}
