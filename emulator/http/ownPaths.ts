// The emulator's own test hooks, pages and static files are not the widget's traffic: they are
// never faulted, counted or rate-limited, so a test can always read the outbox and clear its faults.

export function isEmulatorOwnPath(pathname: string): boolean {
  return pathname.startsWith('/__emulator/') || pathname.startsWith('/cdn/') || pathname === '/outbox' || pathname === '/admin' || pathname.startsWith('/admin/');
}
