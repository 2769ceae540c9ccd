// The runtime configuration the shell's dev server hands out: every remote from its own dev server,
// unless REMOTE_<NAME>_URL points one elsewhere.
export const DEV_REMOTE_PORTS = { catalog: 3001, cartCheckout: 3002, account: 3003, admin: 3004 };

export function devRuntimeConfig() {
  const remotes = {};
  for (const [name, port] of Object.entries(DEV_REMOTE_PORTS)) {
    const override = process.env[`REMOTE_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_URL`];
    remotes[name] = override ?? `http://127.0.0.1:${port}/remoteEntry.js`;
  }
  return { apiBaseUrl: '', remotes, routesOnDemand: ['admin'] };
}
