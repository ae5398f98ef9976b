import { useStyles } from '../../ui/StyleContext';
import { scopedStyles } from '../../ui/widgetSheet';

/**
 * The crypto group's styles: the wallet's icon at the top of CryptoConnect and CryptoSignMessage,
 * the download links, and text kept for screen readers only.
 */
const CRYPTO_STYLES = scopedStyles(
  `& .aw-wallet-icon>.aw-icon{width:48px;height:48px;margin:0;}& .aw-wallet-icon img,& .aw-wallet-icon svg{width:100%;height:100%;}& .aw-downloads{display:flex;flex-direction:column;gap:12px;margin:0;padding:0 0 0 20px;}& .aw-downloads a{color:var(--aw-colors-primary);font-weight:700;}& .aw-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap;}`,
);

export const useCryptoStyles = () => useStyles(CRYPTO_STYLES);
