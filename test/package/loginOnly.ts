// A host that only mounts the login widget (pack.mjs): its bundle must not carry the other
// widgets' screens or the locales, which stay in chunks fetched on demand.
import { mountLogin } from 'auth-widget';

mountLogin({ elementSelector: '#login', publicToken: 'public-token-test-1' });
