// The main file's stylesheet, nested under the widget root's generated class, so it applies only
// inside the widget. Theme values arrive as custom properties (theme.ts). Lazy groups add their own.
// The card's width is clamped by the viewport as well as by its container: a host that centres it
// with flex or grid, or in a fixed modal, sizes the container from the card (shrink to fit), where
// max-width:100% holds nothing, and a 400 px card would hang off a phone's left edge. 16 px is a
// body's default margins: in a plain page at 320 px the card is as wide as before (the held rooms'
// heights were measured there).
// Weights and underlines the widget relies on are set, not inherited: a host's reset
// (h1{font-weight:inherit}, a{text-decoration:inherit}, as Tailwind's preflight) must not take them.
// The side padding shrinks with a narrow host (8 % of its width, at most 32 px), so at 320 px
// zoomed to 200 % words are not broken mid-letter for want of room.
// One type scale (issue 37): 24 px headings at 700, 16 px body, buttons and inputs, 14 px labels
// at 500 and secondary text, 12 px fine print; weights 400/500/600/700; spacing on a 4 px rhythm.
// The focus ring is two-tone, white inside and black outside, whatever the theme: one of the two
// contrasts with any button and any card (issue 9).
// .aw-wait and .aw-wait-tabs hold the room of what Main's form waits for (a phone field, the tab
// bar), and .aw-resetPassword, .aw-passkeyRegistration, .aw-identityProvider and .aw-idpLogout that
// of the whole-widget chunks' first screens, in the main file's 'Loading' card, its heading at the top as
// every screen's is (issue 37), where the chunk then draws (ui/WidgetRoom.tsx): heights in rooms.ts. .aw-icon and .aw-onetap
// hold the room of an OAuth button's icon and of Google One Tap (47 px), which come with the oauth group.
// A button's label wraps in balanced lines; a sign-in button with an icon (.aw-social, 16 px, the
// passkey button's too) is a block, so its icon stays inline beside the first line's text when the
// label wraps, not at the far edge of a wrapped flex item (issue 37).
import { CONSENT_ROOM, LOGOUT_QUESTION_ROOM, PASSKEY_REGISTRATION_ROOM, PHONE_FIELD_ROOM, RESET_PASSWORD_ROOM, TAB_BAR_ROOM } from './rooms';

export const WIDGET_STYLES = `position:relative;box-sizing:border-box;width:min(var(--aw-container-width),100vw - 16px);max-width:100%;padding:32px min(32px,8%) 24px;
background:var(--aw-container-backgroundColor);border:1px solid var(--aw-container-borderColor);border-radius:var(--aw-container-borderRadius);
font-family:var(--aw-fontFamily);color:var(--aw-container-textColor);font-size:16px;line-height:1.4;text-align:start;overflow-wrap:anywhere;
& *{box-sizing:border-box;}
& .aw-h{font-size:24px;font-weight:700;margin:0 0 16px;}
& p{margin:0 0 12px;}& a{text-decoration:underline;}
& form,& .aw-stack{display:flex;flex-direction:column;gap:12px;margin:0;}& .aw-stack+.aw-stack{margin-top:12px;}
& .aw-center{display:flex;flex-direction:column;align-items:center;text-align:center;gap:12px;}
& .aw-wait{min-height:${PHONE_FIELD_ROOM}px;justify-content:center;}& .aw-wait-tabs{height:${TAB_BAR_ROOM}px;}& .aw-resetPassword{min-height:${RESET_PASSWORD_ROOM}px;}& .aw-passkeyRegistration{min-height:${PASSKEY_REGISTRATION_ROOM}px;}& .aw-identityProvider{min-height:${CONSENT_ROOM}px;}& .aw-idpLogout{min-height:${LOGOUT_QUESTION_ROOM}px;}
& [data-before]{margin-bottom:16px;}
& :focus-visible{outline:2px solid #000;outline-offset:2px;box-shadow:0 0 0 2px #fff;}& .aw-h:focus-visible{outline:0;box-shadow:none;}
& .aw-btn{width:100%;min-height:45px;padding:8px min(16px,4%);font:inherit;font-weight:600;cursor:pointer;border:1px solid;display:flex;align-items:center;justify-content:center;text-decoration:none;position:relative;text-wrap:balance;}
& .aw-btn-primary{background:var(--aw-buttons-primary-backgroundColor);color:var(--aw-buttons-primary-textColor);border-color:var(--aw-buttons-primary-borderColor);border-radius:var(--aw-buttons-primary-borderRadius);}
& .aw-btn-secondary{background:var(--aw-buttons-secondary-backgroundColor);color:var(--aw-buttons-secondary-textColor);border-color:var(--aw-buttons-secondary-borderColor);border-radius:var(--aw-buttons-secondary-borderRadius);}
& .aw-btn-link{background:none;border:0;padding:0;font:inherit;font-weight:600;color:var(--aw-colors-primary);text-decoration:underline;cursor:pointer;}
& [aria-disabled=true]{opacity:.6;cursor:default;}
& .aw-field{display:flex;flex-direction:column;gap:4px;font-size:14px;font-weight:500;}
& .aw-row{display:flex;gap:8px;}
& input,& select{height:45px;padding:0 12px;font:inherit;font-weight:400;width:100%;min-width:0;background:var(--aw-inputs-backgroundColor);color:var(--aw-inputs-textColor);border:1px solid var(--aw-inputs-borderColor);border-radius:var(--aw-inputs-borderRadius);}
& input::placeholder{color:var(--aw-inputs-placeholderColor);}
& [aria-invalid=true]{border-color:var(--aw-colors-error);box-shadow:inset 0 0 0 1px var(--aw-colors-error);}
& [data-invalid] label::after{content:"!"/"";display:inline-flex;align-items:center;justify-content:center;width:16px;height:16px;margin-inline-start:6px;border-radius:50%;background:var(--aw-colors-error);color:var(--aw-container-backgroundColor);font-size:12px;font-weight:700;}
& .aw-banner{padding:12px;border-radius:6px;font-size:14px;border:1px solid;background:color-mix(in srgb,currentColor 6%,transparent);}
& .aw-banner-error{color:var(--aw-colors-error);}
& .aw-banner a{color:inherit;}
& .aw-spinner,& .aw-btn[aria-busy=true]::after{display:inline-block;width:25px;height:25px;border:2px solid currentColor;border-right-width:0;border-radius:50%;animation:aw-spin .8s linear infinite;overflow:hidden;text-indent:-99em;}
@keyframes aw-spin{to{transform:rotate(360deg);}}
& .aw-btn[aria-busy=true]::after{content:"";position:absolute;inset-inline-end:12px;width:16px;height:16px;}
@keyframes aw-fade{to{opacity:.2;}}
@media (prefers-reduced-motion:reduce){& *{animation:none!important;}& .aw-spinner,& .aw-btn[aria-busy=true]::after{animation:aw-fade 1s infinite alternate!important;}}
& .aw-back{display:inline-flex;align-items:center;justify-content:center;width:32px;height:32px;margin-block:-16px 8px;margin-inline:-12px 0;padding:0;background:none;border:0;border-radius:50%;color:var(--aw-colors-primary);cursor:pointer;}&[dir=rtl] .aw-back svg{transform:scaleX(-1);}
& .aw-footer{display:flex;justify-content:center;gap:4px;overflow-wrap:break-word;margin-top:20px;font-size:12px;color:var(--aw-colors-secondary);}
& .aw-footer a{color:inherit;}& .aw-footer[hidden]{visibility:hidden;}
& .aw-floating{position:absolute;top:12px;inset-inline-end:12px;color:var(--aw-colors-secondary);& .aw-spinner{width:16px;height:16px;}}
& .aw-divider{display:flex;align-items:center;gap:8px;margin:16px 0;font-size:14px;color:var(--aw-colors-secondary);}
& .aw-divider::before,& .aw-divider::after{content:"";flex:1;border-top:1px solid var(--aw-container-borderColor);}
& .aw-social>.aw-btn{display:block;}& .aw-icon{display:inline-flex;vertical-align:middle;width:20px;height:20px;margin-inline-end:12px;}
& .aw-onetap{min-height:47px;}
& .aw-logo{display:block;max-height:50px;max-width:100%;margin:0 auto 16px;}`;
