// EIP-6963: a wallet announces itself once when it loads and again whenever a page asks.
import type { EthereumProvider } from './ethereumProvider';

export interface ProviderInfo {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
}

export function announceProvider(win: Window, info: ProviderInfo, provider: EthereumProvider): void {
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider });
  const announce = () => win.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  win.addEventListener('eip6963:requestProvider', announce);
  announce();
}
