// Registers the service worker and waits, on a first visit, until it has
// cached the whole site (reporting its progress), so the runtime is fetched
// once and every later visit works without a network.
export async function ensureOffline(onProgress, { timeoutMs = 120000 } = {}) {
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
    const registration = await navigator.serviceWorker.register(url, { scope: new URL("./", url).pathname });
    if (navigator.serviceWorker.controller) return "controlled";
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
