interface ImportMetaEnv {
  readonly VITE_PUBLIC_TOKEN?: string;
  readonly VITE_API_BASE_URL?: string;
}
