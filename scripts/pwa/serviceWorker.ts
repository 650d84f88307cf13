/// <reference lib="webworker" />
// The service worker of both apps, bundled by vitePwa.ts into each build's sw.js with SW_CONFIG defined.
// It keeps only what is public and never changes under its name: the hashed build files, the icons, the
// manifest and the offline page. API replies and pages are always fetched from the network; a page asked
// for without a network gets the offline page instead of the browser's error.
import { OFFLINE_PAGE_FILE, SERVICE_WORKER_SKIP_WAITING } from '@drisk/contract/client';
import type { ServiceWorkerConfig } from './serviceWorkerConfig';

declare const SW_CONFIG: ServiceWorkerConfig;
declare const self: ServiceWorkerGlobalScope;

const CACHE_PREFIX = `drisk-static:${SW_CONFIG.base}:`;
const CACHE = `${CACHE_PREFIX}${SW_CONFIG.buildId}`;
const OFFLINE_PAGE = `${SW_CONFIG.base}${OFFLINE_PAGE_FILE}`;

const isHashedAsset = (url: URL) => url.pathname.startsWith(`${SW_CONFIG.base}assets/`);
const isApi = (url: URL) => url.pathname.startsWith('/api/');

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SW_CONFIG.precache)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // An older version's files go once this one is in charge; other apps' caches are not ours to touch.
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith(CACHE_PREFIX) && n !== CACHE).map((n) => caches.delete(n)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === SERVICE_WORKER_SKIP_WAITING) void self.skipWaiting();
});

/** A hashed file never changes: the cache answers, else the network, whose answer is kept. */
async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

/** Pages come from the network, so a deployment is seen at once; without one, the offline page. */
async function networkOrOfflinePage(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(OFFLINE_PAGE);
    if (offline) return offline;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApi(url)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkOrOfflinePage(request));
  } else if (isHashedAsset(url) || SW_CONFIG.precache.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});
