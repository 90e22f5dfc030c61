/**
 * A stand-in for the mock server's media (`/__mock/media/{logo,qr,barcode,upload}/NAME.png`),
 * which Storybook has no server for: a small SVG tile showing the file's name, so screens with
 * product logos and complaint images look like they do against the mock server. Media only:
 * API answers still come from snapshots/.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';

function tile(name: string): string {
  const label = name.replace(/\.\w+$/, '').slice(0, 14);
  let hue = 0;
  for (const char of name) hue = (hue * 31 + char.charCodeAt(0)) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="16" fill="hsl(${hue} 55% 38%)"/><text x="48" y="54" font-family="sans-serif" font-size="11" fill="#fff" text-anchor="middle">${label.replace(/[<&>"]/g, '')}</text></svg>`;
}

export const mediaStandIn: HttpHandler = http.get('*/__mock/media/:kind/:name', ({ params }) =>
  new HttpResponse(tile(String(params.name)), { headers: { 'Content-Type': 'image/svg+xml' } }),
);
