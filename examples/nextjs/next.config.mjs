// Nothing to configure: auth-widget/react needs no transpiling or aliases. Telemetry is turned off
// by the environment (NEXT_TELEMETRY_DISABLED=1: the README's commands, the repo's package test),
// since next.config has no setting for it.
/** @type {import('next').NextConfig} */
const nextConfig = {};

export default nextConfig;
