// The framework floor for `npm run bench`: the widget's dependencies (preact/compat, @preact/signals,
// goober) rendering one email form that looks like the widget's (heading, label, input, button in a
// 400px card), and on Enter POSTing to the same endpoint with the same headers the widget sends.
// scripts/bench.mjs builds it as one IIFE (`window.BenchFloor`) with the project's alias table,
// TypeScript and terser settings; it is never part of cdn/.
import { render } from 'react';
import { useSignal } from '@preact/signals';
import { css } from 'goober';

export interface FloorOptions {
  elementSelector: string;
  publicToken: string;
  apiBaseUrl: string;
}

const card = css`
  box-sizing: border-box; width: 400px; max-width: 100%; padding: 32px 32px 24px; background: #fff;
  border: 1px solid #adbcc5; border-radius: 8px; font-family: Arial, Helvetica, sans-serif; color: #19303d;
  font-size: 16px; line-height: 1.4;
  & * { box-sizing: border-box; }
  & h1 { font-size: 24px; margin: 0 0 16px; }
  & form { display: flex; flex-direction: column; gap: 12px; margin: 0; }
  & label { display: flex; flex-direction: column; gap: 4px; font-size: 14px; }
  & input { height: 45px; padding: 0 12px; font: inherit; font-size: 18px; width: 100%; border: 1px solid #19303d; border-radius: 4px; }
  & button { width: 100%; height: 45px; font: inherit; font-size: 18px; font-weight: 600; color: #fff; background: #19303d; border: 1px solid #19303d; border-radius: 4px; cursor: pointer; }
`;

function EmailForm({ publicToken, apiBaseUrl }: FloorOptions) {
  const email = useSignal('');
  const onSubmit = (event: Event) => {
    event.preventDefault();
    void fetch(`${apiBaseUrl}/sdk/v1/magic_links/email/login_or_create`, {
      method: 'POST',
      credentials: 'include',
      headers: { Authorization: `Basic ${btoa(`${publicToken}:${publicToken}`)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: email.value, login_magic_link_url: location.href, signup_magic_link_url: location.href }),
    })
      .then((response) => response.text())
      .catch(() => undefined);
  };
  return (
    <div className={card}>
      <h1>Sign up or log in</h1>
      <form onSubmit={onSubmit}>
        <label>
          Email
          <input type="email" autoComplete="email" placeholder="example@email.com" value={email} onInput={(event) => (email.value = (event.target as HTMLInputElement).value)} />
        </label>
        <button type="submit">Continue with email</button>
      </form>
    </div>
  );
}

export function mount(options: FloorOptions) {
  const element = document.querySelector(options.elementSelector);
  if (!element) throw new Error(`No element matches ${options.elementSelector}`);
  render(<EmailForm {...options} />, element);
}
