// Registers the service worker and waits, on a first visit, until it has
// cached the whole site (reporting its progress), so the runtime is fetched
// once and every later visit works without a network.
//
// Update checks bypass the HTTP cache (updateViaCache: "none"): sw.js and the
// sw-assets.js it imports are always fetched fresh, so a deploy reaches
// returning visitors at their next visit even on a host that sends only
// Last-Modified. When a new version has been cached while a page is open,
// onUpdate is called so the page can offer a reload.
export async function ensureOffline(onProgress, { timeoutMs = 120000, onUpdate = null } = {}) {
  if (!("serviceWorker" in navigator) || new URLSearchParams(location.search).has("nosw")) {
    return "unsupported";
  }
  const url = new URL("../sw.js", import.meta.url);
  const listener = (event) => {
    const m = event.data || {};
    if (m.type === "precache-progress") onProgress({ stage: "fetch", done: m.done, total: m.total });
  };
  navigator.serviceWorker.addEventListener("message", listener);
  try {
    const registration = await navigator.serviceWorker.register(url, { scope: new URL("./", url).pathname,
                                                                       updateViaCache: "none" });
    if (navigator.serviceWorker.controller) {
      if (onUpdate) watchForUpdates(registration, onUpdate);
      return "controlled";
    }
    await Promise.race([
      new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true })),
      new Promise((_, reject) => {
        const sw = registration.installing || registration.waiting;
        if (sw) sw.addEventListener("statechange", () => sw.state === "redundant" && reject(
          new Error("the offline cache could not be filled")));
      }),
      new Promise((_, reject) => setTimeout(() => reject(new Error("the offline cache took too long")), timeoutMs)),
    ]);
    return "installed";
  } catch (err) {
    console.warn("offline support unavailable:", err);
    return "failed";
  } finally {
    navigator.serviceWorker.removeEventListener("message", listener);
  }
}

// Call onUpdate once a newer service worker (a new build of the site) has taken over from the one serving
// this page: it has cached the whole new site, so a reload gives the new version.
function watchForUpdates(registration, onUpdate) {
  const current = navigator.serviceWorker.controller;
  let told = false;
  const tell = () => {
    if (!told && navigator.serviceWorker.controller && navigator.serviceWorker.controller !== current) {
      told = true;
      onUpdate();
    }
  };
  navigator.serviceWorker.addEventListener("controllerchange", tell);
  registration.addEventListener("updatefound", () => {
    const sw = registration.installing;
    if (sw) sw.addEventListener("statechange", () => { if (sw.state === "activated") setTimeout(tell, 0); });
  });
  registration.update().catch(() => {});   // offline: nothing to check
}
